import { z } from 'zod';
import { redeemHeaders } from '@shop/contract/points';
import { redeemEarningsResponse, referralCodeResponse, referralStatsResponse, referralTransactionsResponse } from '@shop/contract/referrals';
import { callerOf, type Guards } from '../accounts/guards.js';
import type { App } from '../platform/app-types.js';
import type { Referrals } from './service.js';

/** Refer and earn: the caller's own code, stats, transactions and redemption; the session says whose. */
export function referralRoutes(app: App, { referrals, guards }: { referrals: Referrals; guards: Guards }) {
  const tags = ['referral'];
  const security = [{ bearer: [] }];
  // The spec's browser may send its user id; the session decides whose data this is.
  const body = z.object({ userid: z.string().max(64).optional(), userId: z.string().max(64).optional() }).optional();
  const signedIn = { onRequest: guards.signedIn, config: { errorField: 'msg' as const } };
  app.post('/referral/get-referral', { ...signedIn, schema: { tags, security, body, response: { 200: referralCodeResponse } } }, (req) => referrals.code(callerOf(req)));
  app.post('/referral/generate-referral', { ...signedIn, schema: { tags, security, body, response: { 200: referralCodeResponse } } }, (req) => referrals.generate(callerOf(req)));
  app.post('/referral/referral-stats', { ...signedIn, schema: { tags, security, body, response: { 200: referralStatsResponse } } }, (req) => referrals.stats(callerOf(req)));
  app.post('/referral/get-referral-transactions', { ...signedIn, schema: { tags, security, body, response: { 200: referralTransactionsResponse } } }, (req) =>
    referrals.transactions(callerOf(req)),
  );
  app.post('/referral/redeem-earnings', { ...signedIn, config: { ...signedIn.config, errors: [409] }, schema: { tags, security, headers: redeemHeaders, body, response: { 200: redeemEarningsResponse } } }, (req) =>
    referrals.redeem(callerOf(req), req.headers['idempotency-key'] ?? null),
  );
}
