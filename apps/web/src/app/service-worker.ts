import type { RegisterSWOptions } from 'virtual:pwa-register';

/**
 * The installable app's service worker (src/service-worker/sw.ts), from the page's side. It is
 * registered once the page has loaded, and its code (workbox-window) downloads only then: the
 * home route's first download stays within its 130 KB budget. A new version waits until the
 * customer chooses to reload; this store says whether one is waiting, for the notice that offers
 * it (components/update-notice.tsx). A module-level store: registration happens outside React.
 */
let updateWaiting = false;
let activate: ((reloadPage?: boolean) => Promise<void>) | null = null;
const listeners = new Set<() => void>();

/** The browser checks for a new version on every page load; an app left open for days checks this often too. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export const appUpdate = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isWaiting: () => updateWaiting,
  /** Lets the waiting version take over; the page reloads once it has. */
  apply: (): Promise<void> => activate?.(true) ?? Promise.resolve(),
};

function announceUpdate() {
  updateWaiting = true;
  for (const listener of listeners) listener();
}

/** Registers the service worker after the page's load event (at once if it has passed). */
export function startServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const register = () => resolve(registerNow());
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  });
}

async function registerNow(): Promise<void> {
  const { registerSW } = await import('virtual:pwa-register');
  const options: RegisterSWOptions = {
    immediate: true,
    onNeedRefresh: announceUpdate,
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      window.setInterval(() => {
        if (navigator.onLine && document.visibilityState === 'visible') registration.update().catch(() => {});
      }, UPDATE_CHECK_MS);
    },
    // A browser that refuses workers (a private window, a policy) still has the whole shop online.
    onRegisterError: (error: unknown) => console.warn('The offline app could not be installed:', error),
  };
  activate = registerSW(options);
}
