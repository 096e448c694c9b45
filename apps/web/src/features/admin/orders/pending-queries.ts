import { queryOptions } from '@tanstack/react-query';
import { getPendingOrders } from '../../../api/admin';

// Under ['admin'], so that any admin change (a decision, a retry, a refund elsewhere) refreshes it.

/** Orders waiting for delivery or for an admin; deliveries move on by themselves, so it is asked again every half minute. */
export const pendingOrdersQuery = () =>
  queryOptions({ queryKey: ['admin', 'pending'], queryFn: ({ signal }) => getPendingOrders(signal), refetchInterval: 30_000 });
