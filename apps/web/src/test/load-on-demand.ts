// Every module the app loads on demand (screens, the contract's schemas), loaded before the
// worker's first test (the shared project's workers only: a file that replaces modules must load
// them after its vi.mock). The worker is kept from file to file: a load still in flight when a file
// ends fails for good ("after the environment was torn down"), and with it that screen in every
// later file of the worker. Once loaded, the next files find them ready.
const onDemand = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../main.tsx', '!../service-worker/**', '!../test/**', '../../../../packages/contract/src/*.ts']);
await Promise.all(Object.values(onDemand).map((load) => load()));

