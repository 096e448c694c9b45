import { useMutation } from '@tanstack/react-query';
import { LoaderCircle, LogIn, Smartphone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { login } from '../../api/accounts';
import { useToast } from '../../components/toast';
import { ProviderSignIn } from '../oidc/provider-sign-in';
import { AuthCard, AuthDivider, primaryButton, secondaryButton, textLink } from './auth-card';
import { useFinishSignIn } from './finish-sign-in';
import { PasswordField, TextField } from './form-fields';
import { FormMessage, type FormMessageValue } from './form-message';
import { GoogleMark } from './google-mark';
import { GOOGLE_FAILED } from './google-sign-in';

/** These two answers move the customer on instead of showing red text. */
const USER_UNKNOWN = 'User does not exist. Please create an account first.';
const VERIFY_FIRST = 'Please verify your email address. A verification email has been sent';

const GOOGLE_UNAVAILABLE = 'Google sign-in is not available on this shop. Please log in with your email or mobile number.';

/** /login: email and password, or a mobile code, or Google, or the shop's own sign-in provider. */
export function LoginPage() {
  const navigate = useNavigate();
  const finishSignIn = useFinishSignIn();
  const [params] = useSearchParams();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // A failed Google sign-in comes back to /login?error=google; a shop without Google, to google-unavailable.
  const googleError = params.get('error');
  const [message, setMessage] = useState<FormMessageValue | null>(
    googleError === 'google' ? { tone: 'error', text: GOOGLE_FAILED } : googleError === 'google-unavailable' ? { tone: 'error', text: GOOGLE_UNAVAILABLE } : null,
  );

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (session) => finishSignIn(session),
    onError: (error) => {
      if (error.message === USER_UNKNOWN) {
        toast(error.message, { tone: 'warning' });
        navigate('/register');
      } else if (error.message.startsWith(VERIFY_FIRST)) {
        navigate('/checkverification', { state: { message: error.message } });
      } else {
        setMessage({ tone: 'error', text: error.message });
      }
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setMessage({ tone: 'error', text: 'Please enter your email and password.' });
      return;
    }
    setMessage(null);
    mutation.mutate({ email: email.trim(), password });
  }

  return (
    <AuthCard
      title="Login"
      intro="Welcome back! Log in to top up your games."
      footer={
        <>
          New to S-Store?{' '}
          <Link to="/register" className={textLink}>
            Create an account
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={submit} aria-label="Login" className="space-y-4">
        <TextField id="login-email" label="Email" type="email" autoComplete="email" inputMode="email" value={email} onChange={setEmail} />
        <div>
          <PasswordField id="login-password" label="Password" autoComplete="current-password" value={password} onChange={setPassword} />
          <div className="flex justify-end">
            <Link to="/forgetpassword" className={`${textLink} text-sm`}>
              Forgot password?
            </Link>
          </div>
        </div>
        <FormMessage message={message} />
        <button type="submit" disabled={mutation.isPending} className={primaryButton}>
          {mutation.isPending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <LogIn aria-hidden="true" className="size-5" />}
          Login
        </button>
      </form>
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
