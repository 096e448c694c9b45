import { useSyncExternalStore } from 'react';
import type { Role, SessionUser } from '@shop/contract/accounts';
import { readStorage, storageKeys, writeStorage } from './storage-keys';

/**
 * A session lasts 6 hours. Same as the contract's SESSION_MS, repeated so
 * that importing it does not bring zod into the first download.
 */
export const SESSION_MS = 21_600_000;

export type { Role, SessionUser };
export type Session = { token: string; user: SessionUser };

const roles: readonly string[] = ['user', 'reseller', 'admin'];

// The stored user is checked by hand against the contract's SessionUser rather than with its zod
// schema: zod stays out of the first download (see api/client.ts).
function toSessionUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const user = value as Record<string, unknown>;
  if (typeof user._id !== 'string' || !user._id) return null;
  const text = (field: unknown) => (typeof field === 'string' ? field : typeof field === 'number' ? String(field) : '');
  return {
    _id: user._id,
    userid: text(user.userid),
    name: text(user.name),
    email: text(user.email),
    mobilenumber: typeof user.mobilenumber === 'string' && user.mobilenumber ? user.mobilenumber : null,
    // An unknown role gets the least rights; the server decides anyway.
    role: typeof user.role === 'string' && roles.includes(user.role) ? (user.role as Role) : 'user',
    verified: user.verified === true,
  };
}

const listeners = new Set<() => void>();
let cached: { key: string; value: Session | null } | undefined;

function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** The current session, or null when logged out or past its expiry time. */
export function readSession(): Session | null {
  const isLoggedIn = readStorage(storageKeys.isLoggedIn);
  const rawToken = readStorage(storageKeys.token);
  const rawUser = readStorage(storageKeys.user);
  const expiry = Number(readStorage(storageKeys.expiryTime) ?? Number.POSITIVE_INFINITY);
  const expired = expiry <= Date.now();
  const key = [isLoggedIn, rawToken, rawUser, expired].join('\u0000');
  if (cached?.key === key) return cached.value;

  let value: Session | null = null;
  // User and token are read back as JSON only when isLoggedIn is present.
  if (isLoggedIn && !expired) {
    const token = parseJson(rawToken);
    const user = toSessionUser(parseJson(rawUser));
    if (typeof token === 'string' && token && user) value = { token, user };
  }
  cached = { key, value };
  return value;
}

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', notify);
  };
}

/** Stores a new session for 6 hours (used by every sign-in flow). */
export function saveSession({ token, user }: { token: string; user: SessionUser }): void {
  writeStorage(storageKeys.isLoggedIn, 'true');
  writeStorage(storageKeys.token, JSON.stringify(token));
  writeStorage(storageKeys.user, JSON.stringify(user));
  writeStorage(storageKeys.expiryTime, String(Date.now() + SESSION_MS));
  notify();
}

/** Deleting the user clears all browser storage. */
export function clearSession(): void {
  try {
    localStorage.clear();
  } catch {
    // Nothing stored to clear.
  }
  notify();
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, readSession, () => null);
}
