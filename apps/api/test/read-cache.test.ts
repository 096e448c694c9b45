import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { CachedBody, createReadCache, sendCached, type Ready } from '../src/platform/cache.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const isPromise = (value: Ready<unknown>) => typeof (value as Promise<unknown>)?.then === 'function';

describe('read cache', () => {
  it('loads once, then answers from memory without waiting', async () => {
    const cache = createReadCache();
    let loads = 0;
    const load = async () => ({ packs: ++loads });
    const first = cache.getOrLoad('home', load);
    expect(isPromise(first)).toBe(true);
    expect(cache.getOrLoad('home', load)).toBe(first); // a second caller shares the load in flight
    const loaded = await first;
    const hit = cache.getOrLoad('home', load);
    expect(isPromise(hit)).toBe(false);
    expect(hit).toBe(loaded);
    expect((hit as CachedBody).text).toBe('{"packs":1}');
    expect(loads).toBe(1);
  });

  it('never serves a load that started before a change', async () => {
    const cache = createReadCache();
    const stale = deferred<string>();
    const early = cache.getOrLoad('home', () => stale.promise);
    cache.clear(); // the catalogue changed while the first load was still reading
    stale.resolve('old');
    expect(((await early) as CachedBody).text).toBe('"old"'); // its own caller still gets an answer
    const after = await cache.getOrLoad('home', async () => 'new');
    expect(after.text).toBe('"new"');
  });

  it('does not keep a failed load', async () => {
    const cache = createReadCache();
    await expect(cache.getOrLoad('home', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect((await cache.getOrLoad('home', async () => 'back')).text).toBe('"back"');
  });

  it('drops every entry on a change', async () => {
    const cache = createReadCache();
    await cache.getOrLoadValue('rows:1', async () => 1);
    await cache.getOrLoadBody('page:home', async () => new CachedBody('<p>old</p>', 'text/html'));
    cache.clear();
    expect(await cache.getOrLoadValue('rows:1', async () => 2)).toBe(2);
    expect((await cache.getOrLoadBody('page:home', async () => new CachedBody('<p>new</p>', 'text/html'))).text).toBe('<p>new</p>');
  });
});

describe('cached answers on the wire', () => {
  // Rupee signs and Hindi names are several bytes each: the length must count bytes, not letters.
  const text = JSON.stringify({ name: 'साप्ताहिक पास ₹159', packs: Array.from({ length: 300 }, (_, i) => `₹${i}`) });

  async function appWith(answer: () => Ready<CachedBody>) {
    const app = Fastify();
    app.get('/answer', (req, reply) => sendCached(answer(), req, reply));
    await app.ready();
    return app;
  }

  it('sends the exact UTF-8 bytes, compressed only for clients that accept it', async () => {
    const body = new CachedBody(text, 'application/json; charset=utf-8');
    const app = await appWith(() => body);
    const plain = await app.inject({ url: '/answer' });
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(text)));
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.body).toBe(text);

    const br = await app.inject({ url: '/answer', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(text);

    const gzip = await app.inject({ url: '/answer', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(text);
    await app.close();
  });

  it('waits for an answer still loading, and a failed load reaches the error handler', async () => {
    const loading = deferred<CachedBody>();
    const app = await appWith(() => loading.promise);
    const pending = app.inject({ url: '/answer' });
    loading.resolve(new CachedBody('"late"', 'application/json; charset=utf-8'));
    expect((await pending).body).toBe('"late"');

    const failing = await appWith(() => Promise.reject(Object.assign(new Error('no such product'), { statusCode: 404 })));
    expect((await failing.inject({ url: '/answer' })).statusCode).toBe(404);
    await Promise.all([app.close(), failing.close()]);
  });
});
