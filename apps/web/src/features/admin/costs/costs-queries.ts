import type { QueryClient } from '@tanstack/react-query';
import { getCosts, type CostsResponse } from '../../../api/admin-books';
import { marginsKey } from '../catalogue/catalogue-queries';
import { formSourceQuery } from '../kit/queries';

export const costsKey = ['admin', 'costs'] as const;

export const costsQuery = () => formSourceQuery(costsKey, getCosts);

/** Stores the server's answer after a change of rate or price list; every margin depends on them. */
export async function costsChanged(queryClient: QueryClient, answer: CostsResponse) {
  queryClient.setQueryData(costsKey, { suppliers: answer.suppliers });
  await queryClient.invalidateQueries({ queryKey: marginsKey });
}
