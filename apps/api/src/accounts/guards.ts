import type { FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../platform/errors.js';
import { answersErrors } from '../platform/openapi-errors.js';
import type { Caller, Sessions } from './session.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, set by the signedIn or admin guard. */
    caller: Caller | null;
  }
}

/** onRequest guards (before the body is even read): a valid session (any role), or an admin's. */
export function createGuards(sessions: Sessions) {
  return {
    signedIn: answersErrors([401], async function signedIn(req: FastifyRequest) {
      req.caller = await sessions.callerOf(req.headers.authorization);
    }),
    admin: answersErrors([401, 403], async function admin(req: FastifyRequest) {
      const caller = await sessions.callerOf(req.headers.authorization);
      if (caller.role !== 'admin') throw forbidden('Admins only.');
      req.caller = caller;
    }),
  };
}
export type Guards = ReturnType<typeof createGuards>;

/** The caller a guard has resolved; a route without a guard has none. */
export function callerOf(req: FastifyRequest): Caller {
  if (!req.caller) throw unauthenticated();
  return req.caller;
}
