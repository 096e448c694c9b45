import type { User } from 'oidc-client-ts';
import { getOidcNonce, oidcSignIn } from '../../api/oidc';
import type { Session } from '../../session/session';
import { isPopupBlocked, POPUP_TIMED_OUT, REDIRECT_NOT_STARTED } from './error-text';
import type { EnabledOidcConfig } from './oidc-config-query';
import { userManagerFor } from './user-manager';

// The sign-in flows that need oidc-client-ts. Screens load this module on demand, so that the
// library stays out of every first download.

/** How long the person has to finish signing in in the popup. */
export const POPUP_TIMEOUT_MS = 60_000;

/** The shop's session for the provider's ID token: the server checks the token and its nonce. */
async function exchange(user: User): Promise<Session> {
  if (!user.id_token) throw new Error('The provider sent no ID token');
  return oidcSignIn(user.id_token);
}

export type ProviderSignIn = { kind: 'signed-in'; session: Session } | { kind: 'redirect-started' };

/**
 * "Continue with {provider}": a popup, or the whole page when the browser blocks popups. The
 * nonce comes from the server, which finds it again in the ID token.
 */
export async function signInWithProvider(config: EnabledOidcConfig, returnTo: string): Promise<ProviderSignIn> {
  const manager = userManagerFor(config);
  const { nonce } = await getOidcNonce();
  const giveUp = new AbortController();
  const timer = window.setTimeout(() => giveUp.abort(POPUP_TIMED_OUT), POPUP_TIMEOUT_MS);
  let user: User;
  try {
    // popupAbortOnClose: the library checks the popup's `closed` every half second and gives up.
    user = await manager.signinPopup({ nonce, popupSignal: giveUp.signal, popupAbortOnClose: true });
  } catch (error) {
    window.clearTimeout(timer);
    if (!isPopupBlocked(error)) throw error;
    // No popup means the authorization request never reached the provider, so the nonce is
    // still unused: the redirect carries it instead.
    try {
      await manager.signinRedirect({ nonce, state: { returnTo } });
    } catch (cause) {
      throw new Error(REDIRECT_NOT_STARTED, { cause });
    }
    // Only reached when the browser shows this page again (back button, page cache) instead of leaving it.
    return { kind: 'redirect-started' };
  }
  window.clearTimeout(timer);
  return { kind: 'signed-in', session: await exchange(user) };
}

export type CallbackOutcome =
  | { kind: 'signed-in'; session: Session; returnTo: unknown }
  /** A popup's or a hidden frame's answer, handed to the page that opened it. */
  | { kind: 'handed-back' }
  | { kind: 'failed'; error: unknown; returnTo: unknown };

// The `state` a redirect sign-in carried; a refusal from the provider carries it too.
const returnToOf = (value: unknown): unknown => (value as { state?: { returnTo?: unknown } | null } | null)?.state?.returnTo;

/**
 * /callback: oidc-client-ts works out from its stored state whether the answer belongs to a
 * popup, a hidden frame or this page, and passes the first two back to their opener.
 */
export async function completeCallback(config: EnabledOidcConfig, url: string): Promise<CallbackOutcome> {
  let user: User | undefined;
  try {
    user = await userManagerFor(config).signinCallback(url);
  } catch (error) {
    return { kind: 'failed', error, returnTo: returnToOf(error) };
  }
  if (!user) return { kind: 'handed-back' };
  try {
    return { kind: 'signed-in', session: await exchange(user), returnTo: returnToOf(user) };
  } catch (error) {
    return { kind: 'failed', error, returnTo: returnToOf(user) };
  }
}

/**
 * At app start: a person still signed in at the provider gets the shop's session back without
 * seeing anything (prompt=none in a hidden frame). Errors such as login_required reach the caller.
 */
export async function restoreProviderSession(config: EnabledOidcConfig): Promise<Session | null> {
  const { nonce } = await getOidcNonce();
  // The frame, not a refresh token: only a new authorization request carries the server's nonce.
  const user = await userManagerFor(config).signinSilent({ nonce, forceIframeAuth: true });
  return user ? exchange(user) : null;
}

/** Ends the provider's session too; the provider sends the browser back to the shop's origin. */
export async function signOutAtProvider(config: EnabledOidcConfig): Promise<void> {
  const manager = userManagerFor(config);
  try {
    await manager.signoutRedirect();
  } catch {
    // A provider without an end-session endpoint: at least forget its tokens in this tab.
    await manager.removeUser().catch(() => undefined);
  }
}
