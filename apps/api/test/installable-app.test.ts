import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { serveWebBuildDuringFile } from './web-dist.js';

// The installable app's files as the web build leaves them beside index.html: the service worker
// (with its precompressed copy), a Workbox runtime file as other build modes emit, the manifest.
const SW = `self.addEventListener('fetch', () => {});`;
const MANIFEST = JSON.stringify({ name: 'S-Store', short_name: 'S-Store', start_url: '/', display: 'standalone' });

const served = serveWebBuildDuringFile({
  'index.html': '<!doctype html><html><head><title>S-Store</title></head><body><div id="root"></div></body></html>',
  'sw.js': SW,
  'sw.js.br': brotliCompressSync(SW),
  'workbox-5f1a2b3c.js': 'self.workbox = {};',
  'manifest.webmanifest': MANIFEST,
  'icons/icon-192.png': Buffer.from('89504e470d0a1a0a', 'hex'),
  'assets/web-abc123.js': 'export {};',
});

const get = (url: string, headers: Record<string, string> = {}) => served.web.inject({ method: 'GET', url, headers });

describe('the installable app', () => {
  it('serves the service worker as JavaScript that is always revalidated, so that an old worker never sticks', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(SW);

    // Precompressed, as the build leaves it, with the same type and caching.
    const compressed = await get('/sw.js', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(compressed.headers['cache-control']).toBe('no-cache');

    const runtime = await get('/workbox-5f1a2b3c.js');
    expect(runtime.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(runtime.headers['cache-control']).toBe('no-cache');
  });

  it('serves the manifest as a web app manifest, always revalidated', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ start_url: '/', display: 'standalone' });
    expect((await get('/icons/icon-192.png')).headers['content-type']).toBe('image/png');
  });

  it("lets pages load the shop's own worker and manifest and nobody else's", async () => {
    const policy = (await get('/')).headers['content-security-policy'] as string;
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
    // The worker runs under the policy it was served with: its own fetches stay on this origin.
    const workerPolicy = (await get('/sw.js')).headers['content-security-policy'] as string;
    expect(workerPolicy).toContain("connect-src 'self'");
  });

  it('serves the shell the worker keeps, revalidated, and hashed code for a year', async () => {
    const shell = await get('/index.html');
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect((await get('/assets/web-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A worker file that a build no longer has is a 404, not the app's page in its place.
    expect((await get('/workbox-0ld.js')).statusCode).toBe(404);
  });
});
