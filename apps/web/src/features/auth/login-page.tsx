import { loginRequest } from '@shop/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { LogIn, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { login } from '../../api/accounts';
import { errorText } from '../../api/client';
import type { StatusMessageValue } from '../../components/status-message';
import { useToast } from '../../components/toast';
import { ProviderSignIn } from '../oidc/provider-sign-in';
import { AuthCard, AuthDivider, secondaryButton, textLink } from './auth-card';
import { AuthForm, filled, FooterLink, useAuthForm } from './auth-form';
import { useFinishSignIn } from './finish-sign-in';
import { PasswordField, TextField } from './form-fields';
import { GoogleMark } from './google-mark';
import { GOOGLE_FAILED } from './google-sign-in';

/** These two answers move the customer on instead of showing red text. */
const USER_UNKNOWN = 'User does not exist. Please create an account first.';
const VERIFY_FIRST = 'Please verify your email address. A verification email has been sent';

const GOOGLE_UNAVAILABLE = 'Google sign-in is not available on this shop. Please log in with your email or mobile number.';

const ENTER_BOTH = 'Please enter your email and password.';
const credentials = z.looseObject({ email: filled(ENTER_BOTH), password: z.string().min(1, ENTER_BOTH) }).pipe(loginRequest);

/** /login: email and password, or a mobile code, or Google, or the shop's own sign-in provider. */
export function LoginPage() {
  const navigate = useNavigate();
  const finishSignIn = useFinishSignIn();
  const [params] = useSearchParams();
  const toast = useToast();
  // A failed Google sign-in comes back to /login?error=google; a shop without Google, to google-unavailable.
  const googleError = params.get('error');
  const [message, setMessage] = useState<StatusMessageValue | null>(
    googleError === 'google' ? { tone: 'error', text: GOOGLE_FAILED } : googleError === 'google-unavailable' ? { tone: 'error', text: GOOGLE_UNAVAILABLE } : null,
  );

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (session) => finishSignIn(session),
    onError: (error) => {
      const text = errorText(error);
      if (text === USER_UNKNOWN) {
        toast(text, { tone: 'warning' });
        navigate('/register');
      } else if (text.startsWith(VERIFY_FIRST)) {
        navigate('/checkverification', { state: { message: text } });
      } else {
        setMessage({ tone: 'error', text });
      }
    },
  });
  const { submit, bind } = useAuthForm({ schema: credentials, defaultValues: { email: '', password: '' }, setMessage, onValid: mutation.mutate });

  return (
    <AuthCard
      title="Login"
      intro="Welcome back! Log in to top up your games."
      footer={<FooterLink prompt="New to S-Store?" to="/register" label="Create an account" />}
    >
      <AuthForm label="Login" onSubmit={submit} message={message} submit={{ label: 'Login', icon: LogIn, pending: mutation.isPending }}>
        <TextField id="login-email" label="Email" type="email" autoComplete="email" inputMode="email" {...bind('email')} />
        <div>
          <PasswordField id="login-password" label="Password" autoComplete="current-password" {...bind('password')} />
          <div className="flex justify-end">
            <Link to="/forgetpassword" className={`${textLink} text-sm`}>
              Forgot password?
            </Link>
          </div>
        </div>
      </AuthForm>
      <AuthDivider />
      {/* A grid, not space-y: the provider's message region is hidden while empty and must not leave a gap. */}
      <div className="grid gap-3">
        <Link to="/otplogin" className={secondaryButton}>
          <Smartphone aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" />
          Login with Mobile OTP
        </Link>
        {/* A full page load: the API redirects the browser to Google and back to /home?success=true. */}
        <a href="/api/auth/google" className={secondaryButton}>
          <GoogleMark className="size-5" />
          Continue with Google
        </a>
        {/* Shown only when the shop has a provider set up (it asks the server on each visit). */}
        <ProviderSignIn />
      </div>
    </AuthCard>
  );
}
