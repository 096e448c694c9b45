import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSupplierOrderClaims } from '../src/fulfilment/claims.js';
import { openDatabase, type Tx } from '../src/platform/database.js';
import { openTestDatabase } from './helpers.js';

/**
 * Every parameterized statement is prepared by name on its connection, so the database parses and
 * plans it once instead of for every call. Nothing about the answers may change: a statement that
 * failed, a transaction rolled back, a text never seen before all behave as without preparing.
 */
let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.dispose());

const plusOne = (n: number) => sql`select ${n}::int + 1 as answer`;
type Row = Record<string, unknown>;
const firstRow = async (run: PromiseLike<unknown>) => ((await run) as { rows: Row[] }).rows[0]!;
const answerOf = async (tx: Tx | typeof database.db, n: number) => (await firstRow(tx.execute(plusOne(n)))).answer;
/** The statements this connection has prepared whose text is `text`. */
async function preparedOn(tx: Tx, text: string) {
  return (await firstRow(tx.execute(sql`select count(*)::int as n from pg_prepared_statements where statement = ${text}`))).n;
}

describe('statements prepared by name', () => {
  it('are parsed once per connection and answer each call with its own parameters', async () => {
    const text = new PgDialect().sqlToQuery(plusOne(0)).sql;
    await database.db.transaction(async (tx) => {
      expect(await preparedOn(tx, text)).toBe(0);
      expect([await answerOf(tx, 1), await answerOf(tx, 41), await answerOf(tx, -1)]).toEqual([2, 42, 0]);
      expect(await preparedOn(tx, text)).toBe(1);
    });
  });

  it('are only the parameterized ones: the migrations and other scripts stay unnamed', async () => {
    await database.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`select statement from pg_prepared_statements`)) as unknown as { rows: { statement: string }[] };
      const statements = rows.map((row) => row.statement);
      expect(statements.filter((text) => /^\s*(create|alter|drop)\b/i.test(text))).toEqual([]);
      expect(statements.every((text) => text.includes('$1'))).toBe(true);
    });
  });

  it('still answer after the same statement failed, and after a transaction that used it rolled back', async () => {
    const divide = (n: number) => sql`select 10 / ${n}::int as answer`;
    await expect(database.db.execute(divide(0))).rejects.toThrow();
    expect((await firstRow(database.db.execute(divide(5)))).answer).toBe(2);

    const fresh = (n: number) => sql`select ${n}::int * 3 as tripled`;
    await expect(
      database.db.transaction(async (tx) => {
        expect((await firstRow(tx.execute(fresh(2)))).tripled).toBe(6);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await firstRow(database.db.execute(fresh(3)))).tripled).toBe(9);
  });

  it('is not poisoned by a statement the database refuses to parse', async () => {
    await expect(database.db.execute(sql`select ${1}::int +`)).rejects.toThrow();
    await expect(database.db.execute(sql`select ${1}::int +`)).rejects.toThrow();
    expect(await answerOf(database.db, 6)).toBe(7);
  });

  it("are prepared afresh after another instance's migration changed the type of a column they read", async () => {
    await database.db.execute(sql`create table stale_plan (id int primary key, amount int)`);
    await database.db.execute(sql`insert into stale_plan values (1, 5)`);
    const read = () => firstRow(database.db.execute(sql`select amount from stale_plan where id = ${1}`));
    for (let i = 0; i < 3; i++) expect((await read()).amount).toBe(5);
    await database.db.execute(sql`alter table stale_plan alter column amount type bigint`);
    // PostgreSQL refuses a prepared statement whose result changed type; the first refusal makes
    // the shop prepare it again, so at most one call fails.
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await read().then((row) => Number(row.amount), (err: Error) => err.cause ?? err));
    expect(answers.filter((answer) => answer !== 5).length).toBeLessThanOrEqual(1);
    expect(answers.slice(-5)).toEqual([5, 5, 5, 5, 5]);
  });

  it('run statements past the most kept by name, unprepared', async () => {
    const answers = [];
    for (let i = 0; i < 1_100; i++) answers.push((await firstRow(database.db.execute(sql`select ${i}::int + ${sql.raw(String(i))} as doubled`))).doubled);
    expect(answers).toEqual(Array.from({ length: 1_100 }, (_, i) => 2 * i));
  });
});

describe('the embedded database', () => {
  it('plans its statements afresh every so often, so a delivery claim on a grown table finds its row by key', async () => {
    // PGlite never runs ANALYZE or autovacuum, which is what makes PostgreSQL re-plan a prepared
    // statement as its tables grow.
    // The database's clock stands still unless the test moves it (only `performance` is faked).
    vi.useFakeTimers({ toFake: ['performance'] });
    const embedded = await openDatabase({ kind: 'pglite', dataDir: null, replanEveryMs: 60_000 });
    try {
      const claims = createSupplierOrderClaims({ db: embedded.db, claimSeconds: 30, maxAttempts: 5 });
      const sql = embedded.raw.executeSql.bind(embedded.raw);
      // Supplier orders without their orders: the claim reads only this table.
      await sql('set session_replication_role = replica');
      const add = (status: string, from: number, to: number) =>
        sql(`insert into supplier_orders (order_id, position, sku, reference, supplier, status) select gen_random_uuid(), 1, '13', '${status}-' || g, 'sandbox', '${status}' from generate_series(${from}, ${to}) g`);
      // The claim reads only the row's id and status.
      const newest = async () => (await sql(`select id, status from supplier_orders where status = 'new' order by updated_at desc, reference desc limit 1`)).rows[0] as Parameters<typeof claims.claim>[0];
      const claimPlan = async () => {
        const { rows } = await sql(`select name from pg_prepared_statements where statement like 'update "supplier_orders" set "claimed_until"%' or statement like 'update "supplier_orders" set "status" = $1, "attempts"%'`);
        const { id } = await newest();
        const plan = await sql(`explain execute ${(rows[0] as { name: string }).name}('sending', 30, '${id}', 'new')`);
        return (plan.rows as Record<string, string>[]).map((row) => row['QUERY PLAN']).join('\n');
      };

      // A young shop: a few hundred delivered, some new; the claim runs often enough to get a generic plan.
      await add('delivered', 1, 400);
      await add('new', 1, 10);
      for (let i = 0; i < 10; i++) expect(await claims.claim(await newest())).not.toBeNull();
      // Then a backlog of 20,000 waiting on a supplier that was away.
      await add('new', 100, 20_100);
      const before = await claimPlan();
      vi.advanceTimersByTime(60_000);
      for (let i = 0; i < 10; i++) expect(await claims.claim(await newest())).not.toBeNull();
      const after = await claimPlan();
      // The plan made for the young table walks the status index through the whole backlog; the
      // fresh one goes straight to the row by its key.
      expect(before).toContain('supplier_orders_status_idx');
      expect(after).toContain('supplier_orders_pkey');
    } finally {
      vi.useRealTimers();
      await embedded.close();
    }
  });
});
