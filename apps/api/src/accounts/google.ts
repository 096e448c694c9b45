import { randomUUID } from 'node:crypto';
import * as client from 'openid-client';
import { z } from 'zod';
import { sessionUser, type SessionUser } from '@shop/contract/accounts';
import type { Config } from '../platform/config.js';
import { AppError } from '../platform/errors.js';
import type { HttpLog } from '../platform/http.js';
import type { OnceStore } from '../platform/once.js';
import { createSealer } from '../platform/sealer.js';
import { createOpenIdSignIn, extraAuthorizationParams, withCause } from './openid.js';
import { googleProvider } from './providers.js';
import type { Accounts } from './service.js';

/** Ten minutes to get through Google's consent screen; after that the flow must start again. */
export const FLOW_COOKIE_SECONDS = 10 * 60;
/** Two minutes for the app's /home page to collect the session after the callback's redirect. */
export const LOGIN_COOKIE_SECONDS = 2 * 60;

/** A state that does not match the saved one is refused with this message. */
export const INVALID_STATE_MESSAGE = 'Invalid state';

type Session = { token: string; user: SessionUser };
export type GoogleSignIn = NonNullable<ReturnType<typeof createGoogleSignIn>>;

const flowSchema = z.object({ verifier: z.string(), state: z.string(), nonce: z.string(), exp: z.number() });
const loginSchema = z.object({ id: z.string(), token: z.string(), user: sessionUser, exp: z.number() });

/**
 * Google sign-in, the server-side part of one configured OpenID Connect provider (providers.ts):
 * the authorization code flow with PKCE, where this server redeems the code with the client
 * secret, then hands the ID token to the checks and account linking every provider shares.
 * Off (null) while GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are unset. Cookies are sealed with a
 * key derived from the shared JWT secret, so a sign-in started on one instance completes on
 * another; `once` remembers collected login cookies for every instance.
 */
export function createGoogleSignIn({ config, accounts, cookieKey, once, log }: { config: Config; accounts: Accounts; cookieKey: Uint8Array; once: OnceStore; log: HttpLog }) {
  const provider = googleProvider(config);
  if (!provider) return null;
  const openId = createOpenIdSignIn(provider, { accounts, log });
  const redirectUri = `${config.publicUrl}/api/auth/google/callback`;
  const sealer = createSealer(cookieKey);

  return {
    /** Cookies carry the Secure flag when the shop is served over https. */
    secureCookies: config.publicUrl.startsWith('https:'),

    /** Starts a sign-in: the provider's address to send the browser to and the flow cookie to set. */
    async start(): Promise<{ redirectTo: string; flowCookie: string }> {
      const configuration = await openId.configuration();
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: provider.scope,
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        ...extraAuthorizationParams(provider),
      });
      const flowCookie = sealer.seal('flow', { verifier, state, nonce, exp: Date.now() + FLOW_COOKIE_SECONDS * 1000 });
      return { redirectTo: url.href, flowCookie };
    },

    /** Finishes a sign-in at the callback: checks the flow, redeems the code, signs the person in. */
    async finish(currentUrl: URL, flowCookie: string | undefined): Promise<Session> {
      const flow = sealer.open('flow', flowCookie, flowSchema);
      if (!flow) throw new AppError('BAD_REQUEST', 'Your Google sign-in has expired or was started in another browser. Please try again.');
      const returned = currentUrl.searchParams;
      if (returned.size === 0) throw new AppError('BAD_REQUEST', 'There are no query params available for parsing.');
      if (returned.get('state') !== flow.state) throw new AppError('BAD_REQUEST', INVALID_STATE_MESSAGE);
      if (returned.has('error')) return openId.refused(`provider answered ${returned.get('error')}: ${returned.get('error_description') ?? ''}`);

      const configuration = await openId.configuration();
      // The token request must name the registered redirect_uri, whatever host the request came in on.
      const callback = new URL(redirectUri);
      callback.search = currentUrl.search;
      let idToken: string | undefined;
      try {
        const tokens = await client.authorizationCodeGrant(configuration, callback, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        idToken = tokens.id_token;
      } catch (err) {
        throw withCause(new AppError('UNAUTHENTICATED', provider.messages.refused), err);
      }
      if (!idToken) return openId.refused('no ID token', {}, provider.messages.noEmail);
      const claims = await openId.verifyIdToken(idToken, (nonce) => (nonce === flow.nonce ? null : 'nonce of another sign-in'));
      return openId.signIn(claims);
    },

    /** The login cookie's value: the session, signed, for the app to collect once. */
    loginCookie(session: Session): string {
      return sealer.seal('login', { id: randomUUID(), ...session, exp: Date.now() + LOGIN_COOKIE_SECONDS * 1000 });
    },

    /**
     * The session in a login cookie, or null when it is missing, forged, expired or already
     * collected (here or on another instance). Each cookie's id is claimed once, and remembered
     * until the cookie expires; after that the seal refuses it anyway.
     */
    async collectLogin(loginCookie: string | undefined): Promise<Session | null> {
      const login = sealer.open('login', loginCookie, loginSchema);
      if (!login || !(await once.claim(`google-login:${login.id}`, login.exp - Date.now()))) return null;
      return { token: login.token, user: login.user };
    },
  };
}
