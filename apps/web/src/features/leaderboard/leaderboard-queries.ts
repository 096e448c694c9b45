import { queryOptions } from '@tanstack/react-query';
import { getLeaderboardWinners, getLiveLeaderboard } from '../../api/leaderboard';

/** Everything the leaderboard reads, so that a week's reset can refresh it all at once. */
export const leaderboardKey = ['leaderboard'] as const;

// Other customers' orders move the board while it is on screen: read afresh and keep it current.
export const liveLeaderboardQuery = () =>
  queryOptions({ queryKey: [...leaderboardKey, 'live'], queryFn: ({ signal }) => getLiveLeaderboard(signal), staleTime: 0, refetchInterval: 60_000 });

export const leaderboardWinnersQuery = () => queryOptions({ queryKey: [...leaderboardKey, 'winners'], queryFn: ({ signal }) => getLeaderboardWinners(signal) });
