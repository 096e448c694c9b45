import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError, rateLimited } from './errors.js';
import type { RedisConnection } from './redis.js';

/**
 * Fixed-window counters for throttling (logins, code sends, guesses), on rate-limiter-flexible: in
 * memory for the one-process shop; in Redis when REDIS_URL is set, so that several instances count
 * together, with each instance's own memory standing in while Redis cannot be reached.
 */
export type RateLimiter = {
  /** Counts one hit on `key`; throws 429 with `message` once `limit` hits fall in the window. */
  hit(key: string, rule: RateRule): Promise<void>;
  /** Whether `key` is already over its limit, without counting a hit. */
  check(key: string, rule: RateRule): Promise<void>;
  reset(key: string): Promise<void>;
};

export type RateRule = { limit: number; windowMs: number; message: (retryAfterMs: number) => string };

/** What a call answers (503) while a shared store the shop needs cannot be reached. */
export const LIMITS_UNAVAILABLE_MESSAGE = 'This is briefly unavailable. Please try again in a minute.';

/** A rule's window in memory: the window starts at a key's first hit and is never extended. */
const inMemory = (rule: RateRule) => new RateLimiterMemory({ points: rule.limit, duration: rule.windowMs / 1000 });

/**
 * The shop's limiter over one library limiter per rule (its limit and window), made at the rule's
 * first use. A refusal is the contract's 429 with the rule's message and the window's time left.
 */
function limiterOver(make: (rule: RateRule) => RateLimiterAbstract): RateLimiter {
  const limiters = new Map<RateRule, RateLimiterAbstract>();
  const of = (rule: RateRule) => {
    let limiter = limiters.get(rule);
    if (!limiter) limiters.set(rule, (limiter = make(rule)));
    return limiter;
  };
  const refusal = (rule: RateRule, res: RateLimiterRes) => rateLimited(rule.message(res.msBeforeNext), res.msBeforeNext);
  return {
    async hit(key, rule) {
      try {
        await of(rule).consume(key);
      } catch (err) {
        throw err instanceof RateLimiterRes ? refusal(rule, err) : unavailable(err);
      }
    },
    async check(key, rule) {
      const res = await of(rule)
        .get(key)
        .catch((err: unknown) => {
          throw unavailable(err);
        });
      if (res && res.consumedPoints >= rule.limit) throw refusal(rule, res);
    },
    async reset(key) {
      // A key belongs to one rule; forgetting it under every rule's limiter is as cheap and never misses.
      await Promise.all([...limiters.values()].map((limiter) => limiter.delete(key))).catch((err: unknown) => {
        throw unavailable(err);
      });
    },
  };
}

export function createMemoryRateLimiter(): RateLimiter {
  return limiterOver(inMemory);
}

/**
 * The same windows in Redis (keys `<prefix>rl:<key>`, e.g. `shop:rl:login:address:…`). While Redis
 * cannot be reached, each instance counts in its own memory instead (the library's insurance
 * limiter): sign-in keeps working, limited per instance, and the shared counts resume when Redis
 * is back.
 */
export function createRedisRateLimiter(redis: RedisConnection): RateLimiter {
  return limiterOver(
    (rule) =>
      new RateLimiterRedis({
        storeClient: redis.client,
        keyPrefix: `${redis.prefix}rl`,
        points: rule.limit,
        duration: Math.max(1, Math.ceil(rule.windowMs / 1000)),
        insuranceLimiter: inMemory(rule),
      }),
  );
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
