import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtOnce, builtOncePerShape, placeholders, placeholdersToSet } from '../src/platform/built-once.js';
import { openTestDatabase } from './helpers.js';

/**
 * A query built once runs on the shop's database and inside any transaction, with each call's own
 * values: a transaction's query sees that transaction's writes and goes with it when it rolls back.
 */
const notes = pgTable('built_once_notes', {
  id: serial('id').primaryKey(),
  body: text('body').notNull(),
  stars: integer('stars').notNull().default(0),
  seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }),
});

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table built_once_notes (id serial primary key, body text not null, stars integer not null default 0, seen_at timestamptz)`);
});
afterAll(() => database.dispose());

let builds = 0;
const addNote = builtOnce((db) => {
  builds++;
  return db.insert(notes).values(placeholders(['body', 'seenAt'])).returning();
});
const noteByBody = builtOnce((db) =>
  db
    .select()
    .from(notes)
    .where(eq(notes.body, sql.placeholder('body'))),
);

describe('a query built once', () => {
  it("is built on its first call and runs on the database and in transactions with each call's values", async () => {
    const seen = new Date('2026-11-26T10:00:00.000Z');
    const [first] = await addNote(database.db, { body: 'first', seenAt: seen });
    expect(first).toMatchObject({ body: 'first', stars: 0, seenAt: seen });

    await expect(
      database.db.transaction(async (tx) => {
        const [inside] = await addNote(tx, { body: 'inside', seenAt: null });
        expect(inside).toMatchObject({ body: 'inside', seenAt: null });
        // The transaction's own write is visible to its own query, not yet to others.
        expect(await noteByBody(tx, { body: 'inside' })).toHaveLength(1);
        if (database.kind === 'postgres') expect(await noteByBody(database.db, { body: 'inside' })).toHaveLength(0);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await noteByBody(database.db, { body: 'inside' })).toHaveLength(0);

    await database.db.transaction((tx) => addNote(tx, { body: 'committed', seenAt: seen }));
    expect(await noteByBody(database.db, { body: 'committed' })).toMatchObject([{ body: 'committed', seenAt: seen }]);
    expect(builds).toBe(1);
  });

  it('refuses a call that leaves a value out, rather than writing it as null', async () => {
    await expect(addNote(database.db, { body: 'no time' })).rejects.toThrow(`No value for the query's placeholder "seenAt"`);
    expect(await noteByBody(database.db, { body: 'no time' })).toHaveLength(0);
  });

  it('refuses a value written into the query, which every later call would send again', async () => {
    const fixed = builtOnce((db) => db.insert(notes).values({ body: 'always the same', seenAt: sql.placeholder('seenAt') }));
    await expect(fixed(database.db, { seenAt: null })).rejects.toThrow('every value by placeholder');
    // A null is the same on every call.
    const unseen = builtOnce((db) => db.insert(notes).values({ body: sql.placeholder('body'), seenAt: null }).returning());
    expect(await unseen(database.db, { body: 'never seen' })).toMatchObject([{ body: 'never seen', seenAt: null }]);
  });

  it('is built once for each shape, each shape answering with its own columns', async () => {
    let shapes = 0;
    const change = builtOncePerShape(
      (columns: ('body' | 'stars')[]) => columns.join(),
      (db, columns) => {
        shapes++;
        return db
          .update(notes)
          .set(placeholdersToSet(notes, columns))
          .where(eq(notes.body, sql.placeholder('where')))
          .returning();
      },
    );
    await addNote(database.db, { body: 'shaped', seenAt: null });
    expect(await change(database.db, ['stars'], { stars: 3, where: 'shaped' })).toMatchObject([{ body: 'shaped', stars: 3 }]);
    expect(await change(database.db, ['stars'], { stars: 4, where: 'shaped' })).toMatchObject([{ body: 'shaped', stars: 4 }]);
    expect(await change(database.db, ['body', 'stars'], { body: 'reshaped', stars: 5, where: 'shaped' })).toMatchObject([{ body: 'reshaped', stars: 5 }]);
    expect(shapes).toBe(2);
  });
});
