import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from './database.js';

/**
 * A serialized answer kept ready to send: the JSON and, made on first demand, its brotli and
 * gzip forms. The busiest reads (the catalogue) skip serialization and compression per request.
 */
export class CachedJson {
  private br?: Buffer;
  private gzip?: Buffer;
  constructor(readonly json: string) {}

  /** Sends the JSON in the best encoding the client accepts (small answers go uncompressed). */
  send(request: FastifyRequest, reply: FastifyReply): void {
    reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
    const accepted = request.headers['accept-encoding'];
    if (this.json.length < 1024 || !accepted) {
      reply.send(this.json);
    } else if (accepted.includes('br')) {
      this.br ??= brotliCompressSync(this.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
      reply.header('content-encoding', 'br').send(this.br);
    } else if (accepted.includes('gzip')) {
      this.gzip ??= gzipSync(this.json, { level: 9 });
      reply.header('content-encoding', 'gzip').send(this.gzip);
    } else {
      reply.send(this.json);
    }
  }
}

/**
 * Read-mostly answers (the catalogue) kept in process memory and dropped on a NOTIFY that a
 * change sends inside its transaction. Every instance listens, so a change made through any
 * instance reaches all of them the moment it commits.
 */
export type ReadCache = {
  getOrLoad(key: string, load: () => Promise<unknown>): Promise<CachedJson>;
  clear(): void;
};

export function createReadCache(): ReadCache {
  const entries = new Map<string, Promise<CachedJson>>();
  let generation = 0;
  return {
    getOrLoad(key, load) {
      const hit = entries.get(key);
      if (hit) return hit;
      const startedIn = generation;
      const loading = load().then((value) => new CachedJson(JSON.stringify(value)));
      entries.set(key, loading);
      // A failed load is not cached; a load that raced a change is dropped once it settles.
      loading.then(
        () => startedIn !== generation && entries.get(key) === loading && entries.delete(key),
        () => entries.get(key) === loading && entries.delete(key),
      );
      return loading;
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
