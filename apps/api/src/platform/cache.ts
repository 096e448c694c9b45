import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from './database.js';

/**
 * An answer kept ready to send: its text and, made on first demand, its brotli and gzip forms.
 * The busiest reads (the catalogue, the pages visitors open on) skip serialization and
 * compression per request.
 */
export class CachedBody {
  private br?: Buffer;
  private gzip?: Buffer;
  constructor(
    readonly text: string,
    readonly contentType: string,
  ) {}

  /** Sends the text in the best encoding the client accepts (small answers go uncompressed). */
  send(request: FastifyRequest, reply: FastifyReply): void {
    reply.header('content-type', this.contentType).header('vary', 'accept-encoding');
    const accepted = request.headers['accept-encoding'];
    if (this.text.length < 1024 || !accepted) {
      reply.send(this.text);
    } else if (accepted.includes('br')) {
      this.br ??= brotliCompressSync(this.text, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
      reply.header('content-encoding', 'br').send(this.br);
    } else if (accepted.includes('gzip')) {
      this.gzip ??= gzipSync(this.text, { level: 9 });
      reply.header('content-encoding', 'gzip').send(this.gzip);
    } else {
      reply.send(this.text);
    }
  }
}

/**
 * Route options for public reads answered from the read cache. They are ready-compressed, so
 * @fastify/compress is off for them (and its request decompression: they take no body). They are
 * most of the traffic and their access lines say nothing, so they log at warn (failures still
 * show); a tenth of their time went to logging.
 */
export const cachedReadRoute = { compress: false, decompress: false, logLevel: 'warn' } as const;

/** A cached JSON answer: `text` is the serialized value. */
export type CachedJson = CachedBody;
export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Read-mostly answers (the catalogue) kept in process memory and dropped on a NOTIFY that a
 * change sends inside its transaction. Every instance listens, so a change made through any
 * instance reaches all of them the moment it commits.
 */
export type ReadCache = {
  /** A value kept as ready-to-send JSON. */
  getOrLoad(key: string, load: () => Promise<unknown>): Promise<CachedJson>;
  /** A value kept as it is, for the server's own use (e.g. the rows behind a purchase). */
  getOrLoadValue<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
};

export function createReadCache(): ReadCache {
  const entries = new Map<string, Promise<unknown>>();
  let generation = 0;
  function getOrLoadValue<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = entries.get(key);
    if (hit) return hit as Promise<T>;
    const startedIn = generation;
    const loading = load();
    entries.set(key, loading);
    // A failed load is not cached; a load that raced a change is dropped once it settles.
    loading.then(
      () => startedIn !== generation && entries.get(key) === loading && entries.delete(key),
      () => entries.get(key) === loading && entries.delete(key),
    );
    return loading;
  }
  return {
    getOrLoadValue,
    getOrLoad(key, load) {
      return getOrLoadValue(`json:${key}`, async () => new CachedBody(JSON.stringify(await load()), JSON_TYPE));
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
}

export async function listenForChanges(database: Database, channel: string, cache: ReadCache) {
  await database.listen(channel, () => cache.clear());
}
