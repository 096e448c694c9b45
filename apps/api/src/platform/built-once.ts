import { is, Param, Placeholder, sql } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './database.js';

/**
 * Queries that drizzle builds once and then only runs, with new values, on the shop's database or
 * inside any transaction.
 *
 * Drizzle builds a query's text anew on every call, walking every column: building the insert of
 * an order (33 columns) took about 0.2 ms, as long as the database took to run it, and building
 * queries was a sixth of the shop's CPU on a wallet order. The statements every order runs are
 * built here once, with a placeholder for every value.
 */

/** A query drizzle prepared, run with its placeholders' values. */
type Prepared<R> = { execute(values?: Record<string, unknown>): Promise<R> };
/** A drizzle query builder (select, insert, update, delete). */
type Builder<R> = { prepare(name: string): Prepared<R> };

/**
 * `build` makes the query with `sql.placeholder(name)` for every value; the answer runs it on a
 * database or transaction with `values` by name. Every parameter must be a placeholder (or null): a value
 * written into the query itself would be sent again on every later call (a default drizzle
 * computes when building, such as a generated id, would repeat).
 */
export function builtOnce<R>(build: (db: Db) => Builder<R>): (on: Db | Tx, values: Record<string, unknown>) => Promise<R> {
  let built: ReturnType<typeof prepared<R>> | undefined;
  return async (on, values) => {
    built ??= prepared(build(on));
    for (const name of built.names) if (values[name] === undefined) throw new Error(`No value for the query's placeholder "${name}"`);
    // The prepared query keeps the connection it was built on; each run goes to the caller's.
    const bound = Object.create(built.query) as Prepared<R> & { client: unknown };
    bound.client = (on as unknown as { session: { client: unknown } }).session.client;
    return bound.execute(values);
  };
}

/**
 * Queries of one kind whose shape varies with their arguments (the columns an update sets): one
 * built query per shape, `shapeOf` naming it. Past `MOST_SHAPES` shapes each call builds afresh.
 */
export function builtOncePerShape<A, R>(shapeOf: (args: A) => string, build: (db: Db, args: A) => Builder<R>) {
  const shapes = new Map<string, ReturnType<typeof builtOnce<R>>>();
  return (on: Db | Tx, args: A, values: Record<string, unknown>): Promise<R> => {
    const shape = shapeOf(args);
    let run = shapes.get(shape);
    if (!run) {
      run = builtOnce((db) => build(db, args));
      if (shapes.size < MOST_SHAPES) shapes.set(shape, run);
    }
    return run(on, values);
  };
}

const MOST_SHAPES = 50;

/** A placeholder for each name, as the values of an insert or an update's `set`. */
export function placeholders<const K extends string>(names: readonly K[]): Record<K, Placeholder<K>> {
  return Object.fromEntries(names.map((name) => [name, sql.placeholder(name)])) as Record<K, Placeholder<K>>;
}

/** Placeholders for `count` rows of an insert: row i's column c is named `c.i` (`numberedValues` gives their values). */
export function numberedPlaceholders<const K extends string>(names: readonly K[], count: number): Record<K, Placeholder<string>>[] {
  return Array.from({ length: count }, (_, i) => Object.fromEntries(names.map((name) => [name, sql.placeholder(`${name}.${i}`)])) as Record<K, Placeholder<string>>);
}

/** The values of rows for `numberedPlaceholders`. */
export function numberedValues(rows: readonly Record<string, unknown>[]): Record<string, unknown> {
  return Object.fromEntries(rows.flatMap((row, i) => Object.entries(row).map(([name, value]) => [`${name}.${i}`, value])));
}

/**
 * A placeholder for each of a table's columns, as an update's `set`. Drizzle's update takes
 * placeholders as its insert does (each becomes a parameter encoded by its column), but its types
 * do not say so.
 */
export function placeholdersToSet<T extends PgTable>(_table: T, names: readonly (keyof T['$inferInsert'] & string)[]): PgUpdateSetSource<T> {
  return placeholders(names) as unknown as PgUpdateSetSource<T>;
}

function prepared<R>(builder: Builder<R>) {
  // Unnamed: on PostgreSQL the connection names it, as every statement (platform/database.ts).
  const query = builder.prepare(undefined as unknown as string);
  const params = (query as unknown as { params: unknown[] }).params;
  const names = params.flatMap((param, i) => {
    // A null written into the query is the same on every call.
    if (param === null) return [];
    const value = is(param, Param) ? param.value : param;
    if (!is(value, Placeholder)) throw new Error('A query built once takes every value by placeholder');
    // Drizzle sends a null as null when it builds the query, but passes a placeholder's value to
    // the column's encoder as it is (a timestamp's encoder fails on null).
    if (is(param, Param)) {
      const { encoder } = param;
      params[i] = new Param(value, { mapToDriverValue: (v: unknown) => (v === null ? null : encoder.mapToDriverValue(v)) });
    }
    return [value.name as string];
  });
  return { query, names: [...new Set(names)] };
}
