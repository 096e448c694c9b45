import { registerRequest, verifyAndRegisterRequest, type RegisterRequest } from '@shop/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { ShieldCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { register, verifyAndRegister } from '../../api/accounts';
import { errorText } from '../../api/client';
import { useTimedMessage } from '../../components/timed-message';
import { ProviderSignIn } from '../oidc/provider-sign-in';
import { AuthCard, AuthDivider, secondaryButton } from './auth-card';
import { AuthForm, filled, FooterLink, useAuthForm } from './auth-form';
import { useDelayedRedirect } from './delayed-redirect';
import { GoogleMark } from './google-mark';
import { PasswordField, TextField } from './form-fields';

const FILL_ALL_FIELDS = 'Please fill in all fields.';
const MOBILE_TOO_SHORT = 'Mobile number must be at least 10 digits long.';
const OTP_EXPIRED = 'OTP has expired. Please request a new OTP.';
const REGISTRATION_FAILED = 'Registration failed. Please try again.';
const VERIFICATION_FAILED = 'Verification failed. Please try again.';
const SOMETHING_WRONG = 'Something went wrong. Please try again.';

type Details = Required<RegisterRequest>;

// The screen's own order: every field first, then the number's length, then the contract's rules.
const details = z
  .looseObject({ name: filled(FILL_ALL_FIELDS), mobileNumber: filled(FILL_ALL_FIELDS), email: filled(FILL_ALL_FIELDS), password: z.string().min(1, FILL_ALL_FIELDS) })
  .refine(({ mobileNumber }) => mobileNumber.trim().length >= 10, { message: MOBILE_TOO_SHORT, path: ['mobileNumber'] })
  .pipe(registerRequest);

/** /register: the form sends a code to the mobile number, then the page asks for it. */
export function RegisterPage() {
  const [params] = useSearchParams();
  const [step, setStep] = useState<'details' | 'otp'>('details');
  const [message, setMessage] = useTimedMessage();
  const redirectLater = useDelayedRedirect();

  const sendCode = useMutation({
    mutationFn: register,
    onSuccess: (answer) => {
      setStep('otp');
      codeForm.form.reset();
      setMessage({ tone: 'success', text: answer.msg });
    },
    onError: (error) => setMessage({ tone: 'error', text: errorText(error, REGISTRATION_FAILED, SOMETHING_WRONG) }),
  });
  const detailsForm = useAuthForm<Details, typeof details>({
    schema: details,
    defaultValues: {
      name: '',
      mobileNumber: '',
      email: '',
      password: '',
      // An optional ?referral= prefills the code.
      referralCode: (params.get('referral') ?? '').trim().toUpperCase(),
    },
    setMessage,
    onValid: sendCode.mutate,
  });

  const verify = useMutation({
    mutationFn: verifyAndRegister,
    onSuccess: (answer) => {
      setMessage({ tone: 'success', text: answer.msg });
      redirectLater('/login');
    },
    onError: (error) => {
      const text = errorText(error, VERIFICATION_FAILED, SOMETHING_WRONG);
      // An expired code means starting again from the form, which sends a new one.
      if (text === OTP_EXPIRED) setStep('details');
      setMessage({ tone: 'error', text });
    },
  });
  const codeForm = useAuthForm({
    schema: verifyAndRegisterRequest,
    toBody: ({ otp }: { otp: string }) => ({ ...detailsForm.form.getValues(), otp }),
    defaultValues: { otp: '' },
    setMessage,
    onValid: verify.mutate,
  });

  const footer = <FooterLink prompt="Already have an account?" to="/login" label="Login" />;

  if (step === 'otp') {
    return (
      <AuthCard
        title="Verify Your Account"
        intro={
          <>
            Enter the 4-digit code we sent by SMS to <span className="font-semibold whitespace-nowrap">{detailsForm.form.getValues('mobileNumber')}</span>.
          </>
        }
        footer={footer}
      >
        <AuthForm
          label="Verify Your Account"
          onSubmit={codeForm.submit}
          message={message}
          submit={{ label: 'Verify', icon: ShieldCheck, pending: verify.isPending, disabled: verify.isSuccess }}
          after={
            <button
              type="button"
              disabled={verify.isPending || verify.isSuccess}
              onClick={() => {
                setMessage(null);
                setStep('details');
              }}
              className={secondaryButton}
            >
              Change details
            </button>
          }
        >
          <TextField
            id="register-otp"
            label="OTP"
            autoFocus
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={4}
            placeholder="4-digit code"
            // The code is 4 digits.
            {...codeForm.bind('otp', (value) => value.replace(/\D/g, '').slice(0, 4))}
            inputClassName="text-center text-xl font-bold tracking-[0.5em] placeholder:text-base placeholder:font-normal placeholder:tracking-normal"
          />
        </AuthForm>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Create Account" intro="Sign up to buy top-ups, earn reward points and track your orders." footer={footer}>
      <AuthForm label="Create Account" onSubmit={detailsForm.submit} message={message} submit={{ label: 'Send OTP', icon: UserPlus, pending: sendCode.isPending }}>
        <TextField id="register-name" label="Name" autoComplete="name" {...detailsForm.bind('name')} />
        <TextField
          id="register-mobile"
          label="Mobile Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          {...detailsForm.bind('mobileNumber', (value) => value.replace(/\D/g, ''))}
        />
        <TextField id="register-email" label="Email" type="email" inputMode="email" autoComplete="email" {...detailsForm.bind('email')} />
        <PasswordField
          id="register-password"
          label="Password"
          autoComplete="new-password"
          hint="At least 8 characters."
          {...detailsForm.bind('password')}
        />
        <TextField
          id="register-referral"
          label="Referral Code (optional)"
          autoComplete="off"
          autoCapitalize="characters"
          {...detailsForm.bind('referralCode', (value) => value.toUpperCase())}
        />
      </AuthForm>
      <AuthDivider />
      {/* An account made through Google or the shop's provider needs no password or code here. */}
      <div className="grid gap-3">
        <a href="/api/auth/google" className={secondaryButton}>
          <GoogleMark className="size-5" />
          Continue with Google
        </a>
        <ProviderSignIn />
      </div>
    </AuthCard>
  );
}
