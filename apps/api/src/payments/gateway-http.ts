import { AppError } from '../platform/errors.js';
import { createHttp, fieldsOf, OutsideServiceDown, textOf, type HttpAnswer, type HttpLog, type HttpRequest } from '../platform/http.js';

/**
 * What the real payment adapters (UPIGateway, Razorpay) share: the shop's HTTP helper, where an
 * outage becomes UNAVAILABLE with a message for the customer and the reason in the log.
 */

export type GatewayAnswer = HttpAnswer;

export type GatewayRequest = HttpRequest & {
  /** The customer's message when this call fails. */
  failure: string;
};

export type GatewayHttp = {
  /** A JSON answer below HTTP 500; anything else throws UNAVAILABLE. */
  send(request: GatewayRequest): Promise<GatewayAnswer>;
  /** Logs why and throws UNAVAILABLE with the customer's message. */
  fail(failure: string, reason: string, details?: Record<string, unknown>): never;
};

export function createGatewayHttp({
  gateway,
  fetch,
  timeoutMs,
  log,
  secrets,
}: {
  gateway: string;
  fetch: typeof globalThis.fetch;
  timeoutMs: number;
  log?: HttpLog | undefined;
  /** Removed from anything logged, even when a vendor repeats them in an answer. */
  secrets: string[];
}): GatewayHttp {
  const http = createHttp({ service: gateway, logAs: { gateway }, failureLabel: 'payment gateway call failed', fetch, timeoutMs, log, secrets });

  function fail(failure: string, reason: string, details: Record<string, unknown> = {}): never {
    http.warn(reason, details);
    throw new AppError('UNAVAILABLE', failure);
  }

  async function send({ failure, ...request }: GatewayRequest): Promise<GatewayAnswer> {
    try {
      return await http.send(request);
    } catch (err) {
      if (err instanceof OutsideServiceDown) throw new AppError('UNAVAILABLE', failure);
      throw err;
    }
  }

  return { send, fail };
}

export { fieldsOf, textOf };

/** Rejects amounts no gateway should see; a caller passing one is a programming error. */
export function assertPaise(amountPaise: number): void {
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) throw new Error(`amountPaise must be a positive integer, got ${amountPaise}`);
}
