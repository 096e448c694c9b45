import { ExternalLink, MailCheck } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { AuthCard, primaryButton, secondaryButton } from './auth-card';

/** /checkverification: the account exists but its email is not verified yet. */
export function CheckVerificationPage() {
  const location = useLocation();
  // The login page passes the server's message, which names the address the mail went to.
  const message = (location.state as { message?: unknown } | null)?.message;

  return (
    <AuthCard title="Verify Your Email" icon={<MailCheck aria-hidden="true" className="size-14 text-brand-700 dark:text-brand-300" />}>
      <div className="space-y-4 text-center">
        <p className="text-zinc-800 dark:text-zinc-200">
          {typeof message === 'string' && message ? message : 'Please verify your email address before logging in.'}
        </p>
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          Open the link in the email we sent you to activate your account, then log in. Can’t find it? Check your spam or promotions folder.
        </p>
        <a href="https://mail.google.com" target="_blank" rel="noopener noreferrer" className={primaryButton}>
          Open Gmail
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        <Link to="/login" className={secondaryButton}>
          Back to Login
        </Link>
      </div>
    </AuthCard>
  );
}
