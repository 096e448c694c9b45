import { otpLoginRequest } from '@shop/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { sendLoginCode } from '../../api/accounts';
import { errorText } from '../../api/client';
import type { StatusMessageValue } from '../../components/status-message';
import { useToast } from '../../components/toast';
import { AuthCard } from './auth-card';
import { AuthForm, FooterLink, useAuthForm } from './auth-form';
import { TextField } from './form-fields';

const INVALID_MOBILE = 'Please enter a valid mobile number';
const MOBILE_UNKNOWN = 'Mobile Number not registered with us';
export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';

// A short number reads "not valid" here; the contract's own words for it are the register form's.
const loginNumber = z.looseObject({ mobile: z.string().trim().min(10, INVALID_MOBILE) }).pipe(otpLoginRequest);

/** /otplogin: a mobile number receives a 4-digit login code. */
export function OtpLoginPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const [message, setMessage] = useState<StatusMessageValue | null>(null);

  const send = useMutation({
    mutationFn: sendLoginCode,
    onSuccess: (_answer, { mobile }) => navigate(`/otpverify/${encodeURIComponent(mobile)}`),
    onError: (error) => {
      const text = errorText(error, UNEXPECTED_ERROR);
      if (text === MOBILE_UNKNOWN) {
        toast(text, { tone: 'warning' });
        navigate('/register');
      } else {
        setMessage({ tone: 'error', text });
      }
    },
  });
  const { submit, bind } = useAuthForm({ schema: loginNumber, defaultValues: { mobile: '' }, setMessage, onValid: send.mutate });

  return (
    <AuthCard
      title="Login with Mobile OTP"
      intro="We will send a 4-digit code to your registered mobile number."
      footer={<FooterLink prompt="Prefer your password?" to="/login" label="Login with email" />}
    >
      <AuthForm label="Login with Mobile OTP" onSubmit={submit} message={message} submit={{ label: 'Send OTP', icon: MessageSquareText, pending: send.isPending }}>
        <TextField
          id="otp-mobile"
          label="Mobile Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          {...bind('mobile', (value) => value.replace(/\D/g, ''))}
        />
      </AuthForm>
    </AuthCard>
  );
}
