import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
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

export default defineConfig({
  plugins: [react(), tailwindcss(), stylesheetFirst],
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
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
