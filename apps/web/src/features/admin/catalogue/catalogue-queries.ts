import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getAllItems, getAllProducts, getPriceBoard } from '../../../api/admin-catalogue';
import { getMargins } from '../../../api/admin-books';
import type { DeleteAction } from '../kit/admin-list';
import { formSourceQuery, inOwnWords } from '../kit/queries';
import { refusal, withReason } from '../kit/form-kit';

// One key prefix for every catalogue list, so a change anywhere refreshes all three views of it.
const root = ['admin', 'catalogue'] as const;

export const adminProductsQuery = () => queryOptions({ queryKey: [...root, 'products'], queryFn: inOwnWords(getAllProducts, 'Failed to fetch products.') });

export const adminItemsQuery = () => queryOptions({ queryKey: [...root, 'items'], queryFn: inOwnWords(getAllItems, 'Failed to fetch items.') });

export const priceBoardQuery = () => formSourceQuery([...root, 'priceboard'], async (signal) => (await getPriceBoard(signal)).products);

/** Under the catalogue's prefix: a price saved or repriced anywhere changes the margins too. */
export const marginsKey = [...root, 'margins'] as const;

/** After a rule or a hand-set cost is saved: the margins are worked out again on the server. */
export const refetchMargins = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: marginsKey });

export const marginsQuery = () => formSourceQuery(marginsKey, getMargins);

/** After any catalogue change; the storefront's cached products are stale too. */
export async function invalidateCatalogue(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: root }),
    // The storefront's keys (home, product and pack queries), so the shop shows the change at once.
    ...['home-products', 'product', 'items'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
  ]);
}

/** Deleting a product or an item: asked by name, refused in the server's words, and every catalogue view refreshed. */
export function catalogueDelete<T extends { name: string }>(
  noun: 'item' | 'product',
  mutationFn: (row: T) => Promise<{ message: string }>,
  description: DeleteAction<T>['description'],
): DeleteAction<T> {
  return { mutationFn, refresh: invalidateCatalogue, errorText: (error) => withReason(`Failed to delete ${noun}.`, refusal(error)), title: (row) => `Delete ${noun} ${row.name}?`, description };
}
