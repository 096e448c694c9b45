import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createSessions, loadJwtSecret } from '../src/accounts/session.js';
import { users } from '../src/accounts/tables.js';
import { loadConfig } from '../src/platform/config.js';
import { openDatabase, type Database } from '../src/platform/database.js';
import { creditWallet } from '../src/wallet/service.js';
import { scratchDatabase } from './helpers.js';
import { startTcpProxy } from './tcp-proxy.js';

// PostgreSQL goes away mid-run (a restart, a failover): the shop answers 503 with a clear message
// meanwhile, never a 500, and carries on by itself when the database is back; a payment
// confirmed during the outage is not lost. A TCP hop between the shop and PostgreSQL is cut.
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)(url ? 'a PostgreSQL outage' : 'a PostgreSQL outage (skipped: set TEST_DATABASE_URL to run it against PostgreSQL)', () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-outage-'));
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let auth: { authorization: string };
  let userid: number;

  beforeAll(async () => {
    scratch = await scratchDatabase(url!, 'shop_outage');
    const target = new URL(url!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(scratch.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    database = await openDatabase({ kind: 'postgres', url: viaProxy.toString(), poolSize: 5 });
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: viaProxy.toString(), JWT_SECRET: 'a'.repeat(40) });
    app = await buildApp({ config, database, webDist: null });
    await app.ready();
    const [user] = await database.db.insert(users).values({ name: 'Outage Buyer', email: `outage.${scratch.name}@example.in`, verified: true }).returning();
    await database.db.transaction((tx) => creditWallet(tx, { userId: user!.id, amountPaise: 50_000, type: 'Credit', txnid: `TEST-${scratch.name}`, reason: 'Test funds' }));
    const sessions = createSessions({ db: database.db, secret: loadJwtSecret(config.JWT_SECRET, dataDir) });
    auth = { authorization: `Bearer ${await sessions.issueToken({ id: user!.id, role: 'user', sessionVersion: user!.sessionVersion })}` };
    userid = user!.userid;
  });
  afterAll(async () => {
    await app?.close().catch(() => {});
    await proxy?.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 while PostgreSQL is away, and recovers without a restart; a top-up paid meanwhile is applied once it is back', async () => {
    const balance = () => app.inject({ method: 'GET', url: `/api/wallet/getbalance/${userid}`, headers: auth });
    expect((await balance()).json()).toEqual({ balance: 500 });
    const topup = await app.inject({ method: 'POST', url: '/api/wallet/topup', headers: auth, payload: { value: 100, userid: String(userid) } });
    expect(topup.statusCode, topup.body).toBe(200);
    const { client_txn_id } = topup.json();

    await proxy.cut();
    const during = await balance();
    expect(during.statusCode).toBe(503);
    expect(during.json().message).toBe('The shop is briefly unavailable. Please try again in a minute.');
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    // The gateway's confirmation arrives now: refused with a 503, so the gateway sends it again.
    const paidDuring = await app.inject({ method: 'POST', url: `/api/sandbox/pay/${client_txn_id}`, payload: { outcome: 'success' } });
    expect(paidDuring.statusCode).toBe(503);

    await proxy.restore();
    let after = await balance();
    for (let i = 0; i < 50 && after.statusCode !== 200; i++) {
      await new Promise((r) => setTimeout(r, 200));
      after = await balance();
    }
    expect(after.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    // The confirmation is delivered again (a gateway retries; the reconciliation job asks too).
    expect((await app.inject({ method: 'POST', url: `/api/sandbox/pay/${client_txn_id}`, payload: { outcome: 'success' } })).statusCode).toBe(200);
    expect((await balance()).json()).toEqual({ balance: 600 });
  });
});
