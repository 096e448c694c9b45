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

export function errorMessageOf(body: unknown, fallback: string): string {
  const parsed = errorBody.partial().safeParse(body);
  if (!parsed.success) return fallback;
  return parsed.data.msg ?? parsed.data.message ?? parsed.data.error ?? fallback;
}
