/**
 * A UPI payment gateway (sandbox, UPIGateway, Razorpay). The shop only sees this interface;
 * adapters speak their vendor's protocol. Money is integer paise.
 */
export type PaymentRequest = {
  /** Our id for the payment: the order's or top-up's client_txn_id (the idempotency key end to end). */
  clientTxnId: string;
  amountPaise: number;
  /** What is being paid for, shown on the gateway's page. */
  description: string;
  customer: { name: string; email: string; mobile: string | null };
  /** Where the gateway sends the customer back (our confirmation page). */
  returnUrl: string;
  /** When the payment was opened; some gateways look payments up by this date. */
  createdAt: Date;
};

export type PaymentCheck = {
  clientTxnId: string;
  /** The gateway's own id, when create answered one. */
  gatewayOrderId: string | null;
  createdAt: Date;
};

/** What the gateway says about a payment, in our words. */
export type PaymentState =
  | { state: 'paid'; amountPaise: number; reference: string | null }
  | { state: 'failed'; reason: string }
  | { state: 'pending' };

/** A webhook the gateway sent, authenticated as far as its protocol allows. */
export type WebhookNotice = {
  /** Null for an authentic event that is not about a payment of ours: acknowledged and ignored. */
  clientTxnId: string | null;
  /** The gateway's unique event id, to drop duplicate deliveries (null if it has none). */
  eventId: string | null;
  /**
   * The state the webhook claims. A gateway without webhook signatures answers null here and
   * the shop asks `check` instead: an unsigned claim is never believed.
   */
  claimed: PaymentState | null;
};

export type WebhookRequest = { headers: Record<string, string | string[] | undefined>; rawBody: Buffer; body: unknown };

export interface PaymentGateway {
  readonly name: 'sandbox' | 'upigateway' | 'razorpay';
  create(request: PaymentRequest): Promise<{ paymentUrl: string; gatewayOrderId: string | null }>;
  check(payment: PaymentCheck): Promise<PaymentState>;
  /** Authenticates and reads a webhook; throws AppError UNAUTHENTICATED for a bad signature. */
  readWebhook(request: WebhookRequest): Promise<WebhookNotice>;
}
