import { paiseOf, paiseText } from '@shop/contract/money';
import { AppError } from '../platform/errors.js';
import type { VendorConnection } from '../platform/http.js';
import { indianMobile } from '../platform/indian-mobile.js';
import { assertPaise, createGatewayHttp, fieldsOf, textOf } from './gateway-http.js';
import type { PaymentGateway, PaymentState, WebhookRequest } from './gateway.js';
import { istDate } from '@shop/contract/india-time';

// UPIGateway (ekqr.in): JSON POSTs carrying the key in the body, amounts in
// rupees as text, and a status lookup by client_txn_id *and* the order's creation date in IST.
// Its webhook carries no signature, so it is only ever a hint to run `check`.

const CREATE_FAILED = 'Could not start the UPI payment. Please try again.';
const CHECK_FAILED = 'Could not check the UPI payment. Please try again in a minute.';
// Asked for when the customer gave no mobile number: the gateway requires one.
const NO_MOBILE = '9999999999';

/** UPI payments through UPIGateway (ekqr). */
export function createUpiGateway({ key, url, fetch = globalThis.fetch, timeoutMs = 10_000, log }: { key: string } & VendorConnection): PaymentGateway {
  const base = url.replace(/\/+$/, '');
  const http = createGatewayHttp({ gateway: 'upigateway', fetch, timeoutMs, log, secrets: [key] });

  async function lookUp(clientTxnId: string, txnDate: string) {
    const { status, body } = await http.send({
      method: 'POST',
      url: `${base}/check_order_status`,
      json: { key, client_txn_id: clientTxnId, txn_date: txnDate },
      failure: CHECK_FAILED,
      context: { clientTxnId, txnDate },
    });
    const answer = fieldsOf(body);
    if (status >= 400 || typeof answer?.status !== 'boolean') {
      return http.fail(CHECK_FAILED, 'unexpected answer', { clientTxnId, status, message: textOf(answer?.msg) });
    }
    return { found: answer.status, message: textOf(answer.msg), data: fieldsOf(answer.data) };
  }

  return {
    name: 'upigateway',

    async create(request) {
      assertPaise(request.amountPaise);
      const { status, body } = await http.send({
        method: 'POST',
        url: `${base}/create_order`,
        json: {
          key,
          client_txn_id: request.clientTxnId,
          amount: paiseText(request.amountPaise),
          p_info: request.description,
          customer_name: request.customer.name,
          customer_email: request.customer.email,
          customer_mobile: indianMobile(request.customer.mobile) ?? NO_MOBILE,
          redirect_url: request.returnUrl,
          udf1: '',
          udf2: '',
          udf3: '',
        },
        failure: CREATE_FAILED,
        context: { clientTxnId: request.clientTxnId },
      });
      const answer = fieldsOf(body);
      const data = fieldsOf(answer?.data);
      const paymentUrl = textOf(data?.payment_url);
      const orderId = textOf(data?.order_id);
      if (status >= 400 || answer?.status !== true || !paymentUrl || !orderId) {
        return http.fail(CREATE_FAILED, 'refused by the gateway', { clientTxnId: request.clientTxnId, status, message: textOf(answer?.msg) });
      }
      log?.info({ gateway: 'upigateway', clientTxnId: request.clientTxnId, gatewayOrderId: orderId }, 'UPI payment opened');
      return { paymentUrl, gatewayOrderId: orderId };
    },

    async check({ clientTxnId, createdAt }) {
      // The gateway files an order under the IST date its own clock saw, a moment after our
      // createdAt: around midnight that may be the next day, so a miss there asks again.
      const dates = [...new Set([gatewayDate(createdAt), gatewayDate(new Date(createdAt.getTime() + 10 * 60_000))])];
      for (const txnDate of dates) {
        const { found, message, data } = await lookUp(clientTxnId, txnDate);
        if (!found) {
          // "Record not found": the order was not opened, or not under this date. Not paid.
          log?.info({ gateway: 'upigateway', clientTxnId, txnDate, message }, 'UPI payment not found');
          continue;
        }
        return stateOf(clientTxnId, data);
      }
      return { state: 'pending' };
    },

    async readWebhook(request) {
      const fields = webhookFields(request);
      const clientTxnId = textOf(fields.client_txn_id);
      if (!clientTxnId || clientTxnId.length > 128) throw new AppError('BAD_REQUEST', 'Webhook without client_txn_id');
      // Unsigned: whatever status it claims, the shop asks `check` and compares the amount.
      return { clientTxnId, eventId: null, claimed: null };
    },
  };

  function stateOf(clientTxnId: string, data: Record<string, unknown> | undefined): PaymentState {
    if (!data) return http.fail(CHECK_FAILED, 'answer without data', { clientTxnId });
    const answeredFor = textOf(data.client_txn_id);
    if (answeredFor !== undefined && answeredFor !== clientTxnId) {
      return http.fail(CHECK_FAILED, 'answer for another payment', { clientTxnId, answeredFor });
    }
    const status = textOf(data.status)?.toLowerCase();
    if (status === 'success') {
      // The gateway writes rupees as text ("109.00"): read exactly, never through a float times 100.
      const written = textOf(data.amount)?.trim().replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
      const amountPaise = written === undefined ? null : paiseOf(written);
      if (amountPaise === null || amountPaise <= 0) return http.fail(CHECK_FAILED, 'paid without a readable amount', { clientTxnId, amount: data.amount });
      return { state: 'paid', amountPaise, reference: textOf(data.upi_txn_id) ?? null };
    }
    if (status === 'failure') return { state: 'failed', reason: textOf(data.remark) ?? 'Payment failed' };
    // `created`, `scanning`, `pending`: the customer has not finished paying.
    return { state: 'pending' };
  }
}

/** A moment's calendar date in India as the gateway writes it: dd-mm-yyyy. */
const gatewayDate = (at: Date) => istDate(at).split('-').reverse().join('-');

// The gateway posts a form; a server may hand it over parsed, or only as raw bytes.
function webhookFields({ body, rawBody }: WebhookRequest): Record<string, unknown> {
  const parsed = fieldsOf(body);
  if (parsed && !Buffer.isBuffer(body)) return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const text = (typeof body === 'string' ? body : (rawBody?.toString('utf8') ?? '')).trim();
  if (text.startsWith('{')) {
    try {
      const json = fieldsOf(JSON.parse(text));
      if (json) return json;
    } catch {
      // fall through to the error below
    }
    throw new AppError('BAD_REQUEST', 'Unreadable webhook');
  }
  return Object.fromEntries(new URLSearchParams(text));
}
