import type { RenameSavedPlayerRequest } from '@shop/contract/players';
import { apiRequest } from './client';

// Saved game accounts: the player ids a customer bought for, saved by the server after a
// delivered purchase. The schemas are imported on first use: see SchemaSource in client.ts.
const contract = () => import('@shop/contract/players');

/** The customer's saved accounts for the game of one product, or all of them without a product. */
export const getSavedPlayers = (productId?: string, signal?: AbortSignal) =>
  apiRequest(productId ? `/players?product_id=${encodeURIComponent(productId)}` : '/players', async () => (await contract()).savedPlayersResponse, { signal });

/** Gives a saved account the customer's own name; null (or blank) removes it. */
export const renameSavedPlayer = (id: string, label: RenameSavedPlayerRequest['label']) =>
  apiRequest(`/players/${encodeURIComponent(id)}`, async () => (await contract()).savedPlayerResponse, { method: 'POST', body: { label } satisfies RenameSavedPlayerRequest });

/** The contract names no schema for a bare {message} answer; this one is built the same way. */
const doneResponse = async () => {
  const { z } = await import('zod');
  return z.object({ message: z.string() });
};

export const deleteSavedPlayer = (id: string) => apiRequest(`/players/${encodeURIComponent(id)}/delete`, doneResponse, { method: 'POST' });
