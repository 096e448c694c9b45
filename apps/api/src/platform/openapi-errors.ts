import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { errorAnswers } from '@shop/contract/errors';

// A client is generated from /api/docs, so every call says which error answers it gives and in
// what shape. They are derived here, in one place, from what a route is (its input, its guard,
// its method), plus the statuses a route names in its `config.errors`.

/** The statuses errors.ts answers (one per error code), and Fastify's two for a body it cannot take. */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Error statuses this call gives beyond those every call of its kind gives (registerErrorAnswers
     * derives those): e.g. 404 for what it names, 409 for a conflict, 402 for a wallet that is
     * short, 422 for a refusal, 429 for a throttled call, 403 for another customer's data.
     */
    errors?: readonly ErrorStatus[];
  }
}

const descriptions: Record<ErrorStatus, string> = {
  400: 'The request is not valid (a field, the address or the body): the message says what to change.',
  401: 'No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED.',
  402: 'The wallet does not hold enough for this.',
  403: 'This caller may not do this (another account, a role, a blocked account).',
  404: 'What the call names does not exist.',
  409: 'The request conflicts with what is there now (already used, out of stock, a request key used for another request).',
  413: 'The request body is too large.',
  415: 'The request body is not of a type this call takes.',
  422: 'The request was understood but cannot be carried out (e.g. the supplier refused the player id).',
  429: 'Too many attempts: the message says when to try again.',
  500: 'Something went wrong on the server; the request id finds it in the logs.',
  503: 'The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After).',
};

/** The statuses a hook (a guard, a throttle) answers, for every route that uses it. */
const hookStatuses = new WeakMap<object, readonly ErrorStatus[]>();

/**
 * Names the error statuses a route hook gives, so that each route using it documents them: a
 * session guard 401, an admin guard 401 and 403, a throttle 429. An unnamed onRequest hook is
 * taken to be a session guard (401).
 */
export function answersErrors<T extends object>(statuses: readonly ErrorStatus[], hook: T): T {
  hookStatuses.set(hook, statuses);
  return hook;
}

const hooksOf = (value: unknown): object[] => (Array.isArray(value) ? value : value ? [value] : []).filter((h): h is object => typeof h === 'function');

/** The error statuses a route gives, from what it is and what it names itself. */
export function errorStatusesOf(route: Pick<RouteOptions, 'method' | 'schema' | 'config' | 'onRequest' | 'preValidation' | 'preHandler'>): ErrorStatus[] {
  // Every call can be refused as malformed: the input layer checks the address and the query of
  // every route (platform/input.ts), and the route's schema its parameters and body. Any call
  // can fail, and any can find the database or a service it needs down.
  const statuses = new Set<ErrorStatus>([400, 500, 503]);
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  // A body is read (and may be too large, or of a type no parser takes) on these methods.
  if (methods.some((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m))) {
    statuses.add(413);
    statuses.add(415);
  }
  for (const hook of hooksOf(route.onRequest)) for (const status of hookStatuses.get(hook) ?? [401]) statuses.add(status);
  for (const hook of [...hooksOf(route.preValidation), ...hooksOf(route.preHandler)]) for (const status of hookStatuses.get(hook) ?? []) statuses.add(status);
  // A call that declares a session checks it, in a guard or in its handler.
  const security = (route.schema as { security?: unknown[] } | undefined)?.security;
  if (security?.length) statuses.add(401);
  for (const status of route.config?.errors ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * Adds the error answers to the response schemas of every API route registered after it: the
 * shape of the call's error field, under each status the route gives. Registered before the
 * routes. A status the route documents itself is left as it is.
 */
export function registerErrorAnswers(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || (route.schema as { hide?: boolean } | undefined)?.hide) return;
    // The answer's shape: the call's error field (errors.ts sends the message in it), code and request id.
    const schema = errorAnswers[route.config?.errorField ?? 'message'];
    const errors = Object.fromEntries(
      errorStatusesOf(route).map((status) => [status, { description: descriptions[status], content: { 'application/json': { schema } } }]),
    );
    route.schema = { ...route.schema, response: { ...errors, ...(route.schema?.response as object | undefined) } };
  });
}

/**
 * The document's components: the named schemas (the error answers), keeping only those the
 * document refers to. fastify-type-provider-zod lists an input twin of each (`…Input`), which
 * no call takes.
 */
export function openApiComponents(document: Parameters<typeof jsonSchemaTransformObject>[0]): ReturnType<typeof jsonSchemaTransformObject> {
  const full = jsonSchemaTransformObject(document);
  const schemas = 'components' in full ? full.components?.schemas : undefined;
  if (!schemas) return full;
  // The object is the transform's own copy: its schemas can be trimmed in place.
  const text = JSON.stringify({ ...full, components: { schemas: {} } });
  for (const name of Object.keys(schemas)) if (!text.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  return full;
}
