import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { markSilentCheckDone } from '../features/oidc/oidc-state';

// findBy… and waitFor wait for what the test expects to appear; their budget is a backstop against
// a hang, not a claim about speed: a screen that shows in 50 ms on a quiet machine can take seconds
// on a busy one, and the test must still pass there.
configure({ asyncUtilTimeout: 15_000 });

// A console error during a test is a failure (STYLE: tests), reported after the test so the
// message is the one React printed, not a stack from inside React.
let consoleErrors: unknown[][] = [];
const originalError = console.error;

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
    originalError(...args);
  });
  // An empty page, whatever the file before this one in the worker left or added late.
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  // The app-start check of the sign-in provider's session asks the API once per tab; it counts as
  // done so that other tests see only their own calls. Its own tests clear sessionStorage.
  markSilentCheckDone();
  document.documentElement.className = '';
  delete document.documentElement.dataset.theme;
});

afterEach(() => {
  cleanup();
  // What a test put in the page outside React's roots (a dialog or toast moved to <body>) goes
  // too: the next file in this worker starts from an empty page.
  document.body.replaceChildren();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  if (consoleErrors.length > 0) {
    const first = consoleErrors[0]!.map(String).join(' ');
    throw new Error(`console.error was called during the test: ${first}`);
  }
});

// jsdom lacks these browser APIs the app uses.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
window.scrollTo = () => {};
