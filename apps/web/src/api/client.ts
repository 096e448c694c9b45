import type { z } from 'zod';
import { readSession } from '../session/session';

/** The API lives under /api on the same origin (ARCHITECTURE: The API). */
export const API_BASE = '/api';

const FALLBACK_MESSAGE = 'Something went wrong! Please try again.';
const NETWORK_MESSAGE = 'Could not reach S-Store. Please check your internet connection and try again.';

/** A failed call, carrying the server's own message for the customer. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * A contract schema, or a function that imports it. The home screen passes importers so that
 * zod and the contract download beside the request instead of in the first script (the home
 * route's budget is 130 KB of gzipped JavaScript).
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** Extra request headers, e.g. an order's Idempotency-Key. */
  headers?: Record<string, string>;
};

/**
 * Calls the API and parses the answer with the contract's schema. Sends the session's Bearer
 * token when there is one; a non-2xx answer throws an ApiError with the server's message.
 */
export async function apiRequest<S extends z.ZodType>(path: string, schema: SchemaSource<S>, options: RequestOptions = {}): Promise<z.output<S>> {
  const schemaReady = typeof schema === 'function' ? schema() : Promise.resolve(schema);
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const token = readSession()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(NETWORK_MESSAGE, 0);
  }

  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const { errorMessageOf } = await import('@shop/contract/errors');
    throw new ApiError(errorMessageOf(body, FALLBACK_MESSAGE), response.status, body);
  }
  const parsed = (await schemaReady).safeParse(body);
  if (!parsed.success) throw new ApiError(FALLBACK_MESSAGE, response.status, body);
  return parsed.data;
}
