import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getAllItems, getAllProducts, getPriceBoard } from '../../../api/admin-catalogue';
import { getMargins } from '../../../api/admin-books';

// One key prefix for every catalogue list, so a change anywhere refreshes all three views of it.
const root = ['admin', 'catalogue'] as const;

export const adminProductsQuery = () =>
  queryOptions({
    queryKey: [...root, 'products'],
    queryFn: async ({ signal }) => {
      try {
        return await getAllProducts(signal);
      } catch (error) {
        throw fetchFailure(error, 'Failed to fetch products.');
      }
    },
  });

export const adminItemsQuery = () =>
  queryOptions({
    queryKey: [...root, 'items'],
    queryFn: async ({ signal }) => {
      try {
        return await getAllItems(signal);
      } catch (error) {
        throw fetchFailure(error, 'Failed to fetch items.');
      }
    },
  });

export const priceBoardQuery = () =>
  queryOptions({
    queryKey: [...root, 'priceboard'],
    queryFn: async ({ signal }) => (await getPriceBoard(signal)).products,
    // Prices edited here must not be overwritten by a stale copy while the admin types.
    refetchOnWindowFocus: false,
  });

/** Under the catalogue's prefix: a price saved or repriced anywhere changes the margins too. */
export const marginsKey = [...root, 'margins'] as const;

export const marginsQuery = () =>
  queryOptions({
    queryKey: marginsKey,
    queryFn: ({ signal }) => getMargins(signal),
    // The rule form is filled from it once; a refetch on focus would only move the figures beside it.
    refetchOnWindowFocus: false,
  });

/** After any catalogue change; the storefront's cached products are stale too. */
export async function invalidateCatalogue(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: root }),
    // The storefront's keys (home, product and pack queries), so the shop shows the change at once.
    ...['home-products', 'product', 'items'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
  ]);
}

/** The spec's words for a list that did not load, keeping an aborted fetch an abort. */
function fetchFailure(error: unknown, message: string): unknown {
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  return new Error(message, { cause: error });
}
