import { oidcErrorMessages } from '@shop/contract/oidc';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { fakeApi } from '../../test/fake-api';
import { isPopupBlocked, oidcErrorText } from './error-text';
import type { EnabledOidcConfig } from './oidc-config-query';
import { POPUP_TIMEOUT_MS, signInWithProvider } from './oidc-flows';
import { userManagerSettings } from './user-manager';

// These run the real oidc-client-ts: only the network (fetch) and the browser's window.open are
// stand-ins, so they show that the settings make the library do what the shop needs.

const config: EnabledOidcConfig = {
  enabled: true,
  issuer: 'https://id.example.com',
  clientId: 'shop-web',
  scope: 'openid profile email',
  providerName: 'Acme ID',
  extraParams: { audience: 'https://shop.example.in' },
  refreshTokens: false,
};

const discovery = {
  issuer: 'https://id.example.com',
  authorization_endpoint: 'https://id.example.com/authorize',
  token_endpoint: 'https://id.example.com/oauth/token',
  end_session_endpoint: 'https://id.example.com/logout',
  jwks_uri: 'https://id.example.com/.well-known/jwks.json',
};

function providerAndApi() {
  // fakeApi keys on the path: the provider's discovery document and the shop's nonce.
  return fakeApi({
    'GET /.well-known/openid-configuration': { body: discovery },
    'POST /auth/oidc/nonce': { body: { nonce: 'nonce-from-server' } },
  });
}

/** The window the browser would open for the popup. */
function fakePopup() {
  const popup = {
    closed: false,
    focus: vi.fn(),
    close: vi.fn(() => {
      popup.closed = true;
    }),
    location: { replace: vi.fn() },
  };
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return { popup, open };
}

describe('The UserManager settings', () => {
  it('come from the server config: issuer, client, scope, extra parameters, /callback and the popup size', () => {
    const settings = userManagerSettings(config, 'https://shop.example.in');
    expect(settings).toMatchObject({
      authority: 'https://id.example.com',
      client_id: 'shop-web',
      redirect_uri: 'https://shop.example.in/callback',
      popup_redirect_uri: 'https://shop.example.in/callback',
      silent_redirect_uri: 'https://shop.example.in/callback',
      post_logout_redirect_uri: 'https://shop.example.in',
      response_type: 'code',
      scope: 'openid profile email',
      extraQueryParams: { audience: 'https://shop.example.in' },
      popupWindowFeatures: { width: 400, height: 600 },
      automaticSilentRenew: false,
    });
    expect(settings.disablePKCE).toBeUndefined();
    expect(userManagerSettings({ ...config, refreshTokens: true }, 'https://shop.example.in').automaticSilentRenew).toBe(true);
  });

  it('keep the signed-in user in sessionStorage', async () => {
    const store = userManagerSettings(config, 'https://shop.example.in').userStore;
    expect(store).toBeInstanceOf(WebStorageStateStore);
    await store!.set('probe', 'value');
    expect(sessionStorage.getItem('oidc.probe')).toBe('value');
    expect(localStorage.getItem('oidc.probe')).toBeNull();
  });
});

describe('The popup sign-in, with the real oidc-client-ts', () => {
  it('sends a code request with PKCE (S256), the server nonce and the extra parameters to /callback', async () => {
    const api = providerAndApi();
    const { popup, open } = fakePopup();
    const signingIn = signInWithProvider(config, '/home');
    await vi.waitFor(() => expect(popup.location.replace).toHaveBeenCalled());
    expect(open.mock.calls[0]![2]).toMatch(/width=400.*height=600|height=600.*width=400/);
    const request = new URL(popup.location.replace.mock.calls[0]![0] as string);
    expect(request.origin + request.pathname).toBe('https://id.example.com/authorize');
    expect(Object.fromEntries(request.searchParams)).toMatchObject({
      client_id: 'shop-web',
      redirect_uri: 'http://localhost:3000/callback',
      response_type: 'code',
      scope: 'openid profile email',
      nonce: 'nonce-from-server',
      code_challenge_method: 'S256',
      audience: 'https://shop.example.in',
    });
    expect(request.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(api.calls.filter((c) => c.path === '/auth/oidc/nonce')).toHaveLength(1);
    popup.closed = true;
    await expect(signingIn).rejects.toThrow();
  });

  it('notices a closed popup within a second and says so', async () => {
    providerAndApi();
    const { popup } = fakePopup();
    const signingIn = signInWithProvider(config, '/home').catch((error: unknown) => error);
    await vi.waitFor(() => expect(popup.location.replace).toHaveBeenCalled());
    const closedAt = performance.now();
    popup.closed = true;
    const error = await signingIn;
    expect(performance.now() - closedAt).toBeLessThan(1000);
    expect(oidcErrorText(error)).toBe(oidcErrorMessages.popupClosed);
  });

  it('gives up after 60 seconds, closes the popup and says so', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    providerAndApi();
    const { popup } = fakePopup();
    const signingIn = signInWithProvider(config, '/home').catch((error: unknown) => error);
    await vi.waitFor(() => expect(popup.location.replace).toHaveBeenCalled());
    vi.advanceTimersByTime(POPUP_TIMEOUT_MS - 1000);
    expect(popup.close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    const error = await signingIn;
    expect(oidcErrorText(error)).toBe(oidcErrorMessages.timeout);
    expect(popup.close).toHaveBeenCalled();
  });

  it('a blocked popup fails in the way the shop recognises as blocked', async () => {
    providerAndApi();
    vi.spyOn(window, 'open').mockReturnValue(null);
    const error = await new UserManager(userManagerSettings(config, window.location.origin)).signinPopup({ nonce: 'n' }).catch((e: unknown) => e);
    expect(isPopupBlocked(error)).toBe(true);
  });
});

describe('Error texts', () => {
  it.each([
    [new Error('State does not match'), oidcErrorMessages.stateMismatch],
    [new Error('nonce in id_token does not match nonce in client storage'), oidcErrorMessages.stateMismatch],
    [new Error('No matching state found in storage'), oidcErrorMessages.noTransaction],
    [new Error('Popup closed by user'), oidcErrorMessages.popupClosed],
    [new Error('Attempted to navigate on a disposed window'), oidcErrorMessages.popupBlocked],
    [Object.assign(new Error('IFrame timed out without a response'), { name: 'ErrorTimeout' }), oidcErrorMessages.timeout],
    [Object.assign(new Error('login_required'), { name: 'ErrorResponse', error: 'login_required' }), oidcErrorMessages.loginRequired],
    [Object.assign(new Error('access_denied'), { name: 'ErrorResponse', error: 'access_denied' }), oidcErrorMessages.failed],
    [new Error('something else'), oidcErrorMessages.failed],
  ])('%s', (error, text) => {
    expect(oidcErrorText(error)).toBe(text);
  });
});
