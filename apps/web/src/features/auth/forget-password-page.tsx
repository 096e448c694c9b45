import { forgetPasswordRequest } from '@shop/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { requestPasswordReset } from '../../api/accounts';
import { errorText } from '../../api/client';
import type { StatusMessageValue } from '../../components/status-message';
import { AuthCard } from './auth-card';
import { AuthForm, FooterLink, useAuthForm } from './auth-form';
import { TextField } from './form-fields';

const RESET_REQUEST_FAILED = 'An error occurred. Please try again.';

/** /forgetpassword: an email receives a reset link. */
export function ForgetPasswordPage() {
  const [message, setMessage] = useState<StatusMessageValue | null>(null);

  const request = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: (answer) => setMessage({ tone: 'success', text: answer.msg }),
    onError: (error) => setMessage({ tone: 'error', text: errorText(error, RESET_REQUEST_FAILED) }),
  });
  const { form, submit, bind } = useAuthForm({ schema: forgetPasswordRequest, defaultValues: { email: '' }, setMessage, onValid: request.mutate });

  return (
    <AuthCard
      title="Forgot Password"
      intro="Enter the email of your account and we will send you a link to choose a new password."
      footer={<FooterLink prompt="Remembered it?" to="/login" label="Back to Login" />}
    >
      <AuthForm label="Forgot Password" onSubmit={submit} message={message} submit={{ label: 'Send Reset Link', icon: Send, pending: request.isPending }}>
        <TextField
          id="forget-email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          {...bind('email')}
          invalid={form.formState.errors.email !== undefined}
        />
      </AuthForm>
    </AuthCard>
  );
}
