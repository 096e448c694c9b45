import { AppError } from './errors.js';
import { LIMITS_UNAVAILABLE_MESSAGE } from './rate-limit.js';
import type { RedisConnection } from './redis.js';

/**
 * Ids that may be used once (one-time sign-in cookies): the first claim wins, every later one on
 * any instance sharing the store is refused until the id has expired. In memory for the
 * one-process shop; in Redis when REDIS_URL is set.
 */
export type OnceStore = {
  /** True for the first claim of `id` within `ttlMs`, false for every later one. */
  claim(id: string, ttlMs: number): Promise<boolean>;
};

export function createMemoryOnceStore(now: () => number = Date.now): OnceStore {
  const claimed = new Map<string, number>();
  return {
    async claim(id, ttlMs) {
      const t = now();
      for (const [k, expiresAt] of claimed) if (expiresAt <= t) claimed.delete(k);
      if (claimed.has(id)) return false;
      claimed.set(id, t + ttlMs);
      return true;
    },
  };
}

/** `SET <prefix>once:<id> 1 NX PX ttl`: Redis answers OK to exactly one claimant. */
export function createRedisOnceStore(redis: RedisConnection): OnceStore {
  return {
    async claim(id, ttlMs) {
      try {
        return (await redis.client.set(`${redis.prefix}once:${id}`, '1', 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX')) === 'OK';
      } catch (err) {
        const error = new AppError('UNAVAILABLE', LIMITS_UNAVAILABLE_MESSAGE);
        error.cause = err;
        throw error;
      }
    },
  };
}
