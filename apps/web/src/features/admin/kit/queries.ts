import { queryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * A list's fetch that fails in the screen's own words ("Failed to fetch items."), the server's
 * reason kept as the cause. An aborted fetch stays an abort, which the query drops silently.
 */
export function inOwnWords<T>(fetch: (signal: AbortSignal) => Promise<T>, message: string) {
  return async ({ signal }: { signal: AbortSignal }): Promise<T> => {
    try {
      return await fetch(signal);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new Error(message, { cause: error });
    }
  };
}

/**
 * A query a form is filled from once. It is not fetched again when the window regains focus: the
 * filled fields would not follow it, and a stale copy must not overwrite what the admin types or
 * look newer than what was just saved.
 */
export function formSourceQuery<T, K extends QueryKey>(queryKey: K, fetch: (signal: AbortSignal) => Promise<T>) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => fetch(signal), refetchOnWindowFocus: false });
}
