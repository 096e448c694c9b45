import { KeyRound, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { secondaryButton } from '../auth/auth-card';
import { returnPathOf, useFinishSignIn } from '../auth/finish-sign-in';
import { StatusMessage } from '../../components/status-message';
import { oidcErrorText } from './error-text';
import { useEnabledOidcConfig } from './use-oidc-config';
import { markProviderSession } from './oidc-state';

// oidc-client-ts arrives with the button, not with the page: most shops have no provider.
const loadFlows = () => import('./oidc-flows');

/** A sign-in that failed on /callback comes back to /login with its message in the history state. */
function callbackErrorOf(state: unknown): string | null {
  const text = (state as { oidcError?: unknown } | null)?.oidcError;
  return typeof text === 'string' ? text : null;
}

/**
 * "Continue with {provider}" on /login and /register, when the shop has an OpenID Connect
 * provider. A popup, or the whole page when popups are blocked; then the same session and the
 * same way back as the email login. Its messages have their own alert region, shown even
 * without the button when /callback sent one back.
 */
export function ProviderSignIn() {
  const config = useEnabledOidcConfig();
  const location = useLocation();
  const finishSignIn = useFinishSignIn();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(() => callbackErrorOf(location.state));
  // A second click before React re-renders the disabled button must not open a second window.
  const busy = useRef(false);

  // Fetched while the person reads the page: the popup must open close to the click, or the
  // browser treats it as unasked for and blocks it.
  useEffect(() => {
    if (config) void loadFlows().catch(() => undefined);
  }, [config]);

  async function start() {
    if (!config || busy.current) return;
    busy.current = true;
    setPending(true);
    setError(null);
    try {
      const { signInWithProvider } = await loadFlows();
      const result = await signInWithProvider(config, returnPathOf(location.state));
      if (result.kind === 'signed-in') {
        markProviderSession();
        finishSignIn(result.session);
        return;
      }
    } catch (failure) {
      setError(oidcErrorText(failure));
    }
    busy.current = false;
    setPending(false);
  }

  return (
    <>
      {config && (
        <button type="button" onClick={() => void start()} disabled={pending} aria-busy={pending} className={secondaryButton}>
          {pending ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-700 dark:text-brand-300" />
          ) : (
            <KeyRound aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" />
          )}
          Continue with {config.providerName}
        </button>
      )}
      {/* Only with the button or a message: a shop without a provider keeps no empty alert region. */}
      {(config || error !== null) && <StatusMessage role="alert" message={error === null ? null : { tone: 'error', text: error }} />}
    </>
  );
}
