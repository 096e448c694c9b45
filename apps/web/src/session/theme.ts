import { useSyncExternalStore } from 'react';
import { readStorage, storageKeys, writeStorage } from './storage-keys';

export type Theme = 'dark' | 'light';

const listeners = new Set<() => void>();

/** Dark only when the stored theme is 'dark'; anything else is light. */
export function storedTheme(): Theme {
  return readStorage(storageKeys.theme) === 'dark' ? 'dark' : 'light';
}

function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/**
 * Puts the theme on the page root and in storage (index.html's first script does the same at load).
 * Every colour changes at once: cards that animate their hover would otherwise fade their background
 * for 150 ms under text that has already switched, light on light for a moment.
 */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.add('theme-switching');
  root.classList.toggle('dark', theme === 'dark');
  // Reading a layout figure applies the new colours while transitions are off.
  void document.body.offsetHeight;
  root.classList.remove('theme-switching');
  root.dataset.theme = theme;
  writeStorage(storageKeys.theme, theme);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme === 'dark' ? '#18181b' : '#6d28d9');
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'light' as Theme);
  return { theme, toggleTheme: () => applyTheme(theme === 'dark' ? 'light' : 'dark') };
}

/** Mirrors the stored theme on the page root without writing storage (start-up). */
export function initTheme(): void {
  const theme = storedTheme();
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.dataset.theme = theme;
}
