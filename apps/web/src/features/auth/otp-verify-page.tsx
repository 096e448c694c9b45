import { useMutation, useQuery } from '@tanstack/react-query';
import { LoaderCircle, RotateCw, ShieldCheck } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { getLoginCodeTimer, sendLoginCode, verifyLoginCode } from '../../api/accounts';
import { saveSession } from '../../session/session';
import { AuthCard, primaryButton, secondaryButton, textLink } from './auth-card';
import { messageOf } from './error-text';
import { FormMessage, type FormMessageValue } from './form-message';
import { OTP_LENGTH, OtpBoxes } from './otp-boxes';
import { UNEXPECTED_ERROR } from './otp-login-page';

const INVALID_OTP = 'Please enter a valid OTP';
const TIMER_ERROR = 'An error occurred while fetching the timer.';

/** mm:ss, as the countdown shows it. */
function formatCountdown(seconds: number): string {
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The seconds left before another code may be sent. The server gives the wait in milliseconds;
 * the countdown ticks every second until it reaches 0.
 */
function useResendCountdown(mobile: string) {
  const timer = useQuery({
    queryKey: ['otp-timer', mobile],
    queryFn: ({ signal }) => getLoginCodeTimer(mobile, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const deadline = timer.data?.success ? timer.dataUpdatedAt + timer.data.timer : 0;
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((deadline - Math.max(now, timer.dataUpdatedAt)) / 1000));
  const running = secondsLeft > 0;

  useEffect(() => {
    if (!running) return;
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, [running, deadline]);

  const failed = timer.isError || timer.data?.success === false;
  return { secondsLeft, loading: timer.isFetching, failed, restart: () => void timer.refetch() };
}

/** /otpverify/:mobile: four digit boxes, the resend countdown and Verify. */
export function OtpVerifyPage() {
  const { mobile = '' } = useParams();
  const navigate = useNavigate();
  const [digits, setDigits] = useState<string[]>(() => Array<string>(OTP_LENGTH).fill(''));
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const countdown = useResendCountdown(mobile);

  const verify = useMutation({
    mutationFn: (otp: string) => verifyLoginCode(mobile, otp),
    onSuccess: ({ token, user }) => {
      saveSession({ token, user });
      navigate('/home', { replace: true });
    },
    onError: (error) => setMessage({ tone: 'error', text: messageOf(error, UNEXPECTED_ERROR) }),
  });

  const resend = useMutation({
    mutationFn: () => sendLoginCode(mobile),
    onSuccess: (answer) => {
      setDigits(Array<string>(OTP_LENGTH).fill(''));
      setMessage({ tone: 'success', text: answer.message });
      // Resend restarts the timer.
      countdown.restart();
    },
    onError: (error) => setMessage({ tone: 'error', text: messageOf(error, UNEXPECTED_ERROR) }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const otp = digits.join('');
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp)) {
      setMessage({ tone: 'error', text: INVALID_OTP });
      return;
    }
    setMessage(null);
    verify.mutate(otp);
  }

  const resendDisabled = countdown.secondsLeft > 0 || resend.isPending || countdown.loading;

  return (
    <AuthCard
      title="Verify OTP"
      intro={
        <>
          We sent a 4-digit code to <span className="font-semibold whitespace-nowrap">{mobile}</span>.{' '}
          <Link to="/otplogin" className={textLink}>
            Change number
          </Link>
        </>
      }
      footer={
        <>
          Didn’t get a code?{' '}
          <Link to="/contact" className={textLink}>
            Contact support
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={submit} aria-label="Verify OTP" className="space-y-5">
        <OtpBoxes digits={digits} onChange={setDigits} invalid={message?.text === INVALID_OTP} />
        <p className="text-center text-sm text-zinc-700 dark:text-zinc-300">
          {countdown.failed ? (
            <span className="font-semibold text-red-700 dark:text-red-300">{TIMER_ERROR}</span>
          ) : (
            <>
              Resend OTP in{' '}
              <span role="timer" className="font-mono text-base font-bold text-zinc-900 tabular-nums dark:text-zinc-100">
                {formatCountdown(countdown.secondsLeft)}
              </span>
            </>
          )}
        </p>
        <FormMessage message={message} />
        <button type="submit" disabled={verify.isPending} className={primaryButton}>
          {verify.isPending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <ShieldCheck aria-hidden="true" className="size-5" />}
          Verify
        </button>
        <button type="button" disabled={resendDisabled} onClick={() => resend.mutate()} className={secondaryButton}>
          <RotateCw aria-hidden="true" className={`size-5 ${resend.isPending ? 'animate-spin' : ''}`} />
          Resend OTP
        </button>
      </form>
    </AuthCard>
  );
}
