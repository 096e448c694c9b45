import { queryOptions } from '@tanstack/react-query';
import { getItems, getProduct } from '../../api/catalogue';
import type { Role } from '../../session/session';

export const productQuery = (productId: string) =>
  queryOptions({ queryKey: ['product', productId], queryFn: ({ signal }) => getProduct(productId, signal) });

/** Prices depend on who is looking (resellers see the reseller price), so the role is in the key. */
export const itemsQuery = (productId: string, role: Role | undefined) =>
  queryOptions({ queryKey: ['items', productId, role ?? 'guest'], queryFn: ({ signal }) => getItems(productId, signal) });
