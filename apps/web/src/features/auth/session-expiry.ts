import { useEffect } from 'react';
import { clearSession, useSession } from '../../session/session';
import { readStorage, storageKeys } from '../../session/storage-keys';

// setTimeout cannot wait longer than this; a session lasts 6 hours anyway.
const LONGEST_TIMER_MS = 2_147_483_647;

/**
 * Logs the user out when the session's expiryTime passes (6 hours):
 * at load, when a stored session has already expired, and with a timer while it is running.
 */
export function useSessionExpiry(): void {
  const session = useSession();
  useEffect(() => {
    const raw = readStorage(storageKeys.expiryTime);
    if (raw === null) return;
    const expiresInMs = Number(raw) - Date.now();
    if (!(expiresInMs > 0)) {
      if (readStorage(storageKeys.isLoggedIn) !== null || readStorage(storageKeys.token) !== null) clearSession();
      return;
    }
    if (expiresInMs > LONGEST_TIMER_MS) return;
    const timer = window.setTimeout(clearSession, expiresInMs);
    return () => window.clearTimeout(timer);
  }, [session]);
}
