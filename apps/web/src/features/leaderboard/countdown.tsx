import { nextIstWeekStart } from '@shop/contract/india-time';
import { useEffect, useRef, useState } from 'react';

/** While a reset the server has not caught up with stays at zero, ask again this often. */
const RETRY_AT_ZERO_MS = 10_000;

/** The reset instant in milliseconds: the server's, or India's next Monday if it sent none we can read. */
export function resetInstant(resetsAt: string | undefined, now = new Date()): number {
  const parsed = resetsAt ? Date.parse(resetsAt) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : nextIstWeekStart(now).getTime();
}

export function splitDuration(ms: number) {
  const total = Math.max(0, Math.floor(ms / 1000));
  return { days: Math.floor(total / 86_400), hours: Math.floor((total % 86_400) / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/**
 * Milliseconds left until `target`, re-rendering every second. Calls onZero when it runs out,
 * and again every few seconds while the target stays in the past (the browser's clock can be
 * ahead of the server's, whose next answer then still names the week that just ended).
 */
export function useCountdown(target: number, onZero: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const onZeroRef = useRef(onZero);
  useEffect(() => {
    onZeroRef.current = onZero;
  });
  const lastCall = useRef<{ target: number; at: number } | null>(null);
  const remaining = Math.max(0, target - now);
  useEffect(() => {
    if (remaining > 0) return;
    const last = lastCall.current;
    if (last && last.target === target && now - last.at < RETRY_AT_ZERO_MS) return;
    lastCall.current = { target, at: now };
    onZeroRef.current();
  }, [remaining, target, now]);
  return remaining;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The Challenge Reset clock: days, hours, minutes and seconds until Monday 00:00 IST. */
export function ChallengeCountdown({ target, onZero }: { target: number; onZero: () => void }) {
  const { days, hours, minutes, seconds } = splitDuration(useCountdown(target, onZero));
  const units = [
    [days, 'Days'],
    [hours, 'Hours'],
    [minutes, 'Minutes'],
    [seconds, 'Seconds'],
  ] as const;
  return (
    <section aria-labelledby="challenge-reset-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 dark:bg-zinc-900 dark:ring-zinc-800">
      <h2 id="challenge-reset-title" className="text-center text-sm font-bold tracking-wide text-zinc-700 uppercase dark:text-zinc-300">
        Challenge Reset
      </h2>
      {/* A timer is not announced on every tick; a screen reader reads it when it gets there. */}
      <div role="timer" aria-labelledby="challenge-reset-title" className="mt-2 grid grid-cols-4 gap-2">
        {units.map(([value, label]) => (
          <div key={label} data-unit={label} className="flex min-w-0 flex-col items-center rounded-xl bg-brand-50 py-2 dark:bg-brand-950">
            <span className="text-2xl font-extrabold text-brand-800 tabular-nums sm:text-3xl dark:text-brand-100">{pad(value)}</span>{' '}
            <span className="text-xs font-semibold text-zinc-700 dark:text-zinc-300">{label}</span>
          </div>
        ))}
      </div>
    </section>
  );
}
