import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readSession, saveSession } from '../../session/session';
import { oidcConfigQuery } from './oidc-config-query';
import { markProviderSession, markSilentCheckDone, silentCheckDone } from './oidc-state';

// What the app shell needs of the provider sign-in. It is in every first download, so it only
// schedules work and imports the rest (oidc-client-ts, the contract) when that work runs.

/** Browsers without requestIdleCallback wait this long after the first paint instead. */
const IDLE_FALLBACK_MS = 500;

async function restore(queryClient: QueryClient): Promise<void> {
  try {
    const config = await queryClient.fetchQuery(oidcConfigQuery);
    if (!config.enabled) return;
    const { restoreProviderSession } = await import('./oidc-flows');
    const session = await restoreProviderSession(config);
    // Someone who signed in by hand meanwhile keeps that session.
    if (session && !readSession()) {
      markProviderSession();
      saveSession(session);
    }
  } catch {
    // Quiet by design: login_required and the like only mean that nobody is signed in at the
    // provider, and nobody asked for this check.
  }
}

/** A check under way in this page (the tab's record says only which checks finished). */
let checking = false;

/**
 * Once per tab, after the first paint and when the browser is idle: someone not signed in to the
 * shop but still signed in at the shop's provider gets their session back without a click. The
 * tab remembers the check once the provider has answered, not when it starts: a check cut off by
 * leaving the page runs again on the next one.
 */
export function useProviderSessionRestore(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Inside a frame the shop is not the page the person is looking at.
    if (window.top !== window.self) return;
    const run = () => {
      if (checking || silentCheckDone() || readSession()) return;
      checking = true;
      void restore(queryClient).finally(() => {
        checking = false;
        markSilentCheckDone();
      });
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(run, IDLE_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, [queryClient]);
}

/** After the shop's session ends: the provider's session ends too, and the provider sends the browser back to the shop. */
export async function signOutAtProviderLater(queryClient: QueryClient): Promise<void> {
  try {
    const config = await queryClient.fetchQuery(oidcConfigQuery);
    if (!config.enabled) return;
    const { signOutAtProvider } = await import('./oidc-flows');
    await signOutAtProvider(config);
  } catch {
    // The shop's own session has ended already, which is what signing out promises.
  }
}
