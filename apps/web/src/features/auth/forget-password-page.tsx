import { useMutation } from '@tanstack/react-query';
import { LoaderCircle, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { requestPasswordReset } from '../../api/accounts';
import { AuthCard, primaryButton, textLink } from './auth-card';
import { messageOf } from './error-text';
import { TextField } from './form-fields';
import { FormMessage, type FormMessageValue } from './form-message';

const INVALID_EMAIL = 'Please enter a valid email address';
const RESET_REQUEST_FAILED = 'An error occurred. Please try again.';
const basicEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** /forgetpassword: an email receives a reset link. */
export function ForgetPasswordPage() {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<FormMessageValue | null>(null);

  const request = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: (answer) => setMessage({ tone: 'success', text: answer.msg }),
    onError: (error) => setMessage({ tone: 'error', text: messageOf(error, RESET_REQUEST_FAILED) }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!basicEmail.test(email.trim())) {
      setMessage({ tone: 'error', text: INVALID_EMAIL });
      return;
    }
    setMessage(null);
    request.mutate(email.trim());
  }

  return (
    <AuthCard
      title="Forgot Password"
      intro="Enter the email of your account and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className={textLink}>
            Back to Login
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={submit} aria-label="Forgot Password" className="space-y-4">
        <TextField
          id="forget-email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          invalid={message?.text === INVALID_EMAIL}
        />
        <FormMessage message={message} />
        <button type="submit" disabled={request.isPending} className={primaryButton}>
          {request.isPending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <Send aria-hidden="true" className="size-5" />}
          Send Reset Link
        </button>
      </form>
    </AuthCard>
  );
}
