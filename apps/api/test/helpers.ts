import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { onServer, scratchDatabase } from './database-server.js';
import { buildApp } from '../src/app.js';
import type { Role } from '@shop/contract/accounts';
import { createSessions, loadJwtSecret } from '../src/accounts/session.js';
import { users } from '../src/accounts/tables.js';
import { items, products } from '../src/catalogue/tables.js';
import { announceCatalogueChange } from '../src/catalogue/service.js';
import { loadConfig } from '../src/platform/config.js';
import { rupeesToPaise } from '@shop/contract/money';
import { creditWallet } from '../src/wallet/service.js';
import { openDatabase, type Database } from '../src/platform/database.js';

/** Which database the API tests run on: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A fresh database for one test file: PGlite in memory, or on PostgreSQL a database of its own
 * (dropped at the end) so that parallel test files never see each other's rows. Both start as a
 * copy of the run's migrated template (template-database.ts).
 */
export async function openTestDatabase(): Promise<Database & { dispose(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null, startFrom: await pgliteTemplate() });
    return { ...database, dispose: () => database.close().catch(() => {}) };
  }
  const scratch = await scratchDatabase(url, 'shop_test', inject('postgresTemplate'));
  const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 10 });
  return {
    ...database,
    async dispose() {
      // A test may have closed it already (a database outage); the copy is dropped either way.
      await database.close().catch(() => {});
      await scratch.drop();
    },
  };
}

let templateDump: Buffer | undefined;
/** The template's dump, read once per worker; each database gets its own Blob of it. */
async function pgliteTemplate() {
  templateDump ??= await readFile(inject('pgliteTemplate'));
  return new Blob([templateDump]);
}

export { freePort } from './local-server.js';
export { onServer, scratchDatabase };

export type TestShop = Awaited<ReturnType<typeof startTestShop>>;
/** A user the test shop's factories made, with the headers that sign them in. */
export type Person = Awaited<ReturnType<TestShop['factories']['user']>>;

/** A test shop and an admin of it, for the files whose tests act as the admin. */
export async function startTestShopWithAdmin(env: Record<string, string> = {}) {
  const shop = await startTestShop(env);
  return { shop, admin: await shop.factories.user({ role: 'admin' }) };
}

/** The real app on a real database, driven in process with app.inject. */
export async function startTestShop(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  // The tests race dozens of calls at once on purpose: none is turned away as too many (platform.test.ts tests that).
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', EMBEDDED_DB_MAX_REQUESTS: '0', ...env });
  const database = await openTestDatabase();
  const app = await buildApp({ config, database, webDist: null });
  await app.ready();
  const jwtSecret = loadJwtSecret(config.JWT_SECRET, dataDir);
  const sessions = createSessions({ db: database.db, secret: jwtSecret });
  const db = database.db;

  const factories = {
    /** A user with a session token; role and other fields overridable. */
    async user(overrides: Partial<typeof users.$inferInsert> & { role?: Role } = {}) {
      const n = randomUUID().slice(0, 8);
      const [row] = await db
        .insert(users)
        .values({ name: `Test ${n}`, email: `t${n}@example.test`, mobilenumber: `9${Math.floor(100000000 + Math.random() * 899999999)}`, verified: true, ...overrides })
        .returning();
      const user = row!;
      const token = await sessions.issueToken({ id: user.id, role: user.role as Role, sessionVersion: user.sessionVersion });
      return { ...user, token, auth: { authorization: `Bearer ${token}` } };
    },

    /** A product with packs; prices in paise. */
    async product(
      overrides: Partial<typeof products.$inferInsert> = {},
      packs: Partial<typeof items.$inferInsert>[] = [{}],
    ) {
      const packRows = packs.length
        ? await db
            .insert(items)
            .values(packs.map((p, i) => ({ name: `Pack ${i + 1}`, originalPricePaise: 12_500, discountedPricePaise: 10_900, resellPricePaise: 10_300, ...p })))
            .returning()
        : [];
      const [product] = await db
        .insert(products)
        .values({
          name: 'Test Game',
          imgpath: '/uploads/products/test.webp',
          type: 'MLBB',
          category: 'instant-games',
          inputs: [{ label: 'User ID' }, { label: 'Zone ID' }],
          items: packRows.map((r) => r.itemid),
          ...overrides,
        })
        .returning();
      await announceCatalogueChange(db);
      return { product: product!, packs: packRows };
    },
  };

  /** Puts rupees in a user's wallet through the ledger, as an admin credit would. */
  async function fund(userId: string, rupees: number) {
    await db.transaction((tx) => creditWallet(tx, { userId, amountPaise: rupeesToPaise(rupees), type: 'Credit', txnid: `TEST-${randomUUID()}`, reason: 'Test funds' }));
  }

  return {
    app,
    db,
    fund,
    /** The API as a browser or a program calls it: `/api` and the path, a JSON body, the headers given (a session's `auth`). */
    post: (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
      app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers, ...(remoteAddress ? { remoteAddress } : {}) }),
    get: (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: `/api${url}`, headers }),
    /** A customer's balances as the storefront reads them, in rupees. */
    walletOf: async (u: { userid: number; auth: Record<string, string> }) => (await app.inject({ method: 'GET', url: `/api/wallet/getbalance/${u.userid}`, headers: u.auth })).json().balance as number,
    pointsOf: async (u: { userid: number; auth: Record<string, string> }) => (await app.inject({ method: 'GET', url: `/api/points/getbalance/${u.userid}`, headers: u.auth })).json().balance as number,
    /** A customer's wallet order of one pack, as the storefront places it. */
    buyWithWallet: (
      customer: { userid: number; auth: Record<string, string> },
      order: { product_id: string; item_id: string; input1: string; input2: string },
    ) => app.inject({ method: 'POST', url: '/api/order/createWalletOrder', headers: customer.auth, payload: { ...order, userid: String(customer.userid), paymentmode: 'wallet' } }),
    config,
    database,
    sessions,
    jwtSecret,
    factories,
    async close() {
      await app.close();
      await database.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
