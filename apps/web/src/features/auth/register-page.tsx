import { useMutation } from '@tanstack/react-query';
import { LoaderCircle, ShieldCheck, UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { register, verifyAndRegister, type RegisterForm } from '../../api/accounts';
import { ProviderSignIn } from '../oidc/provider-sign-in';
import { AuthCard, AuthDivider, primaryButton, secondaryButton, textLink } from './auth-card';
import { useDelayedRedirect } from './delayed-redirect';
import { messageOf } from './error-text';
import { GoogleMark } from './google-mark';
import { PasswordField, TextField } from './form-fields';
import { FormMessage, useTimedMessage } from './form-message';

const FILL_ALL_FIELDS = 'Please fill in all fields.';
const MOBILE_TOO_SHORT = 'Mobile number must be at least 10 digits long.';
const OTP_AND_MOBILE_NEEDED = 'Please enter the OTP and Mobile Number.';
const OTP_EXPIRED = 'OTP has expired. Please request a new OTP.';
const REGISTRATION_FAILED = 'Registration failed. Please try again.';
const VERIFICATION_FAILED = 'Verification failed. Please try again.';
const SOMETHING_WRONG = 'Something went wrong. Please try again.';

/** /register: the form sends a code to the mobile number, then the page asks for it. */
export function RegisterPage() {
  const [params] = useSearchParams();
  const [form, setForm] = useState<RegisterForm>({
    name: '',
    mobileNumber: '',
    email: '',
    password: '',
    // An optional ?referral= prefills the code.
    referralCode: (params.get('referral') ?? '').trim().toUpperCase(),
  });
  const [step, setStep] = useState<'details' | 'otp'>('details');
  const [otp, setOtp] = useState('');
  const [message, setMessage] = useTimedMessage();
  const redirectLater = useDelayedRedirect();
  // The "or" line only when there is another way in to show below it.
  const set = (field: keyof RegisterForm) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const sendCode = useMutation({
    mutationFn: register,
    onSuccess: (answer) => {
      setStep('otp');
      setOtp('');
      setMessage({ tone: 'success', text: answer.msg });
    },
    onError: (error) => setMessage({ tone: 'error', text: messageOf(error, REGISTRATION_FAILED, SOMETHING_WRONG) }),
  });

  const verify = useMutation({
    mutationFn: verifyAndRegister,
    onSuccess: (answer) => {
      setMessage({ tone: 'success', text: answer.msg });
      redirectLater('/login');
    },
    onError: (error) => {
      const text = messageOf(error, VERIFICATION_FAILED, SOMETHING_WRONG);
      // An expired code means starting again from the form, which sends a new one.
      if (text === OTP_EXPIRED) setStep('details');
      setMessage({ tone: 'error', text });
    },
  });

  function submitDetails(event: FormEvent) {
    event.preventDefault();
    const { name, mobileNumber, email, password } = form;
    if (!name.trim() || !mobileNumber.trim() || !email.trim() || !password) {
      setMessage({ tone: 'error', text: FILL_ALL_FIELDS });
      return;
    }
    if (mobileNumber.trim().length < 10) {
      setMessage({ tone: 'error', text: MOBILE_TOO_SHORT });
      return;
    }
    setMessage(null);
    sendCode.mutate({ ...form, name: name.trim(), email: email.trim(), referralCode: form.referralCode.trim() });
  }

  function submitCode(event: FormEvent) {
    event.preventDefault();
    if (!otp.trim() || !form.mobileNumber.trim()) {
      setMessage({ tone: 'error', text: OTP_AND_MOBILE_NEEDED });
      return;
    }
    setMessage(null);
    verify.mutate({ ...form, name: form.name.trim(), email: form.email.trim(), referralCode: form.referralCode.trim(), otp: otp.trim() });
  }

  const footer = (
    <>
      Already have an account?{' '}
      <Link to="/login" className={textLink}>
        Login
      </Link>
    </>
  );

  if (step === 'otp') {
    return (
      <AuthCard
        title="Verify Your Account"
        intro={
          <>
            Enter the 4-digit code we sent by SMS to <span className="font-semibold whitespace-nowrap">{form.mobileNumber}</span>.
          </>
        }
        footer={footer}
      >
        <form noValidate onSubmit={submitCode} aria-label="Verify Your Account" className="space-y-4">
          <TextField
            id="register-otp"
            label="OTP"
            autoFocus
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={4}
            placeholder="4-digit code"
            value={otp}
            // The code is 4 digits.
            onChange={(value) => setOtp(value.replace(/\D/g, '').slice(0, 4))}
            inputClassName="text-center text-xl font-bold tracking-[0.5em] placeholder:text-base placeholder:font-normal placeholder:tracking-normal"
          />
          <FormMessage message={message} />
          <button type="submit" disabled={verify.isPending || verify.isSuccess} className={primaryButton}>
            {verify.isPending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <ShieldCheck aria-hidden="true" className="size-5" />}
            Verify
          </button>
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
        </form>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Create Account" intro="Sign up to buy top-ups, earn reward points and track your orders." footer={footer}>
      <form noValidate onSubmit={submitDetails} aria-label="Create Account" className="space-y-4">
        <TextField id="register-name" label="Name" autoComplete="name" value={form.name} onChange={set('name')} />
        <TextField
          id="register-mobile"
          label="Mobile Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          value={form.mobileNumber}
          onChange={(value) => set('mobileNumber')(value.replace(/\D/g, ''))}
        />
        <TextField id="register-email" label="Email" type="email" inputMode="email" autoComplete="email" value={form.email} onChange={set('email')} />
        <PasswordField
          id="register-password"
          label="Password"
          autoComplete="new-password"
          hint="At least 8 characters."
          value={form.password}
          onChange={set('password')}
        />
        <TextField
          id="register-referral"
          label="Referral Code (optional)"
          autoComplete="off"
          autoCapitalize="characters"
          value={form.referralCode}
          onChange={(value) => set('referralCode')(value.toUpperCase())}
        />
        <FormMessage message={message} />
        <button type="submit" disabled={sendCode.isPending} className={primaryButton}>
          {sendCode.isPending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <UserPlus aria-hidden="true" className="size-5" />}
          Send OTP
        </button>
      </form>
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
