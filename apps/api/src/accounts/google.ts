import { randomUUID } from 'node:crypto';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { sessionUser, type SessionUser } from '@shop/contract/accounts';
import type { ErrorCode } from '@shop/contract/errors';
import type { Config } from '../platform/config.js';
import { AppError } from '../platform/errors.js';
import type { OnceStore } from '../platform/once.js';
import type { Accounts } from './service.js';
import { createSealer } from '../platform/sealer.js';

/** Ten minutes to get through Google's consent screen; after that the flow must start again. */
export const FLOW_COOKIE_SECONDS = 10 * 60;
/** Two minutes for the app's /home page to collect the session after the callback's redirect. */
export const LOGIN_COOKIE_SECONDS = 2 * 60;

/** A state that does not match the saved one is refused with this message. */
export const INVALID_STATE_MESSAGE = 'Invalid state';
const FAILED_MESSAGE = 'Google Authentication Failed';

type Session = { token: string; user: SessionUser };
export type GoogleSignIn = NonNullable<ReturnType<typeof createGoogleSignIn>>;

const flowSchema = z.object({ verifier: z.string(), state: z.string(), nonce: z.string(), exp: z.number() });
const loginSchema = z.object({ id: z.string(), token: z.string(), user: sessionUser, exp: z.number() });

/**
 * Google sign-in: the OpenID Connect authorization code flow with PKCE against GOOGLE_ISSUER
 * (Google unless told otherwise). Off (null) while GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are unset.
 * Cookies are sealed with a key derived from the shared JWT secret, so a sign-in started on one
 * instance completes on another; `once` remembers collected login cookies for every instance.
 */
export function createGoogleSignIn({ config, accounts, cookieKey, once }: { config: Config; accounts: Accounts; cookieKey: Uint8Array; once: OnceStore }) {
  const clientId = config.GOOGLE_CLIENT_ID;
  const clientSecret = config.GOOGLE_CLIENT_SECRET;
  if (!clientId || !clientSecret) return null;

  const issuer = new URL(config.GOOGLE_ISSUER);
  const redirectUri = `${config.publicUrl}/api/auth/google/callback`;
  // openid-client refuses plain http; only a local test issuer outside production may use it.
  const insecure = issuer.protocol === 'http:' && config.NODE_ENV !== 'production';
  const sealer = createSealer(cookieKey);

  let discovered: Promise<oidc.Configuration> | null = null;
  /** The issuer's metadata, fetched once; a failed discovery is retried on the next sign-in. */
  const issuerConfiguration = () => {
    discovered ??= oidc
      .discovery(issuer, clientId, undefined, oidc.ClientSecretPost(clientSecret), {
        timeout: 10,
        ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .catch((err: unknown) => {
        discovered = null;
        throw failure('UNAVAILABLE', 'Google sign-in is unavailable right now. Please try again later.', err);
      });
    return discovered;
  };

  return {
    /** Cookies carry the Secure flag when the shop is served over https. */
    secureCookies: config.publicUrl.startsWith('https:'),

    /** Starts a sign-in: the provider's address to send the browser to and the flow cookie to set. */
    async start(): Promise<{ redirectTo: string; flowCookie: string }> {
      const configuration = await issuerConfiguration();
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      const flowCookie = sealer.seal('flow', { verifier, state, nonce, exp: Date.now() + FLOW_COOKIE_SECONDS * 1000 });
      return { redirectTo: url.href, flowCookie };
    },

    /** Finishes a sign-in at the callback: checks the flow, redeems the code, signs the user in by verified email. */
    async finish(currentUrl: URL, flowCookie: string | undefined): Promise<Session> {
      const flow = sealer.open('flow', flowCookie, flowSchema);
      if (!flow) throw new AppError('BAD_REQUEST', 'Your Google sign-in has expired or was started in another browser. Please try again.');
      const returned = currentUrl.searchParams;
      if (returned.size === 0) throw new AppError('BAD_REQUEST', 'There are no query params available for parsing.');
      if (returned.get('state') !== flow.state) throw new AppError('BAD_REQUEST', INVALID_STATE_MESSAGE);
      if (returned.has('error')) throw failure('UNAUTHENTICATED', FAILED_MESSAGE, new Error(`provider answered ${returned.get('error')}: ${returned.get('error_description') ?? ''}`));

      const configuration = await issuerConfiguration();
      // The token request must name the registered redirect_uri, whatever host the request came in on.
      const callback = new URL(redirectUri);
      callback.search = currentUrl.search;
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(configuration, callback, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (err) {
        throw failure('UNAUTHENTICATED', FAILED_MESSAGE, err);
      }
      const email = z.email().safeParse(claims?.email);
      if (!claims || !email.success) throw new AppError('UNAUTHENTICATED', 'Failed to retrieve user data');
      if (claims.email_verified !== true) throw new AppError('FORBIDDEN', 'Your Google email address is not verified.');
      const name = typeof claims.name === 'string' ? claims.name.trim().slice(0, 100) : '';
      return accounts.signInWithVerifiedEmail({ email: email.data, name });
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

/** An AppError that keeps the provider's own error for the log. */
function failure(code: ErrorCode, message: string, cause: unknown) {
  const error = new AppError(code, message);
  error.cause = cause;
  return error;
}
