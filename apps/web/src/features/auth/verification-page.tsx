import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { verifyEmail } from '../../api/accounts';
import { errorText } from '../../api/client';
import { AuthCard, primaryButton } from './auth-card';
import { REDIRECT_DELAY_MS } from './delayed-redirect';
import { StatusMessage } from '../../components/status-message';

const VERIFY_FAILED = 'An error occurred. Please try again.';

/** /verification/:id/:token: confirms the email of a new account, then /login after 2 s when the code is '0'. */
export function VerificationPage() {
  const { id = '', token = '' } = useParams();
  const navigate = useNavigate();
  // A query rather than an effect: one call per link, even when React mounts the page twice.
  const check = useQuery({
    queryKey: ['verifymail', id, token],
    queryFn: () => verifyEmail({ id, token }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const verified = check.data?.code === '0';

  useEffect(() => {
    if (!verified) return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [verified, navigate]);

  const message = check.isSuccess
    ? { tone: verified ? ('success' as const) : ('error' as const), text: check.data.msg }
    : check.isError
      ? { tone: 'error' as const, text: errorText(check.error, VERIFY_FAILED) }
      : null;

  return (
    <AuthCard title="Email Verification">
      {check.isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-4 text-zinc-700 dark:text-zinc-300">
          <span className="size-6 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" aria-hidden="true" />
          Verifying your email…
        </div>
      ) : (
        <div className="space-y-4">
          <StatusMessage message={message} />
          {verified ? (
            <p className="text-center text-sm text-zinc-700 dark:text-zinc-300">Taking you to the login page…</p>
          ) : null}
          <Link to="/login" className={primaryButton}>
            Go to Login
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
