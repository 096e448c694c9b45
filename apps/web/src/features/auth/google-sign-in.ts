import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { collectGoogleLogin } from '../../api/accounts';
import { ApiError } from '../../api/client';
import { useToast } from '../../components/toast';
import { saveSession } from '../../session/session';

// Google login.
export const GOOGLE_FAILED = 'Google Authentication Failed';
const GOOGLE_NO_USER = 'Failed to retrieve user data';

/**
 * Completes a Google sign-in: the API sends the browser back to /home?success=true, and the app
 * collects the session (once) and stores it for 6 hours.
 */
export function useGoogleSignInCompletion(): void {
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const started = useRef(false);
  const returnedFromGoogle = params.has('success');

  useEffect(() => {
    if (!returnedFromGoogle || started.current) return;
    started.current = true;
    // The address loses the parameter at once, so that a reload does not try again.
    setParams(
      (current) => {
        current.delete('success');
        return current;
      },
      { replace: true },
    );
    collectGoogleLogin().then(saveSession, (error: unknown) => {
      // An answer without a session, or no answer at all.
      const answered = error instanceof ApiError && error.status >= 200 && error.status < 300;
      toast(answered ? GOOGLE_NO_USER : GOOGLE_FAILED, { tone: 'error' });
    });
  }, [returnedFromGoogle, setParams, toast]);
}
