import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

/** Fastify's logger is pino, which also numbers its levels. */
type Pino = FastifyBaseLogger & { levels: { values: Record<string, number> } };

/**
 * Request ids: this process's random prefix and a counter. Unique across instances (the prefix
 * has 48 random bits) and in order within one, at a fraction of a UUID's cost per request. A
 * well-formed id from a trusted proxy is kept, so one request can be followed across services.
 */
export function requestIds(): (req: IncomingMessage) => string {
  const prefix = randomBytes(6).toString('base64url');
  let counter = 0;
  return (req) => {
    const incoming = req.headers['x-request-id'];
    if (typeof incoming === 'string' && /^[\w.-]{8,80}$/.test(incoming)) return incoming;
    return `${prefix}-${(++counter).toString(36)}`;
  };
}

type LogMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * Fastify gives every request a pino child logger bound to its request id. Making one costs more
 * than answering a cached catalogue read, and most requests write nothing at the levels in use,
 * so each request gets this stand-in instead: it checks the level itself and makes the real child
 * only when a line is written.
 */
class RequestLogger {
  #child?: FastifyBaseLogger;
  #level: string;

  constructor(
    private readonly parent: Pino,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {
    this.#level = options.level ?? parent.level;
  }

  get level(): string {
    return this.#level;
  }

  set level(level: string) {
    this.#level = level;
    if (this.#child) this.#child.level = level;
  }

  isLevelEnabled(level: string): boolean {
    const values = this.parent.levels.values;
    return this.#level !== 'silent' && values[level]! >= values[this.#level]!;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  private real(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, { ...this.options, level: this.#level });
    return this.#child;
  }

  private write(level: LogMethod, args: unknown[]) {
    if (!this.isLevelEnabled(level)) return;
    (this.real()[level] as (...a: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}
}

/** Fastify's `childLoggerFactory`: a request's logger, made real on its first written line. */
export function lazyRequestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  // With logging off (tests pass `logger: false`) Fastify's null logger is its own child.
  if (!('levels' in logger)) return logger;
  return new RequestLogger(logger as Pino, bindings, options) as unknown as FastifyBaseLogger;
}

// Path parameters and query fields that carry a secret: an email link's token, an OAuth code or
// state, a key. The request line keeps their place, not their value.
const SECRET_NAME = /token|code|otp|key|secret|password|signature|state|nonce/i;

/** The request's address as the log may show it: secret path parameters and query values replaced. */
export function loggableUrl(url: string, params: unknown): string {
  const [path = '', query] = url.split('?', 2) as [string, string | undefined];
  // The web app's own emailed-link pages, served by one catch-all route with no named parameters.
  let safePath = path.replace(/^(\/(?:verification|reset_password|reset-password)\/[^/]+\/)[^/]+/, '$1[redacted]');
  if (params && typeof params === 'object') {
    for (const [name, value] of Object.entries(params as Record<string, unknown>)) {
      if (SECRET_NAME.test(name) && typeof value === 'string' && value.length > 0) safePath = safePath.split(encodeURIComponent(value)).join('[redacted]').split(value).join('[redacted]');
    }
  }
  if (query === undefined) return safePath;
  const fields = new URLSearchParams(query);
  for (const name of [...fields.keys()]) if (SECRET_NAME.test(name)) fields.set(name, '[redacted]');
  return `${safePath}?${fields.toString()}`;
}
