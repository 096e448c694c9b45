import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { saveSession, type Session } from '../../session/session';

/** Where to go after signing in: the protected page that sent the user here, else /home. */
export function returnPathOf(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  // Only a path inside the shop (never //other.host), and never back to the login page itself.
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login')) return from;
  return '/home';
}

/**
 * How a sign-in on a screen ends, whichever way the person signed in: the session is stored for
 * 6 hours and the sign-in screen is replaced in history by the page they were going to.
 */
export function useFinishSignIn(): (session: Session, returnTo?: string) => void {
  const navigate = useNavigate();
  const { state } = useLocation();
  return useCallback(
    (session: Session, returnTo?: string) => {
      saveSession(session);
      navigate(returnTo ?? returnPathOf(state), { replace: true });
    },
    [navigate, state],
  );
}
