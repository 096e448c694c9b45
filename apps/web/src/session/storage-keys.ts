/** The browser storage keys the spec names; other features use these too. */
export const storageKeys = {
  isLoggedIn: 'isLoggedIn',
  token: 'token',
  user: 'user',
  expiryTime: 'expiryTime',
  lastPopupShown: 'lastPopupShown',
  theme: 'theme',
  /** Set when the customer answered "Not now" to order notifications: the offer is not made again. */
  pushPromptDismissed: 'pushPromptDismissed',
} as const;

/** Reads a key without failing where storage is unavailable (private mode, blocked cookies). */
export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the app keeps working for this visit.
  }
}
