import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { oidcErrorMessages } from '@shop/contract/oidc';
import { useDocumentTitle } from '../../components/use-document-title';
import { primaryButton } from '../auth/auth-card';
import { returnPathOf, useFinishSignIn } from '../auth/finish-sign-in';
import { StatusMessage } from '../../components/status-message';
import { oidcErrorText } from './error-text';
import { completeCallback, type CallbackOutcome } from './oidc-flows';
import { oidcConfigQuery } from './oidc-config-query';
import { markProviderSession } from './oidc-state';

/** A popup's window, or the hidden frame of a silent check: nobody would see a page change there. */
function inChildWindow(): boolean {
  return window.opener != null || window.parent !== window;
}

/**
 * /callback, where the provider sends the browser back. In a popup or a hidden frame the answer
 * goes back to the page that opened it; after a full-page redirect this page finishes the
 * sign-in and replaces itself with the page the person was going to, so that a reload or the
 * back button cannot replay the answer.
 */
export function CallbackPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const finishSignIn = useFinishSignIn();
  const [outcome, setOutcome] = useState<'working' | 'handed-back' | { problem: string }>('working');
  // Once per answer: the library deletes its stored state as it reads it.
  const started = useRef(false);
  useDocumentTitle('Signing in');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const url = new URL(`${location.pathname}${location.search}${location.hash}`, window.location.origin).href;
    // The address loses the answer at once: a reload of this page must not try it again.
    navigate(location.pathname, { replace: true });

    async function complete(): Promise<CallbackOutcome> {
      const config = await queryClient.fetchQuery(oidcConfigQuery).catch(() => null);
      if (!config?.enabled) return { kind: 'failed', error: new Error(oidcErrorMessages.failed), returnTo: undefined };
      return completeCallback(config, url);
    }

    void complete().then((result) => {
      if (result.kind === 'handed-back') {
        setOutcome('handed-back');
      } else if (result.kind === 'signed-in') {
        markProviderSession();
        finishSignIn(result.session, returnPathOf({ from: result.returnTo }));
      } else if (inChildWindow()) {
        setOutcome({ problem: oidcErrorText(result.error) });
      } else {
        // Back to the sign-in screen, which shows the message and still knows where the person was going.
        const from = typeof result.returnTo === 'string' ? result.returnTo : undefined;
        navigate('/login', { replace: true, state: { from, oidcError: oidcErrorText(result.error) } });
      }
    });
  }, [location.pathname, location.search, location.hash, navigate, queryClient, finishSignIn]);

  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      {outcome === 'working' && (
        <p role="status" className="flex items-center gap-2 font-semibold">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-700 dark:text-brand-300" />
          Signing you in…
        </p>
      )}
      {outcome === 'handed-back' && <p role="status">Signed in. You can close this window.</p>}
      {typeof outcome === 'object' && (
        <>
          <StatusMessage role="alert" message={{ tone: 'error', text: outcome.problem }} className="w-full" />
          <button type="button" onClick={() => window.close()} className={primaryButton}>
            Close this window
          </button>
          <Link to="/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300">
            Go to Login
          </Link>
        </>
      )}
    </div>
  );
}
