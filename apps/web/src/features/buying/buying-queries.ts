import { queryOptions } from '@tanstack/react-query';
import { getMyOrders } from '../../api/orders';
import { getWalletBalance, getWalletTransactions } from '../../api/wallet';

/** The product page's payment sheet offers points too; it reaches the points feature through here. */
export { pointsBalanceQuery } from '../points/points-queries';

// Money changes behind the customer's back (payments, deliveries, refunds): these are read afresh
// whenever a screen shows them.

export const walletBalanceQuery = (userid: string) =>
  queryOptions({ queryKey: ['wallet-balance', userid], queryFn: ({ signal }) => getWalletBalance(userid, signal), staleTime: 0 });

export const walletTransactionsQuery = (userid: string) =>
  queryOptions({ queryKey: ['wallet-transactions', userid], queryFn: ({ signal }) => getWalletTransactions(userid, signal), staleTime: 0 });

export const myOrdersQuery = (userid: string) =>
  queryOptions({ queryKey: ['orders', userid], queryFn: ({ signal }) => getMyOrders(userid, signal), staleTime: 0 });
