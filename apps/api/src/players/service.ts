import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { MAX_SAVED_PLAYERS, type SavedPlayer } from '@shop/contract/players';
import type { Caller } from '../accounts/session.js';
import { packForDelivery, type Catalogue } from '../catalogue/service.js';
import type { OrderRow } from '../orders/state.js';
import type { Db, Tx } from '../platform/database.js';
import { notFound } from '../platform/errors.js';
import { savedPlayers } from './tables.js';

type Row = typeof savedPlayers.$inferSelect;

/** The game a product's accounts belong to: its type, or the product itself when its type says nothing (OTHER). */
const gameOf = (type: string, productId: string) => (type === 'OTHER' ? `product:${productId}` : type);

const toSaved = (row: Row): SavedPlayer => ({
  id: row.id,
  game: row.game,
  productId: row.productId,
  playerId: row.playerId,
  zoneId: row.zoneId,
  name: row.name,
  label: row.label,
  purchases: row.purchases,
  lastUsedAt: row.lastUsedAt.toISOString(),
});

export type Players = ReturnType<typeof createPlayers>;

/** Saved game accounts: kept by the completed-order reaction, read and renamed by their owner only. */
export function createPlayers({ db, catalogue }: { db: Db; catalogue: Catalogue }) {
  async function own(caller: Caller, id: string): Promise<Row> {
    const [row] = await db.select().from(savedPlayers).where(and(eq(savedPlayers.id, id), eq(savedPlayers.userId, caller.id))).limit(1);
    // Another customer's account answers as one that does not exist.
    if (!row) throw notFound('Saved account not found.');
    return row;
  }

  return {
    /**
     * The completed-order reaction: the player the order went to is saved for that game, with the
     * name the supplier returned, in one statement; past the most an account keeps, a new one is
     * not saved (the ones kept are the customer's choice to delete).
     */
    async rememberPlayer(tx: Tx, order: OrderRow) {
      const type = catalogue.cachedPackForDelivery(order.productId, order.itemId)?.type ?? (await packForDelivery(tx, order.productId, order.itemId))?.type;
      if (!type || !order.input1) return;
      const game = gameOf(type, order.productId);
      await tx.execute(sql`
        insert into ${savedPlayers} (id, user_id, game, product_id, player_id, zone_id, name)
        select ${randomUUID()}::uuid, ${order.userId}, ${game}, ${order.productId}, ${order.input1}, ${order.input2}, ${order.username}
        where (select count(*) from ${savedPlayers} where user_id = ${order.userId}) < ${MAX_SAVED_PLAYERS}
           or exists (select 1 from ${savedPlayers} where user_id = ${order.userId} and game = ${game} and player_id = ${order.input1} and zone_id = ${order.input2})
        on conflict (user_id, game, player_id, zone_id) do update
          set name = coalesce(excluded.name, ${savedPlayers.name}), product_id = excluded.product_id,
              purchases = ${savedPlayers.purchases} + 1, last_used_at = now()`);
    },

    /** The caller's saved accounts, most recently used first; with a product, only that product's game. */
    async list(caller: Caller, productId?: string): Promise<SavedPlayer[]> {
      const game = productId ? gameOf((await catalogue.productWithPack(productId)).product.type, productId) : null;
      const rows = await db
        .select()
        .from(savedPlayers)
        .where(and(eq(savedPlayers.userId, caller.id), game ? eq(savedPlayers.game, game) : undefined))
        .orderBy(desc(savedPlayers.lastUsedAt))
        .limit(MAX_SAVED_PLAYERS);
      return rows.map(toSaved);
    },

    async rename(caller: Caller, id: string, label: string | null): Promise<SavedPlayer> {
      await own(caller, id);
      const [row] = await db.update(savedPlayers).set({ label }).where(and(eq(savedPlayers.id, id), eq(savedPlayers.userId, caller.id))).returning();
      return toSaved(row!);
    },

    async remove(caller: Caller, id: string) {
      await own(caller, id);
      await db.delete(savedPlayers).where(and(eq(savedPlayers.id, id), eq(savedPlayers.userId, caller.id)));
    },
  };
}
