import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * A new database `<prefix>_<random>` on the PostgreSQL server at `serverUrl`, empty or a copy of
 * `template`, for a test file or a test that runs several instances on one database; `drop()`
 * removes it, connections and all.
 */
export async function scratchDatabase(serverUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Runs one statement on the PostgreSQL server itself (creating or dropping a test's database). */
export async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
