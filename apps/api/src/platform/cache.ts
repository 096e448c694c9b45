import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notify, type Database, type Db, type Tx } from './database.js';

/**
 * An answer kept ready to send: its text, its UTF-8 bytes and, made on first demand, its brotli
 * and gzip forms. The busiest reads (the catalogue, the pages visitors open on) skip
 * serialization, encoding and compression per request.
 */
export class CachedBody {
  readonly bytes: Buffer;
  private br?: Buffer;
  private gzip?: Buffer;
  constructor(
    readonly text: string,
    readonly contentType: string,
  ) {
    this.bytes = Buffer.from(text);
  }

  /** Sends the body in the best encoding the client accepts (small answers go uncompressed). */
  send(request: FastifyRequest, reply: FastifyReply): void {
    reply.header('content-type', this.contentType).header('vary', 'accept-encoding');
    const accepted = request.headers['accept-encoding'];
    if (this.bytes.length < 1024 || !accepted) {
      reply.send(this.bytes);
    } else if (accepted.includes('br')) {
      this.br ??= brotliCompressSync(this.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
      reply.header('content-encoding', 'br').send(this.br);
    } else if (accepted.includes('gzip')) {
      this.gzip ??= gzipSync(this.bytes, { level: 9 });
      reply.header('content-encoding', 'gzip').send(this.gzip);
    } else {
      reply.send(this.bytes);
    }
  }
}

/** A cached value, or while it loads the promise of it: a hit costs no wait for a promise. */
export type Ready<T> = T | Promise<T>;

/**
 * Sends a cached answer: at once when it is ready (nearly always), else once it has loaded. A
 * handler returns what this returns; a failed load reaches the error handler.
 */
export function sendCached(answer: Ready<CachedBody>, request: FastifyRequest, reply: FastifyReply): Promise<void> | undefined {
  if (!(answer instanceof CachedBody)) return answer.then((ready) => ready.send(request, reply));
  answer.send(request, reply);
  return undefined;
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
  getOrLoad(key: string, load: () => Promise<unknown>): Ready<CachedJson>;
  /** A body made by the caller (a page). */
  getOrLoadBody(key: string, load: () => Promise<CachedBody>): Ready<CachedBody>;
  /** A value kept as it is, for the server's own use (e.g. the rows behind a purchase). */
  getOrLoadValue<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** A value `getOrLoadValue` has loaded, or undefined: for a reader that must not wait on a load (inside a transaction). */
  loadedValue<T>(key: string): T | undefined;
  clear(): void;
  /** Runs `listener` after every clear (a change on any instance): for what is worked out from the same data. */
  onClear(listener: () => void): void;
};

type Entry = { loading: Promise<unknown>; loaded?: { value: unknown } };

export function createReadCache(): ReadCache {
  const entries = new Map<string, Entry>();
  const listeners: (() => void)[] = [];
  function entry(key: string, load: () => Promise<unknown>): Entry {
    const hit = entries.get(key);
    if (hit) return hit;
    const created: Entry = { loading: load() };
    entries.set(key, created);
    // A failed load is not kept. A load that raced a change is no longer in the map (clear()
    // emptied it), so its value is never served.
    created.loading.then(
      (value) => {
        if (entries.get(key) === created) created.loaded = { value };
      },
      () => entries.get(key) === created && entries.delete(key),
    );
    return created;
  }
  const ready = <T>(e: Entry) => (e.loaded ? e.loaded.value : e.loading) as Ready<T>;
  return {
    getOrLoadValue: <T>(key: string, load: () => Promise<T>) => entry(key, load).loading as Promise<T>,
    loadedValue: <T>(key: string) => entries.get(key)?.loaded?.value as T | undefined,
    getOrLoad: (key, load) => ready(entry(`json:${key}`, async () => new CachedBody(JSON.stringify(await load()), JSON_TYPE))),
    getOrLoadBody: (key, load) => ready(entry(`body:${key}`, load)),
    clear: () => {
      entries.clear();
      for (const listener of listeners) listener();
    },
    onClear: (listener) => void listeners.push(listener),
  };
}

export async function listenForChanges(database: Database, channel: string, cache: ReadCache) {
  await database.listen(channel, () => cache.clear());
}

/**
 * A change to what the cache holds: one transaction with a NOTIFY on `channel`, which drops every
 * instance's cache when it commits; this instance's is dropped as soon as the change returns, so
 * the next read already sees it.
 */
export async function changeCached<T>(db: Db, cache: ReadCache, channel: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const answer = await work(tx);
    await notify(tx, channel);
    return answer;
  });
  cache.clear();
  return result;
}
