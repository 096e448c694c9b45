import { queryOptions } from '@tanstack/react-query';
import { getPointsBalance, getPointsHistory } from '../../api/points';

// Points arrive when an admin completes an order, long after the customer's last look: read afresh.
export const pointsBalanceQuery = (userid: string) =>
  queryOptions({ queryKey: ['points-balance', userid], queryFn: ({ signal }) => getPointsBalance(userid, signal), staleTime: 0 });

/** The moves behind the balance; read afresh for the same reason. */
export const pointsHistoryQuery = (userid: string) =>
  queryOptions({ queryKey: ['points-history', userid], queryFn: ({ signal }) => getPointsHistory(userid, signal), staleTime: 0 });
