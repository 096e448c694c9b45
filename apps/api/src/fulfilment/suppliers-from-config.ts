import { apiTypes } from '@shop/contract/catalogue-rules';
import { MOOGOLD_SETTINGS, SMILE_SETTINGS, type Config } from '../platform/config.js';
import type { HttpLog } from '../platform/http.js';
import { createMemoryPacer, type Pacer } from '../platform/rate-limit.js';
import { createMooGold } from './moogold.js';
import { createSandboxSupplier } from './sandbox-supplier.js';
import { createSmileOne } from './smile-one.js';
import type { Supplier } from './supplier.js';

/** Which supplier an api type goes to; OTHER (and a product that is not API) goes to an admin. */
const supplierKeyOf: Record<string, SupplierKey> = {
  SMILEBR: 'smile-br',
  SMILEPH: 'smile-ph',
  MOOGOLDMLBB: 'moogold',
  MOOGOLDGENSHIN: 'moogold',
  MOOGOLDHOK: 'moogold',
};
export type SupplierKey = 'smile-br' | 'smile-ph' | 'moogold';

export const supplierLabels: Record<SupplierKey, string> = { 'smile-br': 'Smile.one Brazil', 'smile-ph': 'Smile.one Philippines', moogold: 'MooGold' };

/** How an admin reads a supplier's stored name (`smile-br` is "Smile.one Brazil"; the sandbox says so). */
export function supplierLabelOf(name: string): string {
  if (name === 'sandbox') return 'Sandbox (nothing is delivered)';
  return supplierLabels[name as SupplierKey] ?? name;
}

/** An api type's supplier, none (an admin delivers), or the settings it lacks. */
export type SupplierChoice = { kind: 'supplier'; key: SupplierKey; supplier: Supplier } | { kind: 'manual' } | { kind: 'missing'; key: SupplierKey; missing: string };

export type Suppliers = ReturnType<typeof createSuppliers>;

/**
 * The suppliers the configuration names. A supplier without its keys is the sandbox in
 * development and tests, and nothing in production: there an API product whose supplier has no
 * keys stops start-up (`missingFor`), and is never marked delivered by make-believe.
 */
export function createSuppliers({ config, log, fetch, pacer = createMemoryPacer() }: { config: Config; log?: HttpLog; fetch?: typeof globalThis.fetch; pacer?: Pacer }) {
  const sandbox = config.NODE_ENV === 'production' ? null : createSandboxSupplier();
  // A 2% margin over the exact spacing: requests take a few milliseconds more or less to reach the
  // supplier, and without it the supplier could count one order more than the rate in a second.
  const gapMs = (1000 / config.SUPPLIER_RATE_PER_SECOND) * 1.02;
  const limit = (supplier: Supplier) => rateLimited(supplier, pacer, gapMs);
  const smileKeys = SMILE_SETTINGS.every((name) => config[name]);
  const mooGoldKeys = MOOGOLD_SETTINGS.every((name) => config[name]);
  const smile = (region: 'br' | 'ph') =>
    smileKeys ? limit(createSmileOne({ region, baseUrl: config.SMILE_BASE_URL, uid: config.SMILE_UID!, email: config.SMILE_EMAIL!, key: config.SMILE_KEY!, timeoutMs: config.SUPPLIER_TIMEOUT_MS, fetch, log })) : sandbox;
  const built: Record<SupplierKey, Supplier | null> = {
    'smile-br': smile('br'),
    'smile-ph': smile('ph'),
    moogold: mooGoldKeys ? limit(createMooGold({ baseUrl: config.MOOGOLD_BASE_URL, partnerId: config.MOOGOLD_PARTNER_ID!, secretKey: config.MOOGOLD_SECRET_KEY!, timeoutMs: config.SUPPLIER_TIMEOUT_MS, fetch, log })) : sandbox,
  };
  const settingsOf = (key: SupplierKey) => (key === 'moogold' ? MOOGOLD_SETTINGS : SMILE_SETTINGS).join(', ');

  function choose(apiType: string | null | undefined): SupplierChoice {
    const key = apiType ? supplierKeyOf[apiType] : undefined;
    if (!key) return { kind: 'manual' };
    const supplier = built[key];
    return supplier ? { kind: 'supplier', key, supplier } : { kind: 'missing', key, missing: settingsOf(key) };
  }

  return {
    choose,
    /** The supplier behind a key (the admin's balance look-ups), or null without keys. */
    byKey: (key: SupplierKey) => built[key],
    /** For the api types in use, the settings production lacks: start-up refuses them. */
    missingFor(apiTypesInUse: string[]): string[] {
      const missing = new Set<string>();
      for (const type of apiTypesInUse) {
        const choice = choose(type);
        if (choice.kind === 'missing') missing.add(`${choice.missing}: required for ${supplierLabels[choice.key]} (products with api type ${type})`);
      }
      return [...missing];
    },
  };
}

// Every api type but OTHER has a supplier here; a new one in the contract must be added above.
for (const type of apiTypes) if (type !== 'OTHER' && !supplierKeyOf[type]) throw new Error(`api type ${type} has no supplier`);

/**
 * At most SUPPLIER_RATE_PER_SECOND new orders a second to each supplier, spaced evenly (across
 * every instance when the pacer is shared through Redis), so a burst of paid orders never trips a
 * supplier's rate limit. Look-ups and status queries are not spaced.
 */
function rateLimited(supplier: Supplier, pacer: Pacer, gapMs: number): Supplier {
  return {
    name: supplier.name,
    lookupPlayer: (lookup) => supplier.lookupPlayer(lookup),
    ...(supplier.orderStatus ? { orderStatus: (reference: string) => supplier.orderStatus!(reference) } : {}),
    balance: () => supplier.balance(),
    ...(supplier.unknownSkus ? { unknownSkus: (pack: Parameters<NonNullable<Supplier['unknownSkus']>>[0]) => supplier.unknownSkus!(pack) } : {}),
    ...(supplier.skuPrices ? { skuPrices: (gameType: string) => supplier.skuPrices!(gameType) } : {}),
    async placeOrder(order) {
      await pacer.turn(`supplier-orders:${supplier.name}`, gapMs);
      return supplier.placeOrder(order);
    },
  };
}
