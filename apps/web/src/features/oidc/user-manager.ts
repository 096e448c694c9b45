import { UserManager, WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import type { EnabledOidcConfig } from './oidc-config-query';
import { CALLBACK_PATH } from './oidc-state';

/**
 * The settings oidc-client-ts works from. It does all the protocol work: discovery from the
 * issuer, the authorization code flow with PKCE (S256 by default), state, and the checks of the
 * answer, nonce included.
 */
export function userManagerSettings(config: EnabledOidcConfig, origin: string): UserManagerSettings {
  const callback = `${origin}${CALLBACK_PATH}`;
  return {
    authority: config.issuer,
    client_id: config.clientId,
    redirect_uri: callback,
    popup_redirect_uri: callback,
    silent_redirect_uri: callback,
    post_logout_redirect_uri: origin,
    response_type: 'code',
    scope: config.scope,
    extraQueryParams: config.extraParams,
    // Narrow enough for a phone-sized sign-in page, centred by the library over the shop.
    popupWindowFeatures: { width: 400, height: 600 },
    // The provider's tokens live for this tab only; the shop's own session is what keeps someone signed in.
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    // Renewing in the background needs a refresh token; without one it would open hidden frames on a timer.
    automaticSilentRenew: config.refreshTokens,
    // A provider that does not answer must not leave the button spinning.
    requestTimeoutInSeconds: 20,
    // The hidden frame loads the shop's own /callback page, which on a slow phone takes a while.
    silentRequestTimeoutInSeconds: 20,
  };
}

let current: { key: string; manager: UserManager } | undefined;

/**
 * One UserManager per configuration and page: a second one would start a second renewal timer
 * and read the same stored sign-in state.
 */
export function userManagerFor(config: EnabledOidcConfig, origin = window.location.origin): UserManager {
  const key = JSON.stringify([config, origin]);
  if (current?.key === key) return current.manager;
  current?.manager.stopSilentRenew();
  const manager = new UserManager(userManagerSettings(config, origin));
  current = { key, manager };
  return manager;
}
