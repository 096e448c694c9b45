import { z } from 'zod';
import { userIdParam } from '@shop/contract/accounts';
import { pointsBalanceResponse, pointsHistoryResponse, redeemHeaders, redeemPointsRequest, redeemPointsResponse } from '@shop/contract/points';
import { callerOf, type Guards } from '../accounts/guards.js';
import type { App } from '../platform/app-types.js';
import type { Points } from './service.js';

export function pointsRoutes(app: App, { points, guards }: { points: Points; guards: Guards }) {
  const tags = ['points'];
  const security = [{ bearer: [] }];
  // A customer reads their own points; an admin reads anyone's.
  app.get('/points/getbalance/:userid', { onRequest: guards.signedIn, config: { errors: [403, 404] }, schema: { tags, security, params: z.object({ userid: userIdParam }), response: { 200: pointsBalanceResponse } } }, (req) =>
    points.balanceFor(callerOf(req), req.params.userid),
  );
  app.get('/points/history/:userid', { onRequest: guards.signedIn, config: { errors: [403, 404] }, schema: { tags, security, params: z.object({ userid: userIdParam }), response: { 200: pointsHistoryResponse } } }, async (req) => ({
    entries: await points.historyFor(callerOf(req), req.params.userid),
  }));
  app.post(
    '/points/redeempoints',
    { onRequest: guards.signedIn, config: { errorField: 'msg', errors: [403, 409] }, schema: { tags, security, headers: redeemHeaders, body: redeemPointsRequest, response: { 200: redeemPointsResponse } } },
    (req) => points.redeem(callerOf(req), req.body, req.headers['idempotency-key'] ?? null),
  );
}
