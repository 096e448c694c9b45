import { createHash } from 'node:crypto';
import { AppError, rateLimited } from './errors.js';
import type { RedisConnection } from './redis.js';

/**
 * Fixed-window counters for throttling (logins, code sends). In memory for the one-process shop;
 * in Redis when REDIS_URL is set, so that several instances count together.
 */
export type RateLimiter = {
  /** Counts one hit on `key`; throws 429 with `message` once `limit` hits fall in the window. */
  hit(key: string, rule: RateRule): Promise<void>;
  /** Whether `key` is already over its limit, without counting a hit. */
  check(key: string, rule: RateRule): Promise<void>;
  reset(key: string): Promise<void>;
};

export type RateRule = { limit: number; windowMs: number; message: (retryAfterMs: number) => string };

/** What a limited call answers (503) while the shared counters cannot be reached. */
export const LIMITS_UNAVAILABLE_MESSAGE = 'This is briefly unavailable. Please try again in a minute.';

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
  const refuse = (w: { resetAt: number }, rule: RateRule) => rateLimited(rule.message(w.resetAt - now()), w.resetAt - now());
  return {
    async hit(key, rule) {
      const w = current(key, rule);
      if (w.count >= rule.limit) throw refuse(w, rule);
      w.count++;
    },
    async check(key, rule) {
      const w = current(key, rule);
      if (w.count >= rule.limit) throw refuse(w, rule);
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

/**
 * One round trip, atomic: refuses (answering the window's milliseconds left) when the count has
 * reached the limit, else counts the hit when asked (ARGV[3] = '1') and answers -1. The window
 * starts at a key's first hit and is never extended; a refused hit is not counted, as in memory.
 */
const WINDOW_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count >= tonumber(ARGV[1]) then
  local left = redis.call('PTTL', KEYS[1])
  if left < 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[2])
    left = tonumber(ARGV[2])
  end
  return left
end
if ARGV[3] == '1' and redis.call('INCR', KEYS[1]) == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return -1
`;
const WINDOW_SCRIPT_SHA = createHash('sha1').update(WINDOW_SCRIPT).digest('hex');

/** The same fixed windows in Redis (keys `<prefix>rl:<key>`, e.g. `shop:rl:login:address:…`). */
export function createRedisRateLimiter(redis: RedisConnection): RateLimiter {
  const { client } = redis;
  const keyOf = (key: string) => `${redis.prefix}rl:${key}`;

  async function window(key: string, rule: RateRule, count: boolean): Promise<number> {
    const args = [keyOf(key), rule.limit, rule.windowMs, count ? '1' : '0'] as const;
    try {
      // The script is sent once per Redis server and then called by its hash.
      return Number(await client.evalsha(WINDOW_SCRIPT_SHA, 1, ...args).catch((err: Error) => {
        if (!err.message.startsWith('NOSCRIPT')) throw err;
        return client.eval(WINDOW_SCRIPT, 1, ...args);
      }));
    } catch (err) {
      throw unavailable(err);
    }
  }
  const enforce = async (key: string, rule: RateRule, count: boolean) => {
    const left = await window(key, rule, count);
    if (left >= 0) throw rateLimited(rule.message(left), left);
  };

  return {
    hit: (key, rule) => enforce(key, rule, true),
    check: (key, rule) => enforce(key, rule, false),
    async reset(key) {
      try {
        await client.del(keyOf(key));
      } catch (err) {
        throw unavailable(err);
      }
    },
  };
}

/** A Redis failure becomes the contract's 503, with Redis's own error kept for the log. */
function unavailable(cause: unknown): AppError {
  const error = new AppError('UNAVAILABLE', LIMITS_UNAVAILABLE_MESSAGE);
  error.cause = cause;
  return error;
}

/** "Please try again in 3 minutes." */
export function tryAgainIn(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  return minutes <= 1 ? 'Please try again in a minute.' : `Please try again in ${minutes} minutes.`;
}

/**
 * Spaces events of one kind at least `gapMs` apart (new supplier orders, so a burst of paid orders
 * never trips a supplier's own rate limit). In memory for one process; in Redis when REDIS_URL is
 * set, so that several instances together keep the supplier's rate, not each of them.
 */
export type Pacer = {
  /** Resolves when the caller may go: at least `gapMs` after the last caller on `key` went. */
  turn(key: string, gapMs: number): Promise<void>;
};

/** Whether `key` may go now (0, recorded as gone) or how many milliseconds to wait first. */
type TryTurn = (key: string, gapMs: number) => Promise<number>;

/**
 * Each caller asks, and on "not yet" sleeps the time it was told and asks again. A turn is recorded
 * when granted, not when planned, so a timer that fires late never lets two go closer together.
 */
function pacerOf(tryTurn: TryTurn): Pacer {
  return {
    async turn(key, gapMs) {
      for (;;) {
        const wait = await tryTurn(key, gapMs);
        if (wait <= 0) return;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    },
  };
}

export function createMemoryPacer(now: () => number = Date.now): Pacer {
  const lastGone = new Map<string, number>();
  return pacerOf(async (key, gapMs) => {
    const t = now();
    const wait = (lastGone.get(key) ?? -Infinity) + gapMs - t;
    if (wait > 0) return Math.ceil(wait);
    lastGone.set(key, t);
    return 0;
  });
}

/**
 * One round trip, atomic, on Redis's own clock (instances' clocks may differ): answers the
 * milliseconds to wait, or records now as the key's last turn and answers 0.
 */
const PACE_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local last = tonumber(redis.call('GET', KEYS[1]) or '-1')
local gap = tonumber(ARGV[1])
if last >= 0 and now < last + gap then
  return last + gap - now
end
redis.call('SET', KEYS[1], now, 'PX', gap + 1000)
return 0
`;
const PACE_SCRIPT_SHA = createHash('sha1').update(PACE_SCRIPT).digest('hex');

/**
 * The same spacing shared through Redis (keys `<prefix>pace:<key>`). While Redis cannot be
 * reached, each instance spaces its own calls instead: a paid order is still delivered, at worst
 * at the rate times the number of instances, until Redis is back.
 */
export function createRedisPacer(redis: RedisConnection, whileUnreachable: Pacer = createMemoryPacer()): Pacer {
  const shared = pacerOf(async (key, gapMs) => {
    const args = [`${redis.prefix}pace:${key}`, Math.ceil(gapMs)] as const;
    return Number(
      await redis.client.evalsha(PACE_SCRIPT_SHA, 1, ...args).catch((err: Error) => {
        if (!err.message.startsWith('NOSCRIPT')) throw err;
        return redis.client.eval(PACE_SCRIPT, 1, ...args);
      }),
    );
  });
  return {
    turn: (key, gapMs) => shared.turn(key, gapMs).catch(() => whileUnreachable.turn(key, gapMs)),
  };
}
