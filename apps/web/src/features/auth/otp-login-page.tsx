import { useMutation } from '@tanstack/react-query';
import { LoaderCircle, MessageSquareText } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { sendLoginCode } from '../../api/accounts';
import { useToast } from '../../components/toast';
import { AuthCard, primaryButton, textLink } from './auth-card';
import { messageOf } from './error-text';
import { TextField } from './form-fields';
import { FormMessage, type FormMessageValue } from './form-message';

const INVALID_MOBILE = 'Please enter a valid mobile number';
const MOBILE_UNKNOWN = 'Mobile Number not registered with us';
export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';

/** /otplogin: a mobile number receives a 4-digit login code. */
export function OtpLoginPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const [mobile, setMobile] = useState('');
  const [message, setMessage] = useState<FormMessageValue | null>(null);

  const send = useMutation({
    mutationFn: sendLoginCode,
    onSuccess: (_answer, number) => navigate(`/otpverify/${encodeURIComponent(number)}`),
    onError: (error) => {
      const text = messageOf(error, UNEXPECTED_ERROR);
      if (text === MOBILE_UNKNOWN) {
        toast(text, { tone: 'warning' });
        navigate('/register');
      } else {
        setMessage({ tone: 'error', text });
      }
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (mobile.trim().length < 10) {
      setMessage({ tone: 'error', text: INVALID_MOBILE });
      return;
    }
    setMessage(null);
    send.mutate(mobile.trim());
  }

  return (
    <AuthCard
      title="Login with Mobile OTP"
      intro="We will send a 4-digit code to your registered mobile number."
      footer={
        <>
          Prefer your password?{' '}
          <Link to="/login" className={textLink}>
            Login with email
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={submit} aria-label="Login with Mobile OTP" className="space-y-4">
        <TextField
          id="otp-mobile"
          label="Mobile Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          value={mobile}
          onChange={(value) => setMobile(value.replace(/\D/g, ''))}
        />
        <FormMessage message={message} />
        <button type="submit" disabled={send.isPending} className={primaryButton}>
          {send.isPending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <MessageSquareText aria-hidden="true" className="size-5" />}
          Send OTP
        </button>
      </form>
    </AuthCard>
  );
}
