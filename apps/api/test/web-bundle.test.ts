import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

// The web app the shop serves, as `npm test` and `npm start` built it. `npm test` builds it with
// NODE_ENV=development in the environment, as a shop run in development mode would.
const dist = new URL('../../web/dist/', import.meta.url).pathname;

describe('the built web app', () => {
  test('is React’s production build, whatever NODE_ENV the build ran with', () => {
    expect(existsSync(join(dist, 'index.html')), 'apps/web/dist is missing: `npm run build` makes it').toBe(true);
    const scripts = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const code = scripts.map((name) => readFileSync(join(dist, 'assets', name), 'utf8')).join('\n');
    // React is in the bundle (both of its builds tag elements so)...
    expect(code).toContain('react.transitional.element');
    // ...and its development build, which greets the console with this, is not.
    expect(code).not.toContain('Download the React DevTools');
  });
});
