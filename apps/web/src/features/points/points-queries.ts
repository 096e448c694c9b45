import { queryOptions } from '@tanstack/react-query';
import { getPointsBalance } from '../../api/points';

// Points arrive when an admin completes an order, long after the customer's last look: read afresh.
export const pointsBalanceQuery = (userid: string) =>
  queryOptions({ queryKey: ['points-balance', userid], queryFn: ({ signal }) => getPointsBalance(userid, signal), staleTime: 0 });
