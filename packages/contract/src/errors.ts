import { z } from 'zod';

/** Stable error codes; the API maps each to one HTTP status in one place. */
export const errorCodes = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INSUFFICIENT_BALANCE: 402,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;
export type ErrorCode = keyof typeof errorCodes;

/**
 * Every error answer carries the spec's field for its call (msg, message or error), a stable
 * code and the request id that the logs share, never a stack trace.
 */
export const errorBody = z.object({
  msg: z.string().optional(),
  message: z.string().optional(),
  error: z.string().optional(),
  code: z.string(),
  requestId: z.string(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** The field a call's error message travels in, as each call's table in the spec says. */
export type ErrorField = 'msg' | 'message' | 'error';

const code = z.string().meta({
  description: `A stable code: ${Object.keys(errorCodes).join(', ')}. A few calls keep the code their spec fixes (e.g. "1").`,
  example: 'BAD_REQUEST',
});
const requestId = z.string().meta({ description: "The id the shop's logs know this request by." });
const message = z.string().meta({ description: 'What went wrong, as a sentence a customer can read.' });
const extraFields = 'Some calls add fields of their own beside it (success: false, redirect_url), so clients must accept more fields.';

/**
 * An error answer as the API documents it, one shape per error field. Each is loose: the
 * answer may carry a call's own fields beside the three, and the server's serializer must pass
 * them through unchanged.
 */
export const errorAnswers = {
  msg: z.looseObject({ msg: message, code, requestId }).meta({ id: 'ErrorInMsg', description: `An error answer whose message is in \`msg\`. ${extraFields}` }),
  message: z.looseObject({ message, code, requestId }).meta({ id: 'ErrorInMessage', description: `An error answer whose message is in \`message\`. ${extraFields}` }),
  error: z.looseObject({ error: message, code, requestId }).meta({ id: 'ErrorInError', description: `An error answer whose message is in \`error\`. ${extraFields}` }),
} as const satisfies Record<ErrorField, z.ZodType>;

export function errorMessageOf(body: unknown, fallback: string): string {
  const parsed = errorBody.partial().safeParse(body);
  if (!parsed.success) return fallback;
  return parsed.data.msg ?? parsed.data.message ?? parsed.data.error ?? fallback;
}
