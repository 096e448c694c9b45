import { z } from 'zod';
import { priceRupees, rupeesUpTo, walletRupees } from './amounts.js';
import { MAX_PRICE_RUPEES } from './money.js';
import { entityId } from './catalogue.js';
import { oneLine, rupees, wholeNumber } from './input.js';

export const orderStatuses = ['Created', 'Processing', 'Completed', 'Failed', 'Refunded', 'Cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
/** Final states: the order page stops asking. */
export const finalOrderStatuses: readonly OrderStatus[] = ['Completed', 'Failed', 'Refunded', 'Cancelled'];
export const paymentModes = ['upi', 'wallet'] as const;
export type PaymentMode = (typeof paymentModes)[number];
/** How a placed order was paid: as asked, or by reward points alone when they covered the price. */
export const orderPaymentModes = [...paymentModes, 'points'] as const;
export type OrderPaymentMode = (typeof orderPaymentModes)[number];

/** The spec's order creation payload. Prices never come from the browser. */
export const createOrderRequest = z.object({
  product_id: entityId,
  /** The pack's _id; `itemid` is accepted as well (the spec's payload carries both). */
  item_id: entityId.optional(),
  itemid: z.union([entityId, wholeNumber({ message: 'Please select a pack.', min: 1, max: 2_147_483_647 })]).optional(),
  userid: oneLine(64).pipe(z.string().trim().min(1)),
  input1: oneLine(120, 'Your details must be at most 120 characters long.', 'Please enter your details.').pipe(z.string().trim().min(1, 'Please enter your details.')),
  input2: oneLine(120, 'Your details must be at most 120 characters long.').transform((v) => v.trim()).default(''),
  paymentmode: z.enum(paymentModes, { error: 'Please select a payment method.' }),
  couponCode: oneLine(32, 'Invalid coupon code.').transform((v) => v.trim().toUpperCase()).optional().default(''),
  /**
   * Reward points to pay with first (1 point = ₹1), at most the order's price; the rest is paid by
   * `paymentmode`. Points that cover the whole price pay the order alone.
   */
  points: rupees({ message: 'Please enter the points to use.', min: 0.01, max: MAX_PRICE_RUPEES, maxMessage: 'That is more points than an order can take.' }).optional(),
  /** The spec's fixed client key; accepted and ignored (the session identifies the caller). */
  key: z.string().max(200).optional(),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequest>;

export const createUpiOrderResponse = z.object({ status: z.literal(true), payment_url: z.string(), client_txn_id: z.string() });
export const createWalletOrderResponse = z.object({ msg: z.string(), redirect_url: z.string(), client_txn_id: z.string() });

export const timelineSteps = ['placed', 'paid', 'sent', 'delivered', 'refunded', 'cancelled', 'failed'] as const;
/** One step of an order's honest history, as the customer reads it on /confirmation and in My Orders. */
export const timelineStep = z.object({ step: z.enum(timelineSteps), at: z.string().nullable(), detail: z.string().nullable() });
export type TimelineStep = z.infer<typeof timelineStep>;

/** An order as its customer sees it. */
export const order = z.object({
  _id: z.string(),
  orderid: z.string(),
  client_txn_id: z.string(),
  productname: z.string(),
  itemname: z.string(),
  paymentmode: z.enum(orderPaymentModes),
  status: z.enum(orderStatuses),
  input1: z.string(),
  input2: z.string(),
  /** The in-game name the pack goes to, when the supplier told us. */
  username: z.string().nullable(),
  /** Price paid, rupees. */
  value: priceRupees,
  createdAt: z.string(),
  updatedAt: z.string(),
  reason: z.string().nullable(),
  useremail: z.string(),
  /** The UPI reference (UTR) once paid by UPI. */
  upi_txn_id: z.string().nullable(),
  /** Reward points paid with (1 point = ₹1); the rest of `value` was paid by `paymentmode`. */
  points: priceRupees.optional(),
  /** The product and pack bought, to buy the same again. */
  product_id: z.string().optional(),
  item_id: z.string().optional(),
  /** What happened, in order: placed, paid, sent to the supplier, then delivered, refunded, cancelled or failed. */
  timeline: z.array(timelineStep).optional(),
});
export type Order = z.infer<typeof order>;

export const orderStatusRequest = z.object({
  client_txn_id: oneLine(64).pipe(z.string().trim().min(1)),
  /** dd-mm-yyyy, as the spec's browser sends it; the server uses the order's own date. */
  date: z.string().max(40).optional(),
  key: z.string().max(200).optional(),
});
export type OrderStatusRequest = z.input<typeof orderStatusRequest>;
export const orderStatusResponse = z.object({ status: z.boolean(), data: order });
export const ordersResponse = z.array(order);

// Wallet (S-Coins, 1 coin = 1 rupee).
export const walletTxnTypes = ['Credit', 'Debit', 'Refunded'] as const;
export const walletTxnStatuses = ['Created', 'Processing', 'Success', 'Failed'] as const;
export const walletTransaction = z.object({
  _id: z.string(),
  txnid: z.string(),
  type: z.enum(walletTxnTypes),
  status: z.enum(walletTxnStatuses),
  amount: walletRupees,
  orderid: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransaction>;
export const walletTransactionsResponse = z.array(walletTransaction);
export const balanceResponse = z.object({ balance: walletRupees });

/** Top-ups are whole rupees, at most this much at once. */
export const MAX_TOPUP_RUPEES = 50_000;
export const topupRequest = z.object({
  value: wholeNumber({
    message: 'Please enter a valid amount',
    min: 1,
    max: MAX_TOPUP_RUPEES,
    maxMessage: `You can add at most ₹${MAX_TOPUP_RUPEES.toLocaleString('en-IN')} at once.`,
  }),
  userid: oneLine(64).pipe(z.string().trim().min(1)),
});
export type TopupRequest = z.input<typeof topupRequest>;
export const topupResponse = z.object({ status: z.literal(true), msg: z.string(), payment_url: z.string(), client_txn_id: z.string() });
export const txnStatusRequest = orderStatusRequest;
export const txnStatusResponse = z.object({ data: walletTransaction });

// Sandbox gateway.
export const sandboxPayRequest = z.object({ outcome: z.enum(['success', 'failure']) });
export type SandboxPayRequest = z.input<typeof sandboxPayRequest>;
export const sandboxPaymentResponse = z.object({
  client_txn_id: z.string(),
  /** An order's price or a top-up, rupees. */
  amount: rupeesUpTo(Math.max(MAX_PRICE_RUPEES, MAX_TOPUP_RUPEES)),
  purpose: z.enum(['order', 'topup']),
  description: z.string(),
  status: z.enum(['pending', 'success', 'failure']),
  upiUri: z.string(),
  returnUrl: z.string(),
});
