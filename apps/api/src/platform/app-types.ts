import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The Fastify instance every feature registers its routes on, typed by the contract's zod schemas. */
export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/**
 * Sends JSON that was serialized ahead (the read cache). Fastify passes a string with a JSON
 * content type through untouched; its shape is the route's response schema by construction.
 */
export function sendSerialized(reply: { type(t: string): { send(body: never): unknown } }, json: string): void {
  reply.type('application/json; charset=utf-8').send(json as never);
}
