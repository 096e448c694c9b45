import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

const api = 'http://127.0.0.1:3000';

/**
 * Moves the built stylesheet ahead of the scripts in <head>. It blocks the first paint, and the
 * script preloads Vite puts before it would otherwise take the browser's six connections first.
 */
const stylesheetFirst: Plugin = {
  name: 'stylesheet-first',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const stylesheet = /<link rel="stylesheet"[^>]*>\s*/.exec(html)?.[0];
      const firstScript = html.indexOf('<script');
      if (!stylesheet || firstScript < 0) return html;
      const withoutIt = html.replace(stylesheet, '');
      const at = withoutIt.indexOf('<script');
      return `${withoutIt.slice(0, at)}${stylesheet.trim()}\n    ${withoutIt.slice(at)}`;
    },
  },
};

/** Test files that replace modules, found by what they call (see test.projects below). */
const replacingModules = readdirSync(fileURLToPath(new URL('src', import.meta.url)), { recursive: true, encoding: 'utf8' })
  .filter((path) => /\.test\.tsx?$/.test(path))
  .filter((path) => /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(fileURLToPath(new URL(`src/${path}`, import.meta.url)), 'utf8')))
  .map((path) => `src/${path}`);

/** build.outDir, below. */
const distDir = fileURLToPath(new URL('dist', import.meta.url));

type ViteManifest = Record<string, { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] }>;

/**
 * The built files a customer can reach without entering the admin console: from the entry, every
 * chunk imported now or later, except the admin screens and what only they use. Null when the
 * build's manifest is missing (everything is kept then).
 */
function storefrontFiles(): Set<string> | null {
  const path = `${distDir}/.vite/manifest.json`;
  if (!existsSync(path)) return null;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as ViteManifest;
  const found = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || found.has(chunk.file) || key.startsWith('src/features/admin/')) return;
    found.add(chunk.file);
    for (const css of chunk.css ?? []) found.add(css);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit('index.html');
  return found;
}

/**
 * The installable app's service worker (src/service-worker/sw.ts). It keeps the storefront's
 * shell and code, so that the shop opens offline; a new version waits until the customer
 * reloads (registerType 'prompt'). The page registers it itself, after it has loaded
 * (app/service-worker.ts), and the manifest is public/manifest.webmanifest, as written.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/service-worker',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg}'],
    // The admin console's screens are left out: every customer would download them for nothing.
    // An admin online loads them as before (the server caches them for a year).
    manifestTransforms: [
      (entries) => {
        const storefront = storefrontFiles();
        const manifest = storefront ? entries.filter((e) => !/^assets\/.*\.(js|css)$/.test(e.url) || storefront.has(e.url)) : entries;
        return { manifest, warnings: [] };
      },
    ],
  },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), stylesheetFirst, serviceWorker],
  server: {
    proxy: {
      '/api': api,
      '/uploads': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The API serves dist with long-lived caching for hashed files under assets/.
    assetsDir: 'assets',
    // dist/.vite/manifest.json: which chunks a screen needs, so that the server can preload the
    // product page's code in the page a visitor opens on (apps/api/src/web-app/opening-pages.ts).
    manifest: true,
    rolldownOptions: {
      // Fold the small shared chunks (an icon, a hook, a formatter: 0.3 to 2 KB each) into the
      // chunks that use them. Over HTTP/1.1 a phone fetches six files at a time, and the product
      // page needed eighteen besides the app's own: two to three points of its Lighthouse
      // performance score (docs/benchmarks.md). Rolldown's runtime keeps one copy of each
      // module's state whichever chunk runs it first. Entry exports are not needed by an app.
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 8 * 1024 } } },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    // The service worker's registration exists only in a build: tests get a stand-in they can drive.
    alias: { 'virtual:pwa-register': fileURLToPath(new URL('src/test/pwa-register.ts', import.meta.url)) },
    css: false,
    // Vitest leaves one core of two to itself by default: the files are independent, take both.
    maxWorkers: 2,
    // A backstop against a hang, not a speed limit (see setup.ts).
    testTimeout: 30_000,
    projects: [
      // Each worker keeps its DOM and its loaded modules from file to file: setting up jsdom and
      // loading React and the app again for each file was two thirds of the phase's time.
      // setup.ts puts back what a test may change (storage, the page, mocks, timers).
      { extends: true, test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: replacingModules, isolate: false, setupFiles: ['./src/test/load-on-demand.ts'] } },
      // A file that replaces modules (vi.mock, vi.resetModules) gets a fresh set of its own: in a
      // shared worker its copies would reach the files after it.
      { extends: true, test: { name: 'isolated', include: replacingModules } },
    ],
  },
});
