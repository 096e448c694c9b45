import { queryOptions } from '@tanstack/react-query';
import { getLeaderboardRewards } from '../../../api/admin';

export const leaderboardRewardsKey = ['admin', 'leaderboard-rewards'] as const;

export const leaderboardRewardsQuery = () =>
  queryOptions({
    queryKey: leaderboardRewardsKey,
    queryFn: ({ signal }) => getLeaderboardRewards(signal),
    // A refetch while the admin types would not reach the fields anyway (they are filled once),
    // and a stale copy must not look newer than what was just saved.
    refetchOnWindowFocus: false,
  });
