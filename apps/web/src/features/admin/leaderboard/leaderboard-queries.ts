import { getLeaderboardRewards } from '../../../api/admin';
import { formSourceQuery } from '../kit/queries';

export const leaderboardRewardsKey = ['admin', 'leaderboard-rewards'] as const;

export const leaderboardRewardsQuery = () => formSourceQuery(leaderboardRewardsKey, getLeaderboardRewards);
