import { useMutation } from '@tanstack/react-query';
import { KeyRound, LoaderCircle, RotateCw } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { resetPassword } from '../../api/accounts';
import { AuthCard, primaryButton, secondaryButton, textLink } from './auth-card';
import { useDelayedRedirect } from './delayed-redirect';
import { messageOf } from './error-text';
import { PasswordField } from './form-fields';
import { FormMessage, type FormMessageValue } from './form-message';

const PASSWORDS_DIFFER = "Passwords don't match";
const PASSWORD_MISSING = 'Please enter a password';
const LINK_CORRUPTED = 'The link is corrupted.';
const RESET_FAILED = 'An error occurred. Please try again.';

/** A new link is the way out of a corrupted link, and of an expired one (its message says so). */
const needsNewLink = (text: string) => text === LINK_CORRUPTED || /expired/i.test(text);

/** /reset_password/:id/:token (and /reset-password/:id/:token): a new password from an emailed link. */
export function ResetPasswordPage() {
  const { id = '', token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [passwordTouched, setPasswordTouched] = useState(false);
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const redirectLater = useDelayedRedirect();

  const reset = useMutation({
    mutationFn: (newPassword: string) => resetPassword(id, token, newPassword),
    onSuccess: (answer) => {
      if (answer.code !== '0') {
        setMessage({ tone: 'error', text: answer.msg });
        return;
      }
      setMessage({ tone: 'success', text: answer.msg });
      redirectLater('/login');
    },
    onError: (error) => setMessage({ tone: 'error', text: messageOf(error, RESET_FAILED) }),
  });

  const mismatch = confirm !== '' && password !== confirm;
  const missing = passwordTouched && password === '';
  const ready = password !== '' && confirm !== '' && password === confirm;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setPasswordTouched(true);
      return;
    }
    if (!ready) return;
    setMessage(null);
    reset.mutate(password);
  }

  const done = reset.isSuccess && message?.tone === 'success';

  return (
    <AuthCard
      title="Reset Password"
      intro="Choose a new password for your S-Store account."
      footer={
        <Link to="/login" className={textLink}>
          Back to Login
        </Link>
      }
    >
      <form noValidate onSubmit={submit} aria-label="Reset Password" className="space-y-4">
        <PasswordField
          id="reset-password"
          label="New Password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          onBlur={() => setPasswordTouched(true)}
          invalid={missing}
          hint={missing ? PASSWORD_MISSING : 'At least 8 characters.'}
        />
        <PasswordField
          id="reset-confirm"
          label="Confirm Password"
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
          invalid={mismatch}
          {...(mismatch ? { hint: PASSWORDS_DIFFER } : {})}
        />
        <FormMessage message={message} />
        {/* Disabled unless both fields are filled and equal. */}
        <button type="submit" disabled={!ready || reset.isPending || done} className={primaryButton}>
          {reset.isPending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <KeyRound aria-hidden="true" className="size-5" />}
          Reset Password
        </button>
        {message?.tone === 'error' && needsNewLink(message.text) && (
          <Link to="/forgetpassword" className={secondaryButton}>
            <RotateCw aria-hidden="true" className="size-5" />
            Generate New Reset Link
          </Link>
        )}
      </form>
    </AuthCard>
  );
}
