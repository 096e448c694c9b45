import { OTP_LENGTH, otpVerifyRequest } from '@shop/contract/accounts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { RotateCw, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { getLoginCodeTimer, sendLoginCode, verifyLoginCode } from '../../api/accounts';
import { errorText } from '../../api/client';
import type { StatusMessageValue } from '../../components/status-message';
import { saveSession } from '../../session/session';
import { AuthCard, secondaryButton, textLink } from './auth-card';
import { AuthForm, FooterLink, useAuthForm } from './auth-form';
import { OtpBoxes } from './otp-boxes';
import { UNEXPECTED_ERROR } from './otp-login-page';

const noDigits = () => Array<string>(OTP_LENGTH).fill('');
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
    queryFn: ({ signal }) => getLoginCodeTimer({ mobile }, signal),
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
  const [message, setMessage] = useState<StatusMessageValue | null>(null);
  const countdown = useResendCountdown(mobile);

  const verify = useMutation({
    mutationFn: verifyLoginCode,
    onSuccess: ({ token, user }) => {
      saveSession({ token, user });
      navigate('/home', { replace: true });
    },
    onError: (error) => setMessage({ tone: 'error', text: errorText(error, UNEXPECTED_ERROR) }),
  });
  const { form, submit } = useAuthForm({
    schema: otpVerifyRequest,
    toBody: ({ otp }: { otp: string[] }) => ({ mobile, otp: otp.join('') }),
    defaultValues: { otp: noDigits() },
    setMessage,
    onValid: verify.mutate,
  });

  const resend = useMutation({
    mutationFn: () => sendLoginCode({ mobile }),
    onSuccess: (answer) => {
      form.reset({ otp: noDigits() });
      setMessage({ tone: 'success', text: answer.message });
      // Resend restarts the timer.
      countdown.restart();
    },
    onError: (error) => {
      form.clearErrors();
      setMessage({ tone: 'error', text: errorText(error, UNEXPECTED_ERROR) });
    },
  });

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
      footer={<FooterLink prompt="Didn’t get a code?" to="/contact" label="Contact support" />}
    >
      <AuthForm
        label="Verify OTP"
        onSubmit={submit}
        message={message}
        submit={{ label: 'Verify', icon: ShieldCheck, pending: verify.isPending }}
        className="space-y-5"
        after={
          <button type="button" disabled={resendDisabled} onClick={() => resend.mutate()} className={secondaryButton}>
            <RotateCw aria-hidden="true" className={`size-5 ${resend.isPending ? 'animate-spin' : ''}`} />
            Resend OTP
          </button>
        }
      >
        <OtpBoxes digits={form.watch('otp')} onChange={(digits) => form.setValue('otp', digits)} invalid={form.formState.errors.otp !== undefined} />
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
      </AuthForm>
    </AuthCard>
  );
}
