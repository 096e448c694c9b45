import { leaderboardRewardsBody, leaderboardRewardsResponse, leaderboardWinnersResponse, liveLeaderboardResponse } from '@shop/contract/leaderboard';
import { callerOf, type Guards } from '../accounts/guards.js';
import type { App } from '../platform/app-types.js';
import type { Leaderboard } from './service.js';

export function leaderboardRoutes(app: App, { leaderboard, guards }: { leaderboard: Leaderboard; guards: Guards }) {
  const tags = ['leaderboard'];
  // Public: anyone may watch the race.
  app.get('/leaderboard/live-leaderboard', { config: { errorField: 'msg', errorDefaults: { success: false } }, schema: { tags, response: { 200: liveLeaderboardResponse } } }, () => leaderboard.liveBoard());
  app.get('/leaderboard/leaderboard-winners', { config: { errorField: 'msg', errorDefaults: { success: false } }, schema: { tags, response: { 200: leaderboardWinnersResponse } } }, () =>
    leaderboard.winners(),
  );

  const admin = { onRequest: guards.admin } as const;
  const security = [{ bearer: [] }];
  app.get('/admin/leaderboard-rewards', { ...admin, schema: { tags: ['admin'], security, response: { 200: leaderboardRewardsResponse } } }, () => leaderboard.rewards());
  app.post('/admin/leaderboard-rewards', { ...admin, schema: { tags: ['admin'], security, body: leaderboardRewardsBody, response: { 200: leaderboardRewardsResponse } } }, (req) =>
    leaderboard.setRewards(callerOf(req), req.body),
  );
}
