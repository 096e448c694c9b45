import { queryOptions } from '@tanstack/react-query';
import { getShopInfo } from '../../api/shop-info';

export const shopInfoKey = ['shop-info'] as const;

/** One query for the footer, the support links and the information pages: they share the answer. */
export const shopInfoQuery = () =>
  queryOptions({
    queryKey: shopInfoKey,
    queryFn: ({ signal }) => getShopInfo(signal),
    // The details change when the owner edits them, rarely; the admin's save updates this copy itself.
    staleTime: 10 * 60_000,
  });
