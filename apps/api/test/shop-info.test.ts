import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { shopInfoFields } from '@shop/contract/shop-info';
import { buildApp } from '../src/app.js';
import { createSessions, loadJwtSecret } from '../src/accounts/session.js';
import { users } from '../src/accounts/tables.js';
import { adminAuditLog } from '../src/admin/tables.js';
import { loadConfig } from '../src/platform/config.js';
import { shopSettings } from '../src/shop-info/tables.js';
import { openTestDatabase, startTestShop, type TestShop } from './helpers.js';

const shopEnv = {
  SHOP_NAME: 'Arcade Bazaar',
  SHOP_WHATSAPP: '+91 98450 12345',
  SHOP_SUPPORT_EMAIL: 'Help@ArcadeBazaar.in',
  SHOP_ADDRESS: '3rd Floor, 22 Residency Road, Bengaluru 560025',
  SHOP_HOURS: 'Every day, 10 am to 10 pm IST',
  SHOP_INSTAGRAM_URL: 'https://www.instagram.com/arcadebazaar',
};

/** The admin form's body: every field, empty for "not saved here". */
const emptyForm = Object.fromEntries(shopInfoFields.map((field) => [field, ''])) as Record<(typeof shopInfoFields)[number], string>;

describe('shop details from the environment and the admin console', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop({ WORKERS: 'false', ...shopEnv });
  });
  afterAll(() => shop?.close());

  const info = async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/shop/info' });
    expect(res.statusCode, res.body).toBe(200);
    return { res, body: res.json() as Record<string, unknown> & { notConfigured: string[] } };
  };
  const save = (body: Record<string, unknown>, headers: Record<string, string>) =>
    shop.app.inject({ method: 'POST', url: '/api/admin/shopsettings', headers, payload: body });

  it('answers the environment’s values publicly, says which are not set, and may be cached briefly', async () => {
    const { res, body } = await info();
    expect(body).toEqual({
      name: 'Arcade Bazaar',
      whatsapp: '9845012345',
      supportEmail: 'help@arcadebazaar.in',
      address: '3rd Floor, 22 Residency Road, Bengaluru 560025',
      hours: 'Every day, 10 am to 10 pm IST',
      instagramUrl: 'https://www.instagram.com/arcadebazaar',
      youtubeUrl: null,
      telegramUrl: null,
      whatsappChannelUrl: null,
      discordUrl: null,
      notConfigured: ['youtubeUrl', 'telegramUrl', 'whatsappChannelUrl', 'discordUrl'],
    });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('refuses the settings to anonymous callers (401) and to customers (403)', async () => {
    const customer = await shop.factories.user();
    for (const [headers, status] of [[{}, 401], [customer.auth, 403]] as const) {
      expect((await shop.app.inject({ method: 'GET', url: '/api/admin/shopsettings', headers })).statusCode).toBe(status);
      expect((await save({ ...emptyForm, name: 'Not Mine' }, headers)).statusCode).toBe(status);
    }
    expect(await shop.db.select().from(shopSettings)).toEqual([]);
    expect((await info()).body.name).toBe('Arcade Bazaar');
  });

  it('lets an admin override the environment, falls back to it for empty fields, and audits the change', async () => {
    const admin = await shop.factories.user({ role: 'admin' });
    const before = await shop.app.inject({ method: 'GET', url: '/api/admin/shopsettings', headers: admin.auth });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ saved: { name: null, supportEmail: null }, environment: { name: 'Arcade Bazaar', whatsapp: '9845012345' } });

    const res = await save({ ...emptyForm, name: 'Arcade Bazaar India', whatsapp: '09876543210', discordUrl: 'https://discord.gg/arcadebazaar' }, admin.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      saved: { name: 'Arcade Bazaar India', whatsapp: '9876543210', supportEmail: null, discordUrl: 'https://discord.gg/arcadebazaar' },
      info: { name: 'Arcade Bazaar India', whatsapp: '9876543210', supportEmail: 'help@arcadebazaar.in' },
    });

    const { body } = await info();
    expect(body).toMatchObject({ name: 'Arcade Bazaar India', whatsapp: '9876543210', supportEmail: 'help@arcadebazaar.in', discordUrl: 'https://discord.gg/arcadebazaar' });
    expect(body.notConfigured).toEqual(['youtubeUrl', 'telegramUrl', 'whatsappChannelUrl']);

    const [entry] = await shop.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'settings.shop'));
    expect(entry).toMatchObject({ adminId: admin.id, kind: 'settings', target: 'Shop details' });
    expect(entry!.details).toEqual({
      before: { name: null, whatsapp: null, discordUrl: null },
      after: { name: 'Arcade Bazaar India', whatsapp: '9876543210', discordUrl: 'https://discord.gg/arcadebazaar' },
    });

    // Clearing a field hands it back to the environment.
    expect((await save(emptyForm, admin.auth)).statusCode).toBe(200);
    expect((await info()).body).toMatchObject({ name: 'Arcade Bazaar', whatsapp: '9845012345', discordUrl: null });
  });

  it('refuses an http link, a bad email and a number that is not an Indian mobile (400), saving nothing', async () => {
    const admin = await shop.factories.user({ role: 'admin' });
    const cases = [
      [{ instagramUrl: 'http://www.instagram.com/arcadebazaar' }, /https:\/\//],
      [{ youtubeUrl: 'javascript:alert(1)' }, /https:\/\//],
      [{ supportEmail: 'help@arcadebazaar' }, /valid email/],
      [{ whatsapp: '12345 67890' }, /Indian mobile number/],
    ] as const;
    for (const [field, message] of cases) {
      const res = await save({ ...emptyForm, name: 'Should Not Stick', ...field }, admin.auth);
      expect(res.statusCode, JSON.stringify(field)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await info()).body.name).toBe('Arcade Bazaar');
  });
});

describe('with nothing set outside production', () => {
  it('starts and says that every detail is not configured, without inventing any', async () => {
    const shop = await startTestShop({ WORKERS: 'false' });
    try {
      const body = (await shop.app.inject({ method: 'GET', url: '/api/shop/info' })).json() as Record<string, unknown>;
      expect(body.notConfigured).toEqual([...shopInfoFields]);
      for (const field of shopInfoFields) expect(body[field], field).toBeNull();
    } finally {
      await shop.close();
    }
  });
});

describe('production start-up', () => {
  // Real providers and an empty catalogue, so that only the shop's details can stop it.
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-info-production-'));
  const production = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WORKERS: 'false',
    ALLOW_SANDBOX_IN_PRODUCTION: 'true',
  };
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async (env: Record<string, string>) => {
    const app = await buildApp({ config: loadConfig({ ...production, ...env }), database, webDist: null });
    await app.ready();
    return app;
  };

  it('refuses without the shop name, support email and WhatsApp number, naming the variables', async () => {
    const refusal = start({});
    await expect(refusal).rejects.toThrow(/SHOP_NAME: required in production/);
    await expect(refusal).rejects.toThrow(/SHOP_SUPPORT_EMAIL: required in production/);
    await expect(refusal).rejects.toThrow(/SHOP_WHATSAPP: required in production/);
    await expect(start({ SHOP_NAME: 'Arcade Bazaar', SHOP_WHATSAPP: '9845012345' })).rejects.toThrow(/^Invalid configuration:\n {2}SHOP_SUPPORT_EMAIL: required in production[^\n]*$/);
  });

  it('starts with them set, and refuses a save that would leave one unset', async () => {
    const [owner] = await database.db.insert(users).values({ name: 'Owner', email: 'owner@arcadebazaar.in', role: 'admin', verified: true }).returning();
    const sessions = createSessions({ db: database.db, secret: loadJwtSecret(undefined, dataDir) });
    const headers = { authorization: `Bearer ${await sessions.issueToken({ id: owner!.id, role: 'admin', sessionVersion: owner!.sessionVersion })}` };
    const save = (app: Awaited<ReturnType<typeof start>>, body: Record<string, string>) => app.inject({ method: 'POST', url: '/api/admin/shopsettings', headers, payload: body });

    const all = await start({ SHOP_NAME: 'Arcade Bazaar', SHOP_WHATSAPP: '9845012345', SHOP_SUPPORT_EMAIL: 'help@arcadebazaar.in' });
    try {
      expect((await all.inject({ method: 'GET', url: '/api/shop/info' })).json()).toMatchObject({ name: 'Arcade Bazaar', whatsapp: '9845012345' });
      // The environment's values count: an empty form leaves nothing essential unset.
      expect((await save(all, emptyForm)).statusCode).toBe(200);
    } finally {
      await all.close();
    }

    // Started on a saved email, the admin cannot clear it: the next start-up would refuse.
    await database.db.insert(shopSettings).values({ id: 1, supportEmail: 'help@arcadebazaar.in' }).onConflictDoUpdate({ target: shopSettings.id, set: { supportEmail: 'help@arcadebazaar.in' } });
    const savedEmail = await start({ SHOP_NAME: 'Arcade Bazaar', SHOP_WHATSAPP: '9845012345' });
    try {
      const res = await save(savedEmail, emptyForm);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter the support email: the shop cannot run without it.');
      expect((await save(savedEmail, { ...emptyForm, supportEmail: 'orders@arcadebazaar.in' })).statusCode).toBe(200);
    } finally {
      await savedEmail.close();
      await database.db.delete(shopSettings);
    }
  });

  it('starts without the variables once an admin has saved the details', async () => {
    await database.db.insert(shopSettings).values({ id: 1, name: 'Arcade Bazaar', whatsapp: '9845012345', supportEmail: 'help@arcadebazaar.in' });
    try {
      const app = await start({});
      try {
        expect((await app.inject({ method: 'GET', url: '/api/shop/info' })).json()).toMatchObject({ name: 'Arcade Bazaar', supportEmail: 'help@arcadebazaar.in' });
      } finally {
        await app.close();
      }
    } finally {
      await database.db.delete(shopSettings);
    }
  });
});
