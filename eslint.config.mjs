// `npm run lint`: typescript-eslint's recommended rules, and the boundaries the code keeps. The
// boundaries name patterns, not lists: a feature folder created tomorrow is guarded the same day.
// Import cycles are found by dependency-cruiser (.dependency-cruiser.cjs), in one pass over the
// whole graph.
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** import-x reads the modules an import leads to: it needs to know they are TypeScript. */
const importSettings = (projects) => ({
  'import-x/extensions': ['.ts', '.tsx'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [createTypeScriptImportResolver({ project: projects, noWarnOnMultipleProjects: true })],
});

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Where a web feature may reach into another one, each for its reason. Everything else a
 * feature shares goes through components/, api/ or app/.
 */
const webFeatureExceptions = {
  // The buying flow shows the points card and mounts the referral pages; points, referrals and
  // the product page reuse its queries and styles.
  buying: ['points', 'referrals'],
  points: ['buying'],
  referrals: ['buying'],
  product: ['buying'],
  // Sign-in by password and by an identity provider share one card and finish alike; the
  // account routes mount the dashboard and the dev outbox.
  auth: ['oidc', 'dashboard', 'dev-outbox'],
  oidc: ['auth'],
  home: ['auth'],
  // The information pages show the shop's own details, which the admin's settings page edits;
  // the admin console warns before the session expires, as the account pages do.
  pages: ['shop-info'],
  admin: ['auth', 'shop-info'],
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', 'apps/api/drizzle/**', '**/*.js', '**/*.mjs'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // A feature's tables are read and written by that feature alone; others call its exported
  // functions. Only another tables.ts may import them, for a foreign key. Tests may read any.
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/*/tables.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: String.raw`^\.\./[^/]+/tables(\.js)?$`, message: "A feature's tables belong to it: call the exported functions of its service instead." }],
        },
      ],
    },
  },
  // The platform serves every feature and knows none of them.
  {
    files: ['apps/api/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: String.raw`^\.\./(?!platform/)`, message: 'The platform imports no feature: take what it needs as a parameter, or move the shared piece into platform.' }],
        },
      ],
    },
  },
  // A web feature imports its own folder, components/, api/, app/, session/ and the contract; the
  // exceptions above are the only other features it reaches into.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: importSettings(['apps/web/tsconfig.json']),
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`, ...(webFeatureExceptions[feature] ?? []).map((other) => `./${other}`)],
              message: `The ${feature} feature imports its own folder, components/, api/, app/ and the contract; share with another feature through components/ or name the exception in eslint.config.mjs.`,
            },
          ],
        },
      ],
    },
  })),
  // The web app runs in the browser: it shares the contract with the server, never server code.
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/api/**', '@shop/api', '@shop/api/*', '**/api/src/**'], message: 'The web app and the contract never import server code; share it through packages/contract.' },
          ],
        },
      ],
    },
  },
);
