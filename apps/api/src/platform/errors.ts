import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorCodes, type ErrorCode, type ErrorField } from '@shop/contract/errors';

/** The one error type of the server: a stable code and a message a person can read. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Fields the answer carries beside the message (e.g. where a client should go next). */
    readonly fields: Record<string, string> = {},
    /** Sent as Retry-After: when the caller may try again (a limit, a busy service). */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** A 429 that says, in its Retry-After header too, when to try again. */
export const rateLimited = (message: string, retryAfterMs: number) => new AppError('RATE_LIMITED', message, {}, retryAfterMs);

export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const unauthenticated = (message = 'Please login to continue.') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError('FORBIDDEN', message);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The field this call's error message travels in (spec call tables); default `message`. */
    errorField?: ErrorField;
    /** Fields every error answer of this call carries (e.g. `success: false`, `code: "1"`). */
    errorDefaults?: Record<string, string | boolean>;
  }
}

/** One handler maps every error to an honest status and the call's own error field. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const field = request.routeOptions.config?.errorField ?? 'message';
    const { status, code, message } = describe(error);
    // An outside service or store that is down (UNAVAILABLE) is expected and said to the caller; a bug is not.
    if (status === 503) request.log.warn({ err: error, code }, 'a service the call needs is unavailable');
    else if (status >= 500) request.log.error({ err: error }, isResponseSerializationError(error) ? 'response did not match its schema' : 'unexpected error');
    // A call whose spec fixes its error fields (e.g. `code: "1"`) keeps them over our stable code.
    const defaults = request.routeOptions.config?.errorDefaults;
    const fields = error instanceof AppError ? error.fields : {};
    if (error instanceof AppError && error.retryAfterMs !== undefined) reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))));
    return reply.status(status).send({ [field]: message, code, requestId: request.id, ...fields, ...defaults });
  });
}

function describe(error: FastifyError): { status: number; code: ErrorCode; message: string } {
  if (error instanceof AppError) return { status: errorCodes[error.code], code: error.code, message: error.message };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    const where = issue?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
    const text = issue?.message ?? 'Invalid request';
    // Our own messages are sentences for the customer; zod's generic ones need the field named.
    const generic = /^(Invalid input|Invalid option|Too (small|big)|Unrecognized)/.test(text);
    return { status: 400, code: 'BAD_REQUEST', message: generic && where ? `${where}: ${text}` : text };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors: malformed JSON, body too large, wrong content type.
    const code: ErrorCode = status === 404 ? 'NOT_FOUND' : status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST';
    return { status, code, message: status === 413 ? 'Request body is too large' : error.message };
  }
  if (isDatabaseUnreachable(error)) return { status: 503, code: 'UNAVAILABLE', message: DATABASE_UNAVAILABLE };
  return { status: 500, code: 'INTERNAL', message: 'Something went wrong. Please try again.' };
}

export const DATABASE_UNAVAILABLE = 'The shop is briefly unavailable. Please try again in a minute.';

// PostgreSQL's "connection exception" and "operator intervention" classes, and the socket errors
// of a database that went away: nothing the request did, and over once the database is back.
const unreachableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);

/** Whether an error (or its cause) says the database could not be reached, rather than that a query was wrong. */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && unreachableCodes.has(code)) return true;
    if (/Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connect ECONNREFUSED/i.test(e.message)) return true;
  }
  return false;
}

/** Unknown API routes answer 404 JSON, in the same shape as every other error. */
export function answerRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send({ message: `No such route: ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND', requestId: request.id });
}
