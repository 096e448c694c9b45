import { useMutation } from '@tanstack/react-query';
import { KeyRound, RotateCw } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { resetPassword } from '../../api/accounts';
import { errorText } from '../../api/client';
import type { StatusMessageValue } from '../../components/status-message';
import { AuthCard, secondaryButton, textLink } from './auth-card';
import { AuthForm } from './auth-form';
import { useDelayedRedirect } from './delayed-redirect';
import { PasswordField } from './form-fields';

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
  const [message, setMessage] = useState<StatusMessageValue | null>(null);
  const redirectLater = useDelayedRedirect();

  const reset = useMutation({
    mutationFn: (newPassword: string) => resetPassword({ id, token }, { password: newPassword }),
    onSuccess: (answer) => {
      if (answer.code !== '0') {
        setMessage({ tone: 'error', text: answer.msg });
        return;
      }
      setMessage({ tone: 'success', text: answer.msg });
      redirectLater('/login');
    },
    onError: (error) => setMessage({ tone: 'error', text: errorText(error, RESET_FAILED) }),
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
      <AuthForm
        label="Reset Password"
        onSubmit={submit}
        message={message}
        // Disabled unless both fields are filled and equal.
        submit={{ label: 'Reset Password', icon: KeyRound, pending: reset.isPending, disabled: !ready || done }}
        after={
          message?.tone === 'error' &&
          needsNewLink(message.text) && (
            <Link to="/forgetpassword" className={secondaryButton}>
              <RotateCw aria-hidden="true" className="size-5" />
              Generate New Reset Link
            </Link>
          )
        }
      >
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
      </AuthForm>
    </AuthCard>
  );
}
