import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { SANDBOX_SIGNATURE_HEADER } from '../src/payments/sandbox-gateway.js';
import { BUSY_MESSAGE } from '../src/platform/health.js';
import { loadConfig } from '../src/platform/config.js';
import { openDatabase, together } from '../src/platform/database.js';
import { openTestDatabase, scratchDatabase, startTestShop, testDatabaseKind, type TestShop } from './helpers.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

describe('platform', () => {
  it('answers unknown API routes with 404 JSON carrying a request id', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/no/such/route' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
    const body = res.json();
    expect(body).toMatchObject({ code: 'NOT_FOUND' });
    expect(body.requestId).toBe(res.headers['x-request-id']);
  });

  it('takes a call without a body that still says it is JSON, as browsers send it', async () => {
    const admin = await shop.factories.user({ role: 'admin' });
    const res = await shop.app.inject({ method: 'POST', url: '/api/referral/get-referral', headers: { ...admin.auth, 'content-type': 'application/json' }, payload: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ referralCode: null });
  });

  it('refuses malformed JSON with 400, not 500', async () => {
    const res = await shop.app.inject({ method: 'POST', url: '/api/order/checkid', headers: { 'content-type': 'application/json' }, payload: '{"userid":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
    expect(res.body).not.toMatch(/at .*\.js/);
  });

  it('sends security headers: a strict policy on pages, the short REST set on JSON', async () => {
    const page = await shop.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');

    const json = await shop.app.inject({ method: 'GET', url: '/api/health' });
    expect(json.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(json.headers['x-content-type-options']).toBe('nosniff');
    expect(json.headers['x-frame-options']).toBe('DENY');
  });

  it('lets pages show pictures from object storage when uploads are kept there, and from nowhere else', async () => {
    expect((await shop.app.inject({ method: 'GET', url: '/api/docs' })).headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
    const withS3 = await startTestShop({
      S3_BUCKET: 'shop-pictures',
      S3_ENDPOINT: 'https://objects.example.in',
      S3_REGION: 'ap-south-1',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-example-key',
      S3_PUBLIC_URL: 'https://cdn.example.in/pictures',
    });
    try {
      const page = await withS3.app.inject({ method: 'GET', url: '/api/docs' });
      expect(page.headers['content-security-policy']).toContain("img-src 'self' data: blob: https://cdn.example.in;");
    } finally {
      await withS3.close();
    }
  });

  it('compresses JSON for clients that accept it', async () => {
    for (let i = 0; i < 10; i++) await shop.factories.product({ name: `Game ${i}` });
    const res = await shop.app.inject({ method: 'GET', url: '/api/product/gethomeproducts', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('serves OpenAPI documentation', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/product/gethomeproducts');
  });
});

describe('the built web app', () => {
  it('serves the app for client routes, hashed assets for a year, and 404 for missing files', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>S-Store</title>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    const { buildApp } = await import('../src/app.js');
    const web = await buildApp({ config: shop.config, database: shop.database, webDist: dist, logger: false });
    try {
      const home = await web.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('<title>S-Store</title>');
      expect(home.headers['cache-control']).toBe('no-cache');
      const page = await web.inject({ method: 'GET', url: '/product/123?x=1' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      const asset = await web.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await web.inject({ method: 'GET', url: '/assets/index-old999.js' })).statusCode).toBe(404);
      expect((await web.inject({ method: 'GET', url: '/api/nope' })).headers['content-type']).toMatch(/json/);
    } finally {
      await web.close();
    }
  });
});

describe('health checks for a load balancer', () => {
  it('/healthz answers while the process runs; /readyz answers ready while the database and job queue do, 503 when they do not', async () => {
    expect((await shop.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await shop.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', jobs: 'ok' } });

    const other = await startTestShop();
    await other.database.close();
    const down = await other.app.inject({ method: 'GET', url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'unavailable', checks: { database: expect.stringMatching(/^down/) } });
    expect((await other.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await other.close();
  });
});

describe.skipIf(testDatabaseKind !== 'postgres')(`the pool of connections to PostgreSQL${testDatabaseKind === 'postgres' ? '' : ' (skipped: PostgreSQL only, set TEST_DATABASE_URL)'}`, () => {
  it('keeps at most DATABASE_POOL_SIZE connections open, and statements past them wait for one instead of failing', async () => {
    const scratch = await scratchDatabase(process.env.TEST_DATABASE_URL!, 'shop_pool');
    const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: loadConfig({ DATABASE_POOL_SIZE: '3' }).DATABASE_POOL_SIZE });
    const server = new pg.Client({ connectionString: scratch.url });
    await server.connect();
    try {
      let most = 0;
      let watching = true;
      const watch = (async () => {
        while (watching) {
          const { rows } = await server.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query like 'select pg_sleep%'");
          most = Math.max(most, rows[0]!.n);
          await new Promise((r) => setTimeout(r, 10));
        }
      })();
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => database.db.execute(sql`select pg_sleep(0.15), ${i}::int as n`)));
      watching = false;
      await watch;
      expect(answers.map((a) => (a as unknown as { rows: { n: number }[] }).rows[0]!.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      expect(most).toBe(3);
      const { rows } = await server.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
      expect(rows[0]!.n).toBeLessThanOrEqual(3);
    } finally {
      await server.end();
      await database.close();
      await scratch.drop();
    }
  });
});

describe('work started together in one transaction', () => {
  it('sends its statements without waiting between them on PostgreSQL (one round trip), and every piece still runs in the transaction', async () => {
    const database = await openTestDatabase();
    try {
      await database.db.execute(sql`create table together_rows (n int primary key)`);
      const before = { ...database.work };
      await database.db.transaction(async (tx) => {
        await together([1, 2, 3].map((n) => tx.execute(sql`insert into together_rows values (${n})`)));
      });
      const spent = { statements: database.work.statements - before.statements, roundTrips: database.work.roundTrips - before.roundTrips };
      // BEGIN, the three inserts, COMMIT: on PostgreSQL BEGIN goes out with the inserts, and
      // COMMIT after their answers; the embedded database runs each call by itself.
      expect(spent).toEqual({ statements: 5, roundTrips: testDatabaseKind === 'postgres' ? 2 : 5 });
      const { rows } = await database.raw.executeSql('select n from together_rows order by n');
      expect(rows).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    } finally {
      await database.dispose();
    }
  });

  it('fails with the first failure in the order the pieces were started, and lets no piece write after its transaction rolled back', async () => {
    const database = await openTestDatabase();
    try {
      await database.db.execute(sql`create table together_rows (n int primary key)`);
      const placing = database.db.transaction(async (tx) => {
        await together([
          (async () => {
            await tx.execute(sql`select pg_sleep(0.02)`);
            throw new Error('the first piece was refused');
          })(),
          (async () => {
            throw new Error('the second piece was refused');
          })(),
          (async () => {
            // Still working when the others have failed: its insert must not outlive the rollback
            // (sent after it, it would run on the connection outside any transaction).
            await tx.execute(sql`select pg_sleep(0.1)`);
            await tx.execute(sql`insert into together_rows values (1)`);
          })(),
        ]);
      });
      await expect(placing).rejects.toThrow('the first piece was refused');
      await new Promise((r) => setTimeout(r, 200));
      const { rows } = await database.raw.executeSql('select count(*)::int as n from together_rows');
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      await database.dispose();
    }
  });
});

describe('a transaction on a pipelined connection', () => {
  const rowsOf = (answer: unknown) => (answer as { rows: Record<string, unknown>[] }).rows;

  it('gives each statement sent in one group its own rows', async () => {
    const database = await openTestDatabase();
    try {
      const answers: Record<string, unknown>[][] = [];
      await database.db.transaction(async (tx) => {
        await together([
          tx.execute(sql`select ${7}::int as n`).then((a) => (answers[0] = rowsOf(a))),
          tx.execute(sql`select g as n from generate_series(1, 3) g`).then((a) => (answers[1] = rowsOf(a))),
          tx.execute(sql`select 'x'::text as s where false`).then((a) => (answers[2] = rowsOf(a))),
          tx.execute(sql`select ${'₹'}::text as s, ${null}::int as nothing`).then((a) => (answers[3] = rowsOf(a))),
        ]);
      });
      expect(answers).toEqual([[{ n: 7 }], [{ n: 1 }, { n: 2 }, { n: 3 }], [], [{ s: '₹', nothing: null }]]);
    } finally {
      await database.dispose();
    }
  });

  it('runs none of a transaction\'s statements when its BEGIN fails, although BEGIN was not waited for', async () => {
    const database = await openTestDatabase();
    try {
      await database.db.execute(sql`create table begun_rows (n int primary key)`);
      // An isolation level PostgreSQL does not know: the BEGIN that carries it fails.
      const opening = database.db.transaction((tx) => tx.execute(sql`insert into begun_rows values (1)`), { isolationLevel: 'no such level' as never });
      const refusal = (await opening.then(() => undefined, (err: Error) => err)) as (Error & { cause?: Error }) | undefined;
      // Drizzle names the statement that failed (the insert, which carried the BEGIN) and keeps PostgreSQL's reason.
      expect(`${refusal?.message} ${refusal?.cause?.message}`).toMatch(/syntax error/);
      const { rows } = await database.raw.executeSql('select count(*)::int as n from begun_rows');
      expect(rows).toEqual([{ n: 0 }]);
      // A statement given while the BEGIN's answer is still on its way waits for it, and fails
      // with it: under a Sync of its own it would have run, and committed, outside any transaction.
      const late = database.db.transaction(
        (tx) =>
          together([
            tx.execute(sql`insert into begun_rows values (${2})`),
            (async () => {
              await new Promise((r) => setImmediate(r));
              await tx.execute(sql`insert into begun_rows (n) values (${3})`);
            })(),
          ]),
        { isolationLevel: 'no such level' as never },
      );
      await expect(late).rejects.toThrow();
      expect((await database.raw.executeSql('select count(*)::int as n from begun_rows')).rows).toEqual([{ n: 0 }]);
      // The connection is fit for the next transaction.
      await database.db.transaction((tx) => tx.execute(sql`insert into begun_rows values (4)`));
      expect((await database.raw.executeSql('select n from begun_rows')).rows).toEqual([{ n: 4 }]);
    } finally {
      await database.dispose();
    }
  });

  it('leaves nothing of a group whose statement failed, and a statement skipped with it runs when next used', async () => {
    const database = await openTestDatabase();
    try {
      await database.db.execute(sql`create table grouped_rows (n int primary key)`);
      const failing = database.db.transaction(async (tx) => {
        await together([
          tx.execute(sql`insert into grouped_rows values (${1})`),
          tx.execute(sql`insert into grouped_rows values (${1})`),
          // Never run before: PostgreSQL skips its preparation with the rest of the group.
          tx.execute(sql`select ${41}::int + 1 as skipped_answer`),
        ]);
      });
      await expect(failing).rejects.toMatchObject({ cause: { code: '23505' } });
      expect((await database.raw.executeSql('select count(*)::int as n from grouped_rows')).rows).toEqual([{ n: 0 }]);
      // Each call takes the connection the failed transaction gave back, as nothing else is running.
      for (let i = 0; i < 3; i++) {
        const answer = await database.db.transaction((tx) => tx.execute(sql`select ${41}::int + 1 as skipped_answer`));
        expect(rowsOf(answer)).toEqual([{ skipped_answer: 42 }]);
        expect(rowsOf(await database.db.execute(sql`select ${41}::int + 1 as skipped_answer`))).toEqual([{ skipped_answer: 42 }]);
      }
    } finally {
      await database.dispose();
    }
  });

  it.skipIf(testDatabaseKind !== 'postgres')('fails the statements of a group whose connection the server dropped, without leaving them waiting or ending the process', async () => {
    const database = await openTestDatabase();
    try {
      const dropped = database.db.transaction(async (tx) => {
        const pid = rowsOf(await tx.execute(sql`select pg_backend_pid() as pid`))[0]!.pid;
        await database.raw.executeSql('select pg_terminate_backend($1)', [pid]);
        await together([tx.execute(sql`select ${1}::int as n`), tx.execute(sql`select ${2}::int as n`)]);
      });
      await expect(dropped).rejects.toThrow();
      // The pool replaces the lost connection.
      expect(rowsOf(await database.db.transaction((tx) => tx.execute(sql`select ${3}::int as n`)))).toEqual([{ n: 3 }]);
    } finally {
      await database.dispose();
    }
  });

  it('sends nothing for a transaction that had nothing to do on PostgreSQL', async () => {
    const database = await openTestDatabase();
    try {
      const before = { ...database.work };
      await database.db.transaction(async () => {});
      await expect(database.db.transaction(async () => Promise.reject(new Error('changed my mind')))).rejects.toThrow('changed my mind');
      const spent = { statements: database.work.statements - before.statements, roundTrips: database.work.roundTrips - before.roundTrips };
      expect(spent).toEqual(testDatabaseKind === 'postgres' ? { statements: 0, roundTrips: 0 } : { statements: 4, roundTrips: 4 });
      // And the connections still open transactions that do something.
      await database.db.execute(sql`create table after_nothing (n int)`);
      await database.db.transaction((tx) => tx.execute(sql`insert into after_nothing values (1)`));
      expect((await database.raw.executeSql('select count(*)::int as n from after_nothing')).rows).toEqual([{ n: 1 }]);
    } finally {
      await database.dispose();
    }
  });
});

// Only the embedded database makes calls take turns; PostgreSQL has a pool and a server of its own.
describe.skipIf(testDatabaseKind !== 'pglite')(`more calls at once than the embedded database takes${testDatabaseKind === 'pglite' ? '' : ' (skipped: PGlite only, TEST_DATABASE_URL is set)'}`, () => {
  const login = (shop: TestShop, n = 0) => shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: `nobody${n}@example.in`, password: 'wrong-password-1' } });

  /**
   * A sign-in whose body arrives only on `finish()`, as from a slow phone. Its body is read only
   * once the call was let in, so `holdsPlace` says it now holds one of the places.
   */
  function slowLogin(shop: TestShop) {
    let reading = () => {};
    const holdsPlace = new Promise<void>((resolve) => (reading = resolve));
    const body = new Readable({ read: () => reading() });
    const answer = shop.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: body });
    const finish = () => {
      body.push(JSON.stringify({ email: 'slow@example.in', password: 'wrong-password-1' }));
      body.push(null);
    };
    return { holdsPlace, answer, finish };
  }

  function expectBusy(answer: Awaited<ReturnType<typeof login>>, retryAfter?: string) {
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ msg: BUSY_MESSAGE, code: 'UNAVAILABLE' });
    expect(answer.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    if (retryAfter) expect(answer.headers['retry-after']).toBe(retryAfter);
  }

  it('lets the calls over EMBEDDED_DB_MAX_REQUESTS wait their turn instead of turning them away', async () => {
    const busy = await startTestShop({ EMBEDDED_DB_MAX_REQUESTS: '2' });
    try {
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => login(busy, i)));
      expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
      // The places are free again once the calls end.
      expect((await Promise.all([login(busy), login(busy)])).map((a) => a.statusCode)).toEqual([404, 404]);
    } finally {
      await busy.close();
    }
  });

  it('turns away at once, in the call\'s own error field, a call that finds the line full; health checks neither wait nor count', async () => {
    const busy = await startTestShop({ EMBEDDED_DB_MAX_REQUESTS: '1', EMBEDDED_DB_QUEUE_LENGTH: '1', EMBEDDED_DB_QUEUE_MS: '60000' });
    try {
      const slow = slowLogin(busy);
      await slow.holdsPlace;
      const [second, third] = [login(busy, 1), login(busy, 2)];
      // One of them waits in line; the other finds it full and is answered while the slow call still runs.
      expectBusy(await Promise.race([second, third]), '60');
      const health = await Promise.all(['/api/health', '/healthz', '/readyz'].map((url) => busy.app.inject({ method: 'GET', url })));
      expect(health.map((h) => h.statusCode)).toEqual([200, 200, 200]);

      slow.finish();
      expect((await slow.answer).statusCode).toBe(404);
      expect([(await second).statusCode, (await third).statusCode].sort()).toEqual([404, 503]);
    } finally {
      await busy.close();
    }
  });

  it('turns away a call that waited EMBEDDED_DB_QUEUE_MS for its turn, then takes calls again', async () => {
    const busy = await startTestShop({ EMBEDDED_DB_MAX_REQUESTS: '1', EMBEDDED_DB_QUEUE_MS: '300' });
    try {
      const slow = slowLogin(busy);
      await slow.holdsPlace;
      const asked = Date.now();
      const waited = await login(busy, 1);
      expectBusy(waited, '1');
      expect(Date.now() - asked).toBeGreaterThanOrEqual(300);

      slow.finish();
      expect((await slow.answer).statusCode).toBe(404);
      expect((await login(busy, 2)).statusCode).toBe(404);
    } finally {
      await busy.close();
    }
  });

  it('lets a caller who goes away while waiting leave the line, so the next one takes its place', async () => {
    const busy = await startTestShop({ EMBEDDED_DB_MAX_REQUESTS: '1', EMBEDDED_DB_QUEUE_LENGTH: '1', EMBEDDED_DB_QUEUE_MS: '60000' });
    try {
      await busy.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = busy.app.server.address() as AddressInfo;
      const slow = slowLogin(busy);
      await slow.holdsPlace;

      // A phone on a real connection asks, waits in line (the only place in it), then gives up.
      const arrived = new Promise<ServerResponse>((resolve) => busy.app.server.once('request', (_req: IncomingMessage, res: ServerResponse) => resolve(res)));
      const phone = httpRequest({ port, host: '127.0.0.1', method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json' } });
      phone.on('error', () => {});
      phone.end(JSON.stringify({ email: 'phone@example.in', password: 'wrong-password-1' }));
      const phoneCall = await arrived;
      expectBusy(await login(busy, 1)); // the line is full
      const gone = new Promise((resolve) => phoneCall.once('close', resolve));
      phone.destroy();
      await gone;

      const next = login(busy, 2);
      slow.finish();
      expect((await slow.answer).statusCode).toBe(404);
      expect((await next).statusCode).toBe(404);
      expect((await login(busy, 3)).statusCode).toBe(404);
    } finally {
      await busy.close();
    }
  });

  it('lets the payment gateway\'s calls in ahead of the line, even from inside a call that holds the only place', async () => {
    const busy = await startTestShop({ EMBEDDED_DB_MAX_REQUESTS: '1', EMBEDDED_DB_QUEUE_LENGTH: '2', EMBEDDED_DB_QUEUE_MS: '60000' });
    try {
      const u = await busy.factories.user();
      const balance = async () => (await busy.app.inject({ method: 'GET', url: `/api/wallet/getbalance/${u.userid}`, headers: u.auth })).json().balance;
      const topup = async () => (await busy.app.inject({ method: 'POST', url: '/api/wallet/topup', headers: u.auth, payload: { value: 100, userid: String(u.userid) } })).json().client_txn_id as string;

      // The sandbox gateway sends its webhook while the customer's payment call holds the only place.
      const paid = await busy.app.inject({ method: 'POST', url: `/api/sandbox/pay/${await topup()}`, payload: { outcome: 'success' } });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(await balance()).toBe(100);

      // A webhook arriving while one call runs and another waits in line is answered before the waiting call.
      const client_txn_id = await topup();
      const slow = slowLogin(busy);
      await slow.holdsPlace;
      const waiting = login(busy, 1);
      const raw = JSON.stringify({ event_id: 'evt-busy', client_txn_id, status: 'success', amount: 10_000, reference: '123456789012' });
      const signature = createHmac('sha256', busy.sessions.derivedKey('sandbox-webhooks')).update(raw).digest('hex');
      const webhook = busy.app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature }, payload: raw });
      const firstAnswered = await Promise.race([webhook.then(() => 'webhook'), waiting.then(() => 'waiting call')]);
      expect(firstAnswered).toBe('webhook');
      expect((await webhook).statusCode).toBe(200);

      slow.finish();
      expect((await slow.answer).statusCode).toBe(404);
      expect((await waiting).statusCode).toBe(404);
      expect(await balance()).toBe(200);
    } finally {
      await busy.close();
    }
  });
});

describe('an API other storefronts can call', () => {
  it('answers CORS for the configured origins only, with credentials, and lets them embed pictures', async () => {
    const open = await startTestShop({ CORS_ORIGINS: 'https://shop.example.in, https://m.example.in:8443' });
    try {
      const preflight = await open.app.inject({
        method: 'OPTIONS',
        url: '/api/order/createWalletOrder',
        headers: { origin: 'https://shop.example.in', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type,idempotency-key' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('https://shop.example.in');
      expect(preflight.headers['access-control-allow-credentials']).toBe('true');
      expect(String(preflight.headers['access-control-allow-headers'])).toContain('authorization');
      const read = await open.app.inject({ method: 'GET', url: '/api/product/gethomeproducts', headers: { origin: 'https://m.example.in:8443' } });
      expect(read.headers['access-control-allow-origin']).toBe('https://m.example.in:8443');

      const foreign = await open.app.inject({ method: 'GET', url: '/api/product/gethomeproducts', headers: { origin: 'https://evil.example' } });
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
      const foreignPreflight = await open.app.inject({ method: 'OPTIONS', url: '/api/order/createWalletOrder', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
      expect(foreignPreflight.headers['access-control-allow-origin']).toBeUndefined();
      expect((await open.app.inject({ method: 'GET', url: '/uploads/nothing.webp' })).headers['cross-origin-resource-policy']).toBe('cross-origin');
    } finally {
      await open.close();
    }
    // Without the setting, no origin gets CORS headers and pictures stay same-origin.
    const closed = await shop.app.inject({ method: 'GET', url: '/api/product/gethomeproducts', headers: { origin: 'https://shop.example.in' } });
    expect(closed.headers['access-control-allow-origin']).toBeUndefined();
    expect((await shop.app.inject({ method: 'GET', url: '/uploads/nothing.webp' })).headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('refuses a wildcard or a path in CORS_ORIGINS at start-up, naming the variable', async () => {
    const { loadConfig } = await import('../src/platform/config.js');
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://shop.example.in/app' })).toThrow(/CORS_ORIGINS/);
  });
});
