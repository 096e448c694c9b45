import { ApiError } from '../../../api/client';

/**
 * The server's own words for a refused call (its msg, message or error field), or null when
 * there are none: the network failed, or the answer was not the shop's error shape.
 */
export function serverMessageOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 400) return null;
  const body = error.body as Record<string, unknown> | null;
  if (typeof body !== 'object' || body === null) return null;
  for (const field of ['error', 'message', 'msg']) {
    const text = body[field];
    if (typeof text === 'string' && text.trim()) return text;
  }
  return null;
}
