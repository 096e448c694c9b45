import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../platform/errors.js';
import type { VendorConnection } from '../platform/http.js';
import { indianMobile } from '../platform/indian-mobile.js';
import { assertPaise, createGatewayHttp, fieldsOf, textOf, type GatewayAnswer } from './gateway-http.js';
import type { PaymentGateway, PaymentState, WebhookRequest } from './gateway.js';

// Razorpay Payment Links: Basic auth key_id:key_secret, amounts in paise, our
// client_txn_id as the link's unique reference_id. Webhooks are signed with HMAC-SHA256 of the raw
// body under a separate webhook secret.

const CREATE_FAILED = 'Could not start the UPI payment. Please try again.';
const CHECK_FAILED = 'Could not check the UPI payment. Please try again in a minute.';
const badSignature = () => new AppError('UNAUTHENTICATED', 'Invalid webhook signature');

type PaymentLink = Record<string, unknown>;

/** UPI payments through Razorpay Payment Links. */
export function createRazorpay({
  keyId,
  keySecret,
  webhookSecret,
  url,
  fetch = globalThis.fetch,
  timeoutMs = 10_000,
  linkLifetimeMs,
  log,
}: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /**
   * How long after createdAt a link stays payable. Unset, Razorpay keeps it open for six months,
   * so a customer could pay a link the shop already gave up on; pass the shop's payment timeout.
   */
  linkLifetimeMs?: number;
} & VendorConnection): PaymentGateway {
  const base = url.replace(/\/+$/, '');
  const basic = Buffer.from(`${keyId}:${keySecret}`).toString('base64');
  const headers = { authorization: `Basic ${basic}` };
  const http = createGatewayHttp({ gateway: 'razorpay', fetch, timeoutMs, log, secrets: [keySecret, webhookSecret, basic] });

  const refused = (failure: string, answer: GatewayAnswer, clientTxnId: string): never => {
    const error = fieldsOf(fieldsOf(answer.body)?.error);
    return http.fail(failure, 'refused by the gateway', { clientTxnId, status: answer.status, code: textOf(error?.code), message: textOf(error?.description) });
  };

  /**
   * reference_id is unique at Razorpay, so a create retried after a lost answer is refused; the
   * link the first attempt made is then the one to use, if it is for the same amount and payable.
   */
  async function existingLink(clientTxnId: string, amountPaise: number): Promise<PaymentLink | undefined> {
    const answer = await http.send({
      method: 'GET',
      url: `${base}/v1/payment_links?reference_id=${encodeURIComponent(clientTxnId)}`,
      headers,
      failure: CREATE_FAILED,
      context: { clientTxnId },
    });
    if (answer.status >= 400) return undefined;
    const links = fieldsOf(answer.body)?.payment_links;
    if (!Array.isArray(links)) return undefined;
    return links
      .map(fieldsOf)
      .find(
        (link) =>
          link?.reference_id === clientTxnId &&
          link.amount === amountPaise &&
          ['created', 'partially_paid', 'paid'].includes(String(link.status)) &&
          textOf(link.id) &&
          textOf(link.short_url),
      );
  }

  return {
    name: 'razorpay',

    async create(request) {
      assertPaise(request.amountPaise);
      const { clientTxnId } = request;
      const contact = indianMobile(request.customer.mobile);
      const answer = await http.send({
        method: 'POST',
        url: `${base}/v1/payment_links`,
        headers,
        json: {
          amount: request.amountPaise,
          currency: 'INR',
          accept_partial: false,
          reference_id: clientTxnId,
          description: request.description,
          customer: {
            name: request.customer.name,
            ...(request.customer.email ? { email: request.customer.email } : {}),
            ...(contact ? { contact: `+91${contact}` } : {}),
          },
          // The shop tells the customer itself; Razorpay's own SMS would be a second message.
          notify: { sms: false, email: false },
          callback_url: request.returnUrl,
          callback_method: 'get',
          upi_link: true,
          ...(linkLifetimeMs === undefined ? {} : { expire_by: expiryOf(request.createdAt, linkLifetimeMs) }),
        },
        failure: CREATE_FAILED,
        context: { clientTxnId },
      });
      let link = fieldsOf(answer.body);
      if (answer.status >= 400) {
        // 401 is a wrong key: no link can exist. Other refusals may be a duplicate reference_id.
        link = answer.status === 401 ? undefined : await existingLink(clientTxnId, request.amountPaise);
        if (!link) return refused(CREATE_FAILED, answer, clientTxnId);
        log?.info({ gateway: 'razorpay', clientTxnId, gatewayOrderId: link.id }, 'Razorpay payment link already existed');
      }
      const id = textOf(link?.id);
      const shortUrl = textOf(link?.short_url);
      if (!id || !shortUrl) return http.fail(CREATE_FAILED, 'answer without a link', { clientTxnId, status: answer.status });
      log?.info({ gateway: 'razorpay', clientTxnId, gatewayOrderId: id }, 'UPI payment opened');
      return { paymentUrl: shortUrl, gatewayOrderId: id };
    },

    async check({ clientTxnId, gatewayOrderId }) {
      // No link was made, so nothing can have been paid through one.
      if (!gatewayOrderId) return { state: 'pending' };
      const answer = await http.send({
        method: 'GET',
        url: `${base}/v1/payment_links/${encodeURIComponent(gatewayOrderId)}`,
        headers,
        failure: CHECK_FAILED,
        context: { clientTxnId, gatewayOrderId },
      });
      if (answer.status >= 400) return refused(CHECK_FAILED, answer, clientTxnId);
      const link = fieldsOf(answer.body);
      const reference = textOf(link?.reference_id);
      if (!link || (reference !== undefined && reference !== clientTxnId)) {
        return http.fail(CHECK_FAILED, 'answer for another payment', { clientTxnId, gatewayOrderId, answeredFor: reference });
      }
      const status = textOf(link.status);
      switch (status) {
        case 'paid': {
          const amountPaise = link.amount_paid;
          if (!Number.isSafeInteger(amountPaise)) return http.fail(CHECK_FAILED, 'paid without a readable amount', { clientTxnId, gatewayOrderId });
          return { state: 'paid', amountPaise: amountPaise as number, reference: capturedPaymentOf(link) };
        }
        case 'cancelled':
          return { state: 'failed', reason: 'Payment link cancelled' };
        case 'expired':
          return { state: 'failed', reason: 'Payment link expired' };
        case 'created':
        case 'partially_paid':
          return { state: 'pending' };
        default:
          log?.warn({ gateway: 'razorpay', clientTxnId, gatewayOrderId, status }, 'unknown payment link status, taken as pending');
          return { state: 'pending' };
      }
    },

    async readWebhook(request) {
      verifySignature(request, webhookSecret);
      const eventId = headerOf(request.headers, 'x-razorpay-event-id') ?? null;
      let event: Record<string, unknown> | undefined;
      try {
        event = fieldsOf(JSON.parse((request.rawBody ?? Buffer.alloc(0)).toString('utf8')));
      } catch {
        event = undefined;
      }
      const payload = fieldsOf(event?.payload);
      const name = textOf(event?.event);
      if (!payload || !name) throw new AppError('BAD_REQUEST', 'Unreadable webhook');

      const link = fieldsOf(fieldsOf(payload.payment_link)?.entity);
      const payment = fieldsOf(fieldsOf(payload.payment)?.entity);
      const clientTxnId = textOf(link?.reference_id) ?? textOf(fieldsOf(payment?.notes)?.reference_id);
      // Signed but not about one of our payments (e.g. refund.created): acknowledge it, or Razorpay retries for a day.
      if (!clientTxnId) return { clientTxnId: null, eventId, claimed: null };
      return { clientTxnId, eventId, claimed: claimOf(name, link, payment) };
    },
  };
}

// Razorpay refuses an expiry less than 15 minutes away; a minute more allows for clock skew.
function expiryOf(createdAt: Date, lifetimeMs: number): number {
  return Math.ceil(Math.max(createdAt.getTime() + lifetimeMs, Date.now() + 16 * 60_000) / 1000);
}

function claimOf(event: string, link: PaymentLink | undefined, payment: Record<string, unknown> | undefined): PaymentState | null {
  switch (event) {
    case 'payment_link.paid': {
      const amountPaise = Number.isSafeInteger(link?.amount_paid) ? link?.amount_paid : payment?.amount;
      if (!Number.isSafeInteger(amountPaise)) throw new AppError('BAD_REQUEST', 'Unreadable webhook');
      return { state: 'paid', amountPaise: amountPaise as number, reference: textOf(payment?.id) ?? null };
    }
    case 'payment_link.cancelled':
      return { state: 'failed', reason: 'Payment link cancelled' };
    case 'payment_link.expired':
      return { state: 'failed', reason: 'Payment link expired' };
    // One failed attempt does not end a link: the customer may pay it again.
    case 'payment_link.partially_paid':
    case 'payment.failed':
      return { state: 'pending' };
    default:
      return null;
  }
}

/** The id of the link's captured payment (Razorpay lists every attempt). */
function capturedPaymentOf(link: PaymentLink): string | null {
  const payments = Array.isArray(link.payments) ? link.payments.map(fieldsOf) : [];
  return textOf(payments.find((p) => p?.status === 'captured')?.payment_id) ?? null;
}

function verifySignature({ headers, rawBody }: WebhookRequest, webhookSecret: string): void {
  // An empty secret would let anyone sign; configuration requires one, this refuses regardless.
  if (!webhookSecret) throw badSignature();
  const given = Buffer.from(headerOf(headers, 'x-razorpay-signature') ?? '', 'utf8');
  const expected = Buffer.from(createHmac('sha256', webhookSecret).update(rawBody ?? Buffer.alloc(0)).digest('hex'), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw badSignature();
}

function headerOf(headers: WebhookRequest['headers'], name: string): string | undefined {
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  const value = Array.isArray(entry) ? entry[0] : entry;
  return value || undefined;
}
