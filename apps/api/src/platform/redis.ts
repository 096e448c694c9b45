import { Redis } from 'ioredis';

type Log = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

/**
 * How long one command may wait for Redis: a sign-in waits at most this long before it answers
 * 503, even when Redis hangs without closing the connection.
 */
const COMMAND_TIMEOUT_MS = 1_000;
/** How long a connection attempt may take, and how long start-up waits for the first one. */
const CONNECT_TIMEOUT_MS = 2_000;
/** Reconnection attempts back off up to this; the shop keeps trying for as long as it runs. */
const MAX_RECONNECT_DELAY_MS = 2_000;

/** The shop's one connection to Redis, and the prefix every key it writes starts with. */
export type RedisConnection = {
  client: Redis;
  /** `shop:` unless told otherwise; every shop sharing one Redis needs its own. */
  prefix: string;
  /** Resolves when Redis answers a PING (for /readyz). */
  ping(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Connects to Redis for what several instances must share (rate limits, one-time sign-in cookies).
 * Start-up waits briefly for the connection but never fails on it: while Redis is away, the calls
 * that need it answer 503 at once (no offline queue), the others keep working, and the client
 * reconnects by itself.
 */
export async function connectRedis(url: string, log: Log, { prefix = 'shop:' }: { prefix?: string | undefined } = {}): Promise<RedisConnection> {
  const client = new Redis(url, {
    // Commands fail fast while disconnected, instead of queueing until Redis returns.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
  });

  // One line when Redis goes away and one when it is back, not one per reconnection attempt.
  let reachable = false;
  let reported = false;
  const lost = (err: Error | null) => {
    if (reported) return;
    reported = true;
    reachable = false;
    log.error(err ? { err } : {}, 'Redis is unreachable: rate-limited calls answer 503 until it is back');
  };
  client.on('error', (err: Error) => lost(err));
  client.on('close', () => {
    if (reachable) lost(null);
  });
  client.on('ready', () => {
    if (reported) log.info({}, 'Redis is reachable again: rate-limited calls work again');
    reachable = true;
    reported = false;
  });

  const ready = await new Promise<boolean>((resolve) => {
    if (client.status === 'ready') return resolve(true);
    const timer = setTimeout(() => resolve(false), CONNECT_TIMEOUT_MS);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  log.info(
    { redis: redactedUrl(url), connected: ready },
    'rate limits and one-time sign-in cookies are shared through Redis (every instance counts together)',
  );

  return {
    client,
    prefix,
    async ping() {
      await client.ping();
    },
    async close() {
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}

/** The address without its password, for the log. */
function redactedUrl(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}
