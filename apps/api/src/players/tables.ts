import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.js';
import { createdAt, moment, ownedRow } from '../platform/tables.js';

/**
 * A customer's game accounts, saved after a delivered purchase and offered on the product pages
 * of the same game. Only its owner ever reads one.
 */
export const savedPlayers = pgTable(
  'saved_players',
  {
    ...ownedRow(() => users.id),
    /** The product type (MLBB, GENSHIN, ...), or `product:<id>` for a product of type OTHER. */
    game: text('game').notNull(),
    productId: uuid('product_id').notNull(),
    playerId: text('player_id').notNull(),
    zoneId: text('zone_id').notNull().default(''),
    /** The in-game name the supplier returned at the last purchase. */
    name: text('name'),
    /** The customer's own name for it. */
    label: text('label'),
    purchases: integer('purchases').notNull().default(1),
    lastUsedAt: moment('last_used_at').notNull().defaultNow(),
    ...createdAt(),
  },
  (t) => [uniqueIndex('saved_players_account_idx').on(t.userId, t.game, t.playerId, t.zoneId), index('saved_players_user_idx').on(t.userId, t.lastUsedAt)],
);
