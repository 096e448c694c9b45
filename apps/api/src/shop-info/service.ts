import { eq } from 'drizzle-orm';
import { essentialShopInfo, shopInfoEnv, shopInfoFields, type ShopInfo, type ShopInfoField, type ShopInfoValues, type ShopSettingsBody } from '@shop/contract/shop-info';
import type { Caller } from '../accounts/session.js';
import { changesBetween, type AuditTrail } from '../platform/audit-trail.js';
import type { ReadCache } from '../platform/cache.js';
import { ConfigError, type Config } from '../platform/config.js';
import type { Db, Tx } from '../platform/database.js';
import { badRequest } from '../platform/errors.js';
import { shopSettings } from './tables.js';

export type ShopInfoService = Awaited<ReturnType<typeof createShopInfo>>;

const SETTINGS_ROW = 1;

const labels: Record<ShopInfoField, string> = {
  whatsapp: 'support WhatsApp number',
  supportEmail: 'support email',
  name: 'shop name',
  hours: 'support hours',
  address: 'postal address',
  instagramUrl: 'Instagram link',
  youtubeUrl: 'YouTube link',
  telegramUrl: 'Telegram link',
  whatsappChannelUrl: 'WhatsApp channel link',
  discordUrl: 'Discord link',
};

/** The details the environment sets (SHOP_NAME, ...), already checked by the configuration. */
function environmentValues(config: Config): ShopInfoValues {
  return Object.fromEntries(shopInfoFields.map((field) => [field, config[shopInfoEnv[field]] ?? null])) as ShopInfoValues;
}

function savedValues(row: typeof shopSettings.$inferSelect | undefined): ShopInfoValues {
  return Object.fromEntries(shopInfoFields.map((field) => [field, row?.[field] ?? null])) as ShopInfoValues;
}

/** What customers see: an admin's saved value, else the environment's. */
function merged(saved: ShopInfoValues, environment: ShopInfoValues): ShopInfo {
  const values = Object.fromEntries(shopInfoFields.map((field) => [field, saved[field] ?? environment[field]])) as ShopInfoValues;
  return { ...values, notConfigured: shopInfoFields.filter((field) => values[field] === null) };
}

/**
 * The shop's own details. Starting in production checks the essentials (see below); so does
 * saving, so that an admin cannot leave the next start-up without them.
 */
export async function createShopInfo({
  db,
  config,
  audit,
  cache,
  publish,
}: {
  db: Db;
  config: Config;
  audit: AuditTrail;
  /** The storefront's read cache: every page shows the details, and the opening pages carry them. */
  cache: ReadCache;
  /** Runs a change to what the storefront shows, dropping every instance's read cache when it commits. */
  publish: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
}) {
  const environment = environmentValues(config);
  const production = config.NODE_ENV === 'production';

  async function saved(executor: Db | Tx = db) {
    const [row] = await executor.select().from(shopSettings).where(eq(shopSettings.id, SETTINGS_ROW));
    return savedValues(row);
  }

  const missingEssentials = (info: ShopInfo) => essentialShopInfo.filter((field) => info.notConfigured.includes(field));

  // The rule: a shop taking real money must tell customers who it is and how to reach it, so
  // production refuses to start without the shop's name, support email and WhatsApp number. A
  // detail counts wherever it is set, the environment or an admin's saved settings, because
  // customers see the saved one anyway; so a shop whose admin saved them starts without the
  // variables. Development and tests start regardless, and the pages say "not configured yet".
  if (production) {
    const missing = missingEssentials(merged(await saved(), environment));
    if (missing.length) {
      const lines = missing.map((field) => `  ${shopInfoEnv[field]}: required in production (the ${labels[field]} customers see), unless an admin saved it at /admin/settings`);
      throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
    }
  }

  async function settings(executor: Db | Tx = db) {
    const stored = await saved(executor);
    return { saved: stored, environment, info: merged(stored, environment) };
  }

  const info = async (): Promise<ShopInfo> => merged(await saved(), environment);

  return {
    /** The details customers see, and which are not set. */
    info,
    /** GET /api/shop/info: the same as ready JSON, read once until an admin saves. */
    cachedInfo: () => cache.getOrLoad('shop:info', info),

    settings: () => settings(),

    /** An admin saves the details; an empty one falls back to the environment's. Audited. */
    async save(admin: Caller, body: ShopSettingsBody) {
      const next = Object.fromEntries(shopInfoFields.map((field) => [field, body[field] === '' ? null : body[field]])) as ShopInfoValues;
      if (production) {
        const missing = missingEssentials(merged(next, environment));
        if (missing.length) throw badRequest(`Please enter the ${missing.map((field) => labels[field]).join(', ')}: the shop cannot run without ${missing.length === 1 ? 'it' : 'them'}.`);
      }
      return publish(async (tx) => {
        const before = await saved(tx);
        await tx
          .insert(shopSettings)
          .values({ id: SETTINGS_ROW, ...next, updatedBy: admin.id })
          .onConflictDoUpdate({ target: shopSettings.id, set: { ...next, updatedBy: admin.id, updatedAt: new Date() } });
        await audit(tx, { adminId: admin.id, action: 'settings.shop', target: 'Shop details', details: changesBetween(before, next) });
        return settings(tx);
      });
    },
  };
}
