import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { builtOncePerShape } from './built-once.js';
import { together, type Db, type Tx } from './database.js';
import type { LedgerTables } from './tables.js';

/**
 * Where a ledger keeps its money: a balance table (one row per customer, with `userId` and
 * `updatedAt`) and an entry table (with `id` and `userId`), and the columns the arithmetic reads
 * and writes. The wallet's tables and the `ledgerTables` of points and referrals name their
 * columns differently; the arithmetic over them is the same.
 */
export type LedgerShape<E extends PgTable, M extends number | undefined, K extends PgColumn | undefined> = {
  balances: PgTable & { userId: PgColumn; updatedAt: PgColumn };
  balance: PgColumn;
  /** The most one balance may hold, when there is a most: a credit past it is refused ('full'). */
  max?: M;
  entries: E & { id: PgColumn; userId: PgColumn };
  amount: PgColumn;
  balanceAfter: PgColumn;
  /** True for an entry that takes from the balance (the audit subtracts it). */
  isDebit: SQL;
  /**
   * The entries' key column: an entry whose key was applied before changes nothing and answers
   * null. Without one, a repeat fails on the entry table's own unique indexes, which rolls the
   * caller's transaction back.
   */
  key?: K;
};

/**
 * The one ledger arithmetic, over any `LedgerShape`: entries and a balance kept in step in the
 * caller's transaction, each entry once, the balance never below zero (nor above its most), every
 * entry carrying the balance right after it; and the audit that every balance equals the sum of
 * its entries. `createLedger` (points, referral earnings) and the wallet both work through it.
 */
export function ledgerOn<E extends PgTable, M extends number | undefined = undefined, K extends PgColumn | undefined = undefined>(shape: LedgerShape<E, M, K>) {
  type Row = E['$inferSelect'];
  type Values = E['$inferInsert'];
  /** Null (the key was applied before) only with a key; 'full' only with a most. */
  type Moved = Row | (K extends PgColumn ? null : never);
  type Full = M extends number ? 'full' : never;
  const { balances, balance, max, entries, amount, balanceAfter, isDebit, key } = shape;
  // Drizzle writes rows by property name, and the features name their columns differently; it
  // cannot check such writes to a table it knows only as generic.
  const balanceTable: PgTable = balances;
  const entryTable: PgTable = entries;
  const balanceProperty = propertyOf(balances, balance);
  const amountProperty = propertyOf(entries, amount);
  const balanceAfterProperty = propertyOf(entries, balanceAfter);

  // Drizzle's own rule for the columns an insert lists (not generated ones): the select must match it.
  const entryColumns = Object.entries(getTableColumns(entries)).filter(([, column]) => !(column as unknown as { shouldDisableInsert(): boolean }).shouldDisableInsert());
  const movedBalance = sql`${sql.identifier('moved')}.${sql.identifier(balance.name)}`;

  /**
   * The statement that moves a balance, as a `moved` CTE answering the balance after: a credit
   * adds (making the balance on the first credit) within the most; a debit takes only what the
   * balance covers. No row when refused. The conditional update is the lock: of many debits at
   * once only those the balance covers succeed. `userId`, `by` and `now` are values or placeholders.
   */
  function moving(db: Db | Tx, kind: 'credit' | 'debit', userId: unknown, by: unknown, now: unknown) {
    const statement =
      kind === 'credit'
        ? db
            .insert(balanceTable)
            .values({ userId, [balanceProperty]: by } as PgInsertValue<PgTable>)
            .onConflictDoUpdate({
              target: balances.userId,
              set: { [balanceProperty]: sql`${balance} + ${by}`, updatedAt: now } as PgUpdateSetSource<PgTable>,
              setWhere: max === undefined ? undefined : sql`${balance} + ${by} <= ${sql.raw(String(max))}`,
            })
            .returning({ balance })
        : db
            .update(balanceTable)
            .set({ [balanceProperty]: sql`${balance} - ${by}`, updatedAt: now } as PgUpdateSetSource<PgTable>)
            .where(sql`${balances.userId} = ${userId} and ${balance} >= ${by}`)
            .returning({ balance });
    return db.$with('moved', { balance }).as(statement.getSQL());
  }

  /**
   * The entry's columns in table order as a select list, its balance after taken from `moved`:
   * the given ones and those with a default made in this process by placeholder (named by
   * property), the database's own defaults as they are.
   */
  function entryFromMoved(given: ReadonlySet<string>) {
    const list = entryColumns.map(([property, column]) => {
      if (property === balanceAfterProperty) return movedBalance;
      if (given.has(property) || processDefault.has(property)) return sql.param(sql.placeholder(property), column);
      if (column.hasDefault && is(column.default, SQL)) return column.default;
      return sql`null`;
    });
    return sql`select ${sql.join(list, sql`, `)} from ${sql.identifier('moved')}`;
  }
  // Defaults drizzle makes in this process rather than the database: a value for each entry.
  const processDefault = new Map<string, () => unknown>();
  for (const [property, column] of entryColumns) {
    if (column.defaultFn) processDefault.set(property, column.defaultFn);
    else if (column.hasDefault && column.default !== undefined && !is(column.default, SQL)) processDefault.set(property, () => column.default);
  }

  /** The one statement that moves a balance and writes its entry, built once per kind and set of given columns. */
  const moveAndWrite = builtOncePerShape(
    ({ kind, given }: { kind: 'credit' | 'debit'; given: string[] }) => `${kind}:${given.join()}`,
    (db, { kind, given }) => {
      // The balance's customer is the entry's own `userId`; the amount and the time are named
      // apart from any entry column.
      const moved = moving(db, kind, sql.placeholder('userId'), sql.placeholder('$by'), sql.placeholder('$now'));
      return db.with(moved).insert(entryTable).select(entryFromMoved(new Set(given))).returning();
    },
  );

  /**
   * Without a key: the balance moves and the entry is written with its balance after in one
   * statement; a repeat fails on the entry table's unique indexes. With a key: the entry is
   * claimed first (a repeated key moves nothing), then one statement moves the balance and writes
   * the balance after on the entry. A refusal leaves a claimed entry in the caller's transaction:
   * the caller throws, and it rolls back with everything else.
   */
  async function move(tx: Tx, kind: 'credit' | 'debit', values: Values): Promise<Row | null | 'full' | 'insufficient'> {
    const { userId } = values as { userId: string };
    const by = (values as Record<string, number>)[amountProperty]!;
    const refused = kind === 'credit' ? 'full' : 'insufficient';
    if (kind === 'credit' && max !== undefined && by > max) return refused;
    if (!key) {
      const given = Object.entries(values as Record<string, unknown>).filter(([property, value]) => value !== undefined && property !== balanceAfterProperty);
      const defaults = [...processDefault].filter(([property]) => !given.some(([g]) => g === property)).map(([property, make]) => [property, make()]);
      const [row] = await moveAndWrite(tx, { kind, given: given.map(([property]) => property) }, { ...Object.fromEntries([...defaults, ...given]), $by: by, $now: new Date() });
      return (row as Row | undefined) ?? refused;
    }
    const insert = tx.insert(entryTable).values({ ...values, [balanceAfterProperty]: 0 } as PgInsertValue<PgTable>);
    const [claimed] = await insert.onConflictDoNothing({ target: key }).returning({ id: entries.id });
    if (!claimed) return null;
    const moved = moving(tx, kind, userId, by, new Date());
    const [row] = await tx
      .with(moved)
      .update(entryTable)
      .set({ [balanceAfterProperty]: movedBalance } as PgUpdateSetSource<PgTable>)
      .from(moved)
      .where(sql`${entries.id} = ${claimed.id}`)
      .returning();
    return (row as Row | undefined) ?? refused;
  }

  return {
    /** Adds an entry's amount to its customer's balance inside the caller's transaction. */
    credit: (tx: Tx, values: Values) => move(tx, 'credit', values) as Promise<Moved | Full>,

    /** Takes an entry's amount from its customer's balance inside the caller's transaction. */
    debit: (tx: Tx, values: Values) => move(tx, 'debit', values) as Promise<Moved | 'insufficient'>,

    async balanceOf(executor: Db | Tx, userId: string): Promise<number> {
      const [row] = await executor.select({ balance }).from(balanceTable).where(sql`${balances.userId} = ${userId}`);
      return row ? Number(row.balance) : 0;
    },

    /** A balance locked for the caller's transaction (0 for a customer without one yet). */
    async lockBalance(tx: Tx, userId: string): Promise<number> {
      const [row] = await tx.select({ balance }).from(balanceTable).where(sql`${balances.userId} = ${userId}`).for('update');
      return row ? Number(row.balance) : 0;
    },

    /**
     * A customer's balance row locked for the caller's transaction, made (at 0) first when there
     * is none: a missing row locks nothing, and a row another transaction makes meanwhile would
     * be taken later, out of the order the caller meant to take its rows in. The two statements
     * go out together.
     */
    async lockBalanceRow(tx: Tx, userId: string): Promise<void> {
      const made = tx.insert(balanceTable).values({ userId } as PgInsertValue<PgTable>).onConflictDoNothing({ target: balances.userId });
      const locked = tx.select({ userId: balances.userId }).from(balanceTable).where(sql`${balances.userId} = ${userId}`).for('update');
      await together([made.execute(), locked.execute()]);
    },

    /** Every balance that differs from the sum of its entries (npm run audit:ledger). */
    async audit(db: Db) {
      const result = await db.execute(sql`
        with sums as (
          select ${entries.userId} as user_id, sum(case when ${isDebit} then -${amount} else ${amount} end) as total
          from ${entries} group by ${entries.userId}
        )
        select coalesce(${balances.userId}, sums.user_id) as user_id, coalesce(${balance}, 0) as balance, coalesce(sums.total, 0) as total
        from ${balances} full outer join sums on sums.user_id = ${balances.userId}
        where coalesce(${balance}, 0) <> coalesce(sums.total, 0)`);
      const rows = (result as unknown as { rows: { user_id: string; balance: string | number; total: string | number }[] }).rows;
      const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(balanceTable);
      return { checked: Number(n), differences: rows.map((r) => ({ userId: r.user_id, balance: Number(r.balance), ledger: Number(r.total) })) };
    },
  };
}

/** A table's property name for one of its columns. */
function propertyOf(table: PgTable, column: PgColumn): string {
  const found = Object.entries(getTableColumns(table)).find(([, c]) => c === column);
  if (!found) throw new Error(`${column.name} is not a column of this table`);
  return found[0];
}

type Entry = { userId: string; amount: number; key: string; reason: string; ref?: string | null };
export type LedgerEntry = LedgerTables['entries']['$inferSelect'];

/**
 * The ledger of a feature's two tables (declared with `ledgerTables`), on `ledgerOn`: credit and
 * debit in the caller's transaction, each once per key, the balance never below zero; balances
 * and the audit that every balance equals the sum of its entries.
 */
export function createLedger({ balances, entries }: LedgerTables) {
  const ledger = ledgerOn({
    balances,
    balance: balances.balance,
    entries,
    amount: entries.amount,
    balanceAfter: entries.balanceAfter,
    isDebit: sql`${entries.kind} = 'debit'`,
    key: entries.key,
  });
  // The same tables without the key's claim: one statement, for entries made once by construction.
  const unclaimed = ledgerOn({ balances, balance: balances.balance, entries, amount: entries.amount, balanceAfter: entries.balanceAfter, isDebit: sql`${entries.kind} = 'debit'` });
  // The balance after is written by the movement itself; 0 only fills the required column.
  const values = (kind: 'credit' | 'debit', entry: Entry) => ({ ...entry, kind, ref: entry.ref ?? null, balanceAfter: 0 });

  return {
    /** The entry a key made, if any. */
    async entryByKey(executor: Db | Tx, key: string): Promise<LedgerEntry | undefined> {
      const [row] = await executor.select().from(entries).where(sql`${entries.key} = ${key}`).limit(1);
      return row;
    },

    /**
     * Adds to a balance inside the caller's transaction, once per key: answers the new entry, or
     * null when the key was applied before (nothing changes).
     */
    credit: (tx: Tx, entry: Entry): Promise<LedgerEntry | null> => ledger.credit(tx, values('credit', entry)),

    /**
     * A credit whose caller runs once by construction (an order's completion, which the state
     * machine's conditional move makes once): one statement instead of two. Its key is still
     * unique, so a repeat fails and rolls the caller's transaction back instead of crediting twice.
     */
    creditOnce: async (tx: Tx, entry: Entry): Promise<LedgerEntry> => (await unclaimed.credit(tx, values('credit', entry))) as LedgerEntry,

    /**
     * Takes from a balance inside the caller's transaction, once per key. Answers the new entry,
     * null when the key was applied before, or 'insufficient' (the caller throws, which rolls
     * the claimed key back).
     */
    debit: (tx: Tx, entry: Entry): Promise<LedgerEntry | null | 'insufficient'> => ledger.debit(tx, values('debit', entry)),

    balanceOf: ledger.balanceOf,

    /** A customer's balance row locked for the caller's transaction, made at 0 when there is none. */
    lockBalanceRow: ledger.lockBalanceRow,

    async entriesOf(db: Db, userId: string, limit = 500): Promise<LedgerEntry[]> {
      return db.select().from(entries).where(sql`${entries.userId} = ${userId}`).orderBy(sql`${entries.createdAt} desc`).limit(limit);
    },

    audit: ledger.audit,
  };
}
export type Ledger = ReturnType<typeof createLedger>;
