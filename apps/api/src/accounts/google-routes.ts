import type { CookieSerializeOptions } from '@fastify/cookie';
import { sessionResponse } from '@shop/contract/accounts';
import type { App } from '../platform/app-types.js';
import { unauthenticated } from '../platform/errors.js';
import { FLOW_COOKIE_SECONDS, LOGIN_COOKIE_SECONDS, type GoogleSignIn } from './google.js';

/** Holds the PKCE verifier, state and nonce between /auth/google and its callback; sent only there. */
const FLOW_COOKIE = 'google_flow';
const FLOW_COOKIE_PATH = '/api/auth/google';
/** Holds the new session from the callback until the app collects it at /auth/login/success. */
const LOGIN_COOKIE = 'google_login';
const LOGIN_COOKIE_PATH = '/api/auth/login';

/** Where the browser lands: the app's home completes the login on `success`. */
const SIGNED_IN_PAGE = '/home?success=true';
const FAILED_PAGE = '/login?error=google';
/** Where a click on "Continue with Google" lands when this shop has no Google client configured. */
const UNAVAILABLE_PAGE = '/login?error=google-unavailable';

/** The app shows this when the session cannot be collected. */
const NOT_COLLECTED_MESSAGE = 'Failed to fetch user data from Google Login.';

/** Google sign-in: the browser's redirects to and from the provider, then the app collects the session. */
export function googleRoutes(app: App, { google }: { google: GoogleSignIn | null }) {
  const tags = ['accounts'];
  const cookie = (path: string, seconds: number): CookieSerializeOptions => ({
    path,
    maxAge: seconds,
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level GET, which still carries the flow cookie.
    sameSite: 'lax',
    secure: google?.secureCookies ?? false,
  });

  app.get('/auth/google', { schema: { tags, summary: 'Start Google sign-in: redirects to the provider' } }, async (req, reply) => {
    if (!google) return reply.redirect(UNAVAILABLE_PAGE, 302);
    try {
      const { redirectTo, flowCookie } = await google.start();
      reply.setCookie(FLOW_COOKIE, flowCookie, cookie(FLOW_COOKIE_PATH, FLOW_COOKIE_SECONDS));
      return reply.header('cache-control', 'no-store').redirect(redirectTo, 302);
    } catch (err) {
      req.log.warn({ err }, 'Google sign-in could not start');
      return reply.redirect(FAILED_PAGE, 302);
    }
  });

  // A browser page, not a JSON call: every failure goes back to the login page, never an error page.
  app.get('/auth/google/callback', { schema: { tags, summary: 'Google sign-in callback: redirects to the app' } }, async (req, reply) => {
    reply.clearCookie(FLOW_COOKIE, { path: FLOW_COOKIE_PATH });
    reply.header('cache-control', 'no-store');
    if (!google) return reply.redirect(FAILED_PAGE, 302);
    try {
      const session = await google.finish(new URL(req.url, 'http://callback.invalid'), req.cookies[FLOW_COOKIE]);
      reply.setCookie(LOGIN_COOKIE, google.loginCookie(session), cookie(LOGIN_COOKIE_PATH, LOGIN_COOKIE_SECONDS));
      return reply.redirect(SIGNED_IN_PAGE, 302);
    } catch (err) {
      req.log.warn({ err }, 'Google sign-in failed');
      return reply.redirect(FAILED_PAGE, 302);
    }
  });

  app.get(
    '/auth/login/success',
    { config: { errorField: 'message', errors: [401] }, schema: { tags, summary: 'Collect the session of a Google sign-in (once)', response: { 200: sessionResponse } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      // Collected before the cookie is cleared: when the store of collected cookies is briefly
      // unreachable (503), the browser keeps the cookie for another try.
      const session = await google?.collectLogin(req.cookies[LOGIN_COOKIE]);
      reply.clearCookie(LOGIN_COOKIE, { path: LOGIN_COOKIE_PATH });
      if (!session) throw unauthenticated(NOT_COLLECTED_MESSAGE);
      return session;
    },
  );
}
