// `npm run lint` (second step): no import cycles anywhere. A module's imports always lead away
// from it, so any module can be read, tested and changed after the ones it needs. One pass over
// the whole graph; eslint's per-file cycle rule took most of the lint's time.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'An import cycle: move what both sides need into a module both import, or pass it as a parameter.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)(dist|node_modules|test-results|playwright-report)/', '^apps/api/drizzle/'] },
    // Type-only imports count: a cycle through types still ties the modules together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.cruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
