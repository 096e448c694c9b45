import { errorMessageOf } from '@shop/contract/errors';
import { ApiError } from '../../api/client';

/**
 * The text to show for a failed call: the server's message (in the field its call uses), else
 * the screen's fallback; when the server could not be reached, the screen's catch-all.
 */
export function messageOf(error: unknown, fallback: string, unreachable = fallback): string {
  if (error instanceof ApiError && error.status !== 0) return errorMessageOf(error.body, fallback);
  return unreachable;
}
