import {
  codeResponse,
  editProfileRequest,
  editProfileResponse,
  forgetPasswordRequest,
  linkParams,
  loginRequest,
  msgResponse,
  orderSummaryResponse,
  otpLoginRequest,
  otpSendResponse,
  otpTimerResponse,
  otpVerifyRequest,
  otpVerifyResponse,
  registerRequest,
  resetPasswordRequest,
  sessionResponse,
  userIdParam,
  validateUserRequest,
  validateUserResponse,
  verifyAndRegisterRequest,
} from '@shop/contract/accounts';
import { z } from 'zod';
import type { App } from '../platform/app-types.js';
import { callerOf, type Guards } from './guards.js';
import { assertSelf } from './lookups.js';
import { type Accounts } from './service.js';

/** Counts of a customer's orders for the dashboard; the orders feature provides them. */
export type OrderCounts = (userId: string) => Promise<{ total_order: number; completed: number; refunded: number }>;

export function accountRoutes(app: App, { accounts, guards, orderCounts }: { accounts: Accounts; guards: Guards; orderCounts: OrderCounts }) {
  const msg = { errorField: 'msg' } as const;
  const otp = { errorField: 'message', errorDefaults: { success: false } } as const;
  const tags = ['accounts'];

  app.post('/auth/register', { config: { ...msg, errors: [409, 429] }, schema: { tags, body: registerRequest, response: { 200: msgResponse } } }, (req) =>
    accounts.register(req.body, req.ip),
  );
  app.post('/auth/verifyandregister', { config: { ...msg, errors: [409] }, schema: { tags, body: verifyAndRegisterRequest, response: { 201: msgResponse } } }, async (req, reply) =>
    reply.status(201).send(await accounts.verifyAndRegister(req.body)),
  );
  const linkError = { ...msg, errorDefaults: { code: '1' } } as const;
  app.post('/auth/verifymail/:id/:token', { config: linkError, schema: { tags, params: linkParams, response: { 200: codeResponse } } }, (req) =>
    accounts.verifyEmail(req.params.id, req.params.token),
  );
  app.post('/auth/login', { config: { ...msg, errors: [401, 403, 404, 429] }, schema: { tags, body: loginRequest, response: { 200: sessionResponse } } }, (req) =>
    accounts.login(req.body.email, req.body.password, req.ip),
  );

  app.post('/otp/otp-login', { config: { ...otp, errors: [403, 404, 429] }, schema: { tags, body: otpLoginRequest, response: { 200: otpSendResponse } } }, (req) =>
    accounts.sendLoginCode(req.body.mobile, req.ip),
  );
  app.post('/otp/timer', { config: otp, schema: { tags, body: otpLoginRequest, response: { 200: otpTimerResponse } } }, (req) =>
    accounts.loginCodeTimer(req.body.mobile),
  );
  app.post('/otp/verify-otp', { config: { ...otp, errors: [403, 404] }, schema: { tags, body: otpVerifyRequest, response: { 200: otpVerifyResponse } } }, (req) =>
    accounts.verifyLoginCode(req.body.mobile, req.body.otp),
  );

  app.post('/password/forgetpassword', { config: { ...msg, errors: [429] }, schema: { tags, body: forgetPasswordRequest, response: { 200: msgResponse } } }, (req) =>
    accounts.requestPasswordReset(req.body.email, req.ip),
  );
  app.post(
    '/password/reset-password/:id/:token',
    { config: linkError, schema: { tags, params: linkParams, body: resetPasswordRequest, response: { 200: codeResponse } } },
    (req) => accounts.resetPassword(req.params.id, req.params.token, req.body.password),
  );

  const bearer = [{ bearer: [] }];
  app.post(
    '/auth/validateuser',
    { onRequest: guards.signedIn, config: { errors: [403] }, schema: { tags, security: bearer, body: validateUserRequest.optional(), response: { 200: validateUserResponse } } },
    async (req) => accounts.validateRole(callerOf(req), req.body?.requiredRoles ?? ['user', 'reseller', 'admin']),
  );
  app.post(
    '/user/edit-profile',
    { onRequest: guards.signedIn, config: { errors: [403] }, schema: { tags, security: bearer, body: editProfileRequest, response: { 200: editProfileResponse } } },
    (req) => accounts.editProfile(callerOf(req), req.body.userid, req.body.name),
  );
  app.get(
    '/user/myorder/:userid',
    { onRequest: guards.signedIn, config: { errors: [403] }, schema: { tags, security: bearer, params: z.object({ userid: userIdParam }), response: { 200: orderSummaryResponse } } },
    async (req) => {
      const caller = callerOf(req);
      assertSelf(caller, req.params.userid);
      return orderCounts(caller.id);
    },
  );
}
