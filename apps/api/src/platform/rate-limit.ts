import { AppError } from './errors.js';

/**
 * Fixed-window counters for throttling (logins, code sends). In memory for the one-process
 * shop; several instances need a shared store (Redis), which this interface leaves room for.
 */
export type RateLimiter = {
  /** Counts one hit on `key`; throws 429 with `message` once `limit` hits fall in the window. */
  hit(key: string, rule: RateRule): void;
  /** Whether `key` is already over its limit, without counting a hit. */
  check(key: string, rule: RateRule): void;
  reset(key: string): void;
};

export type RateRule = { limit: number; windowMs: number; message: (retryAfterMs: number) => string };

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string, rule: RateRule) => {
    const t = now();
    let w = windows.get(key);
    if (!w || w.resetAt <= t) {
      w = { count: 0, resetAt: t + rule.windowMs };
      windows.set(key, w);
    }
    if (windows.size > 100_000) for (const [k, v] of windows) if (v.resetAt <= t) windows.delete(k);
    return w;
  };
  const refuse = (w: { resetAt: number }, rule: RateRule) => new AppError('RATE_LIMITED', rule.message(w.resetAt - now()));
  return {
    hit(key, rule) {
      const w = current(key, rule);
      if (w.count >= rule.limit) throw refuse(w, rule);
      w.count++;
    },
    check(key, rule) {
      const w = current(key, rule);
      if (w.count >= rule.limit) throw refuse(w, rule);
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

/** "Please try again in 3 minutes." */
export function tryAgainIn(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  return minutes <= 1 ? 'Please try again in a minute.' : `Please try again in ${minutes} minutes.`;
}
