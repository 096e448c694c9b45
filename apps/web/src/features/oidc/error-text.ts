import { oidcErrorMessages } from '@shop/contract/oidc';
import { ApiError, errorText } from '../../api/client';

/**
 * Why our own timer gave up on the popup. oidc-client-ts has no popup time limit of its own; it
 * takes an AbortSignal and turns the abort reason into the error's message.
 */
export const POPUP_TIMED_OUT = 'Popup timed out';

/** Said when the popup could not open and the redirect could not start either. */
export const REDIRECT_NOT_STARTED = 'Popup blocked, and the redirect could not start';

// The provider's answers to prompt=none, or to a sign-in that needs the person there.
const SIGN_IN_NEEDED = new Set(['login_required', 'interaction_required', 'consent_required', 'account_selection_required']);

/**
 * A browser that blocks the popup makes window.open return nothing; oidc-client-ts then fails
 * with "Attempted to navigate on a disposed window" (or "Popup blocked by user" if it notices
 * later), and some browsers throw from window.open itself.
 */
export function isPopupBlocked(error: unknown): boolean {
  return error instanceof Error && /disposed window|popup blocked|window\.open/i.test(error.message);
}

/** The plain words for a provider sign-in that did not finish (the contract's texts, or the server's own). */
export function oidcErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    // The server's message, in its own words ("Login failed", the unverified email...).
    return errorText(error, error.status === 403 ? oidcErrorMessages.unverifiedEmail : oidcErrorMessages.failed, error.message);
  }
  if (!(error instanceof Error)) return oidcErrorMessages.failed;
  // oidc-client-ts marks its error classes by name; reading the name keeps the library out of this module.
  if (error.name === 'ErrorResponse') {
    const code = (error as Error & { error?: unknown }).error;
    return typeof code === 'string' && SIGN_IN_NEEDED.has(code) ? oidcErrorMessages.loginRequired : oidcErrorMessages.failed;
  }
  if (error.name === 'ErrorTimeout' || error.message === POPUP_TIMED_OUT) return oidcErrorMessages.timeout;
  const text = error.message;
  if (/no matching state found in storage|no state in response/i.test(text)) return oidcErrorMessages.noTransaction;
  if (/state does not match|nonce in id_token does not match|mismatch on settings vs\. signin state/i.test(text)) return oidcErrorMessages.stateMismatch;
  if (/popup closed/i.test(text)) return oidcErrorMessages.popupClosed;
  if (text === REDIRECT_NOT_STARTED || isPopupBlocked(error)) return oidcErrorMessages.popupBlocked;
  return oidcErrorMessages.failed;
}
