import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { markSilentCheckDone } from '../features/oidc/oidc-state';

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
