// `npm run lint`: typescript-eslint's recommended rules, and the boundaries the code keeps.
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const apiFeatures = ['accounts', 'admin', 'catalogue', 'coupons', 'demo', 'fulfilment', 'gallery', 'notifications', 'orders', 'payments', 'platform', 'scripts', 'wallet', 'web-app'];

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
          patterns: [
            {
              group: apiFeatures.map((f) => `../${f}/tables.js`),
              message: "A feature's tables belong to it: call the exported functions of its service instead.",
            },
          ],
        },
      ],
    },
  },
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
