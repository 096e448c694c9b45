// Saved game accounts: the player ids a customer bought for, with the name the supplier returned,
// offered in one tap on the product page of the same game.
import { z } from 'zod';
import { count } from './amounts.js';
import { oneLine } from './input.js';

/** The most game accounts a customer keeps; a new one past this is not saved. */
export const MAX_SAVED_PLAYERS = 20;

export const savedPlayer = z.object({
  id: z.string(),
  /** The game the account belongs to: a product type (MLBB, GENSHIN, ...) or, for others, one product. */
  game: z.string(),
  /** The product it was last bought on. */
  productId: z.string(),
  playerId: z.string(),
  zoneId: z.string(),
  /** The in-game name the supplier returned at the last purchase, when it told. */
  name: z.string().nullable(),
  /** The customer's own name for it ("My main", "Brother"). */
  label: z.string().nullable(),
  purchases: count,
  lastUsedAt: z.string(),
});
export type SavedPlayer = z.infer<typeof savedPlayer>;

export const savedPlayersQuery = z.object({ product_id: z.uuid({ error: 'Unknown product.' }).optional() });
export const savedPlayersResponse = z.object({ players: z.array(savedPlayer) });
export const renameSavedPlayerRequest = z.object({
  label: oneLine(40, 'A name must be at most 40 characters long.').transform((v) => v.trim() || null).nullable(),
});
export type RenameSavedPlayerRequest = z.input<typeof renameSavedPlayerRequest>;
export const savedPlayerResponse = z.object({ message: z.string(), player: savedPlayer });

/** The words the product page shows when a saved id now answers to another name. */
export const playerRenamedMessage = (name: string, saved: string) => `This id now belongs to ${name} (you saved it as ${saved}).`;
