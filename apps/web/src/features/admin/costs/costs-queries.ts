import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getCosts, type CostsResponse } from '../../../api/admin-books';
import { marginsKey } from '../catalogue/catalogue-queries';

export const costsKey = ['admin', 'costs'] as const;

export const costsQuery = () =>
  queryOptions({
    queryKey: costsKey,
    queryFn: ({ signal }) => getCosts(signal),
    // A rate being typed must not be overtaken by a stale copy refetched on focus.
    refetchOnWindowFocus: false,
  });

/** Stores the server's answer after a change of rate or price list; every margin depends on them. */
export async function costsChanged(queryClient: QueryClient, answer: CostsResponse) {
  queryClient.setQueryData(costsKey, { suppliers: answer.suppliers });
  await queryClient.invalidateQueries({ queryKey: marginsKey });
}
