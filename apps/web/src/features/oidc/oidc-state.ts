import { readStorage, writeStorage } from '../../session/storage-keys';

// Small on purpose: the shell (sign-out, the app-start check) imports it, so neither
// oidc-client-ts nor zod may come in through here.

/** Where the provider sends the browser back, for the popup, the redirect and the silent check alike. */
export const CALLBACK_PATH = '/callback';

// Beside the shop's session in localStorage: signing out or expiring clears both together.
const PROVIDER_SESSION_KEY = 'oidcSession';
// Per tab: a reload of the tab does not check again, a new tab may.
const SILENT_CHECK_KEY = 'oidcSilentCheck';

/** Remembers that the shop's session came from the provider, so that signing out ends that one too. */
export function markProviderSession(): void {
  writeStorage(PROVIDER_SESSION_KEY, 'true');
}

export function cameFromProvider(): boolean {
  return readStorage(PROVIDER_SESSION_KEY) === 'true';
}

export function silentCheckDone(): boolean {
  try {
    return sessionStorage.getItem(SILENT_CHECK_KEY) !== null;
  } catch {
    // No storage: counting it as done keeps the check from running on every page load.
    return true;
  }
}

export function markSilentCheckDone(): void {
  try {
    sessionStorage.setItem(SILENT_CHECK_KEY, 'done');
  } catch {
    // No storage: see silentCheckDone.
  }
}
