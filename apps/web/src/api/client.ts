import type { z } from 'zod';
import { readSession } from '../session/session';
import { busyShop } from './busy';

/** The API lives under /api on the same origin (ARCHITECTURE: The API). */
export const API_BASE = '/api';

const FALLBACK_MESSAGE = 'Something went wrong! Please try again.';
const NETWORK_MESSAGE = 'Could not reach S-Store. Please check your internet connection and try again.';
/** An order, a payment, a top-up or a sign-in tried offline: the offline app shows the catalogue, but these need the shop. */
const OFFLINE_MESSAGE = 'You’re offline: buying, paying and signing in need an internet connection. Please connect and try again.';
/** Whatever Retry-After asks for, one wait for a busy shop lasts at most this long... */
const BUSY_WAIT_CAP_MS = 10_000;
/** ...and a call stops waiting once its waits together would pass this. */
const BUSY_PATIENCE_MS = 30_000;

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

/** The server's own words in an error answer's body (the call's msg, message or error field), or null. */
export function serverWordsIn(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  for (const field of ['msg', 'message', 'error'] as const) {
    const text = (body as Record<string, unknown>)[field];
    if (typeof text === 'string' && text.trim()) return text;
  }
  return null;
}

/** The server's own words for a call it refused, or null: no answer came, or the answer had none. */
export function serverWordsOf(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 ? serverWordsIn(error.body) : null;
}

/**
 * The text to show for anything a call threw: the server's own words when it refused with some,
 * else `fallback`; when no answer came, `unreachable`. Left out, they are the client's own
 * sentences (the same as the error's message): the shop's generic apology, or "you're offline"
 * and "could not reach S-Store".
 */
export function errorText(error: unknown, fallback?: string, unreachable: string | undefined = fallback): string {
  if (!(error instanceof ApiError)) return fallback ?? FALLBACK_MESSAGE;
  if (error.status === 0) return unreachable ?? error.message;
  return serverWordsOf(error) ?? fallback ?? error.message;
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

  const send = () =>
    fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });

  let response: Response;
  try {
    response = await send();
    // A busy shop answers 503 with Retry-After before the call runs (the server's admission
    // line), so sending it again is safe for every method, POSTs included; orders carry an
    // Idempotency-Key besides. The customer sees a calm notice meanwhile, not an error; past
    // BUSY_PATIENCE_MS the shop's own answer is shown as any other failure.
    let waited = 0;
    let wait = busyWait(response);
    while (wait !== null && waited + wait <= BUSY_PATIENCE_MS) {
      await waitOut(wait, options.signal);
      waited += wait;
      response = await send();
      wait = busyWait(response);
    }
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    const offline = !navigator.onLine && (options.method ?? 'GET') !== 'GET';
    throw new ApiError(offline ? OFFLINE_MESSAGE : NETWORK_MESSAGE, 0);
  }

  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(serverWordsIn(body) ?? FALLBACK_MESSAGE, response.status, body);
  const parsed = (await schemaReady).safeParse(body);
  if (!parsed.success) throw new ApiError(FALLBACK_MESSAGE, response.status, body);
  return parsed.data;
}

/** How long to wait before asking again, when the answer says the shop is busy; null when it does not. */
function busyWait(response: Response): number | null {
  if (response.status !== 503) return null;
  const retryAfter = response.headers.get('retry-after');
  if (!retryAfter) return null;
  const seconds = /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) : (Date.parse(retryAfter) - Date.now()) / 1000;
  if (!Number.isFinite(seconds)) return null;
  // A little randomness, so that callers refused together do not all come back together.
  return Math.min(Math.max(seconds * 1000, 0), BUSY_WAIT_CAP_MS) + Math.random() * 500;
}

/** Waits `ms` with the busy notice shown; a call given up (its signal aborted) stops waiting at once. */
function waitOut(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const aborted = () => reject(signal?.reason ?? new DOMException('The call was given up.', 'AbortError'));
    if (signal?.aborted) return aborted();
    const stopWaiting = busyShop.startWaiting();
    const finish = () => {
      stopWaiting();
      window.clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      aborted();
    };
    const timer = window.setTimeout(() => {
      finish();
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort);
  });
}
