import { z } from 'zod';
import { count, pageCount, priceRupees, totalRupees, walletRupees } from './amounts.js';
import { orderPaymentModes, orderStatuses, walletTxnStatuses, walletTxnTypes } from './orders.js';
import { calendarDay, idempotencyKey, oneLine, pageNumber, pageSize, rupees } from './input.js';
import { MAX_ADMIN_ADJUSTMENT_RUPEES } from './money.js';
import { apiTypes } from './catalogue-rules.js';

export const txnPageSizes = [50, 100, 250, 500] as const;
const page = pageNumber;
const limit = pageSize(50);
const text = oneLine(100).transform((v) => v.trim() || undefined).optional();
const day = calendarDay('Dates are yyyy-mm-dd').optional();

export const adminStats = z.object({
  total_order: count,
  completed: count,
  refunded: count,
  processing: count,
  /** Rupees of completed orders. */
  total_sale: totalRupees,
  /** The last 30 days (IST), oldest first: completed sales in rupees and orders placed. */
  daily: z.array(z.object({ date: z.string(), sales: totalRupees, orders: count })),
});

export const supplierOrderStatuses = ['new', 'sending', 'processing', 'delivered', 'failed', 'held', 'unknown'] as const;
/** One supplier order of a paid API order (one per SKU of its pack): what the delivery desk shows. */
export const supplierOrderView = z.object({
  reference: z.string(),
  sku: z.string(),
  supplier: z.string(),
  status: z.enum(supplierOrderStatuses),
  attempts: count,
  supplier_order_id: z.string().nullable(),
  last_answer: z.string().nullable(),
  sent_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type SupplierOrderView = z.infer<typeof supplierOrderView>;

/** An order as the admin's All Orders and Pending Orders screens show it. */
export const adminOrder = z.object({
  _id: z.string(),
  transactionid: z.string(),
  orderid: z.string(),
  productname: z.string(),
  itemname: z.string(),
  status: z.enum(orderStatuses),
  input1: z.string(),
  input2: z.string(),
  username: z.string().nullable(),
  value: priceRupees,
  discount: priceRupees,
  couponCode: z.string().nullable(),
  paymentmode: z.enum(orderPaymentModes),
  useremail: z.string(),
  reason: z.string().nullable(),
  /** Why an admin should look (e.g. a payment of the wrong amount). */
  flag: z.string().nullable(),
  upi_txn_id: z.string().nullable(),
  /** How a refunded or cancelled order's money went back, and the outside refund's reference. */
  refunded_via: z.enum(['wallet', 'outside']).nullable().optional(),
  refund_reference: z.string().nullable().optional(),
  /** The supplier orders of a paid API order (Pending Orders). */
  deliveries: z.array(supplierOrderView).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminOrder = z.infer<typeof adminOrder>;

export const allTxnQuery = z.object({
  page,
  limit,
  /** An order id or an email (or its start). */
  search: text,
  status: z.enum(orderStatuses).optional(),
  /** The player id or zone the customer typed. */
  input: text,
  paymentmode: z.enum(orderPaymentModes).optional(),
  from: day,
  to: day,
});
export const allTxnResponse = z.object({ transactions: z.array(adminOrder), totalTxns: count });
export const pendingOrdersResponse = z.array(adminOrder);

export const adminOrderActions = ['Completed', 'Refunded', 'Cancelled'] as const;
export const updateOrderParams = z.object({
  id: z.string().trim().min(1).max(64),
  status: z.enum(adminOrderActions, { error: 'A pending order can only become Completed, Refunded or Cancelled.' }),
  reason: z.string().trim().max(300).optional(),
});
export const updateOrderResponse = z.object({ message: z.string(), order: adminOrder });

export const moneyBackWays = ['wallet', 'outside'] as const;
/**
 * The delivery desk's decision on a pending order: Completed (with a note the customer reads),
 * Refunded (to the wallet, with the reason), or Cancelled, saying how the money went back.
 */
export const decideOrderRequest = z
  .object({
    order: oneLine(64).pipe(z.string().trim().min(1, 'Which order?')),
    status: z.enum(adminOrderActions, { error: 'A pending order can only become Completed, Refunded or Cancelled.' }),
    reason: z.string().trim().max(300).optional(),
    moneyBack: z.enum(moneyBackWays, { error: 'Say how the money went back: to the wallet or outside the shop.' }).optional(),
    reference: oneLine(100).transform((v) => v.trim()).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'Cancelled' && !v.moneyBack) ctx.addIssue({ code: 'custom', path: ['moneyBack'], message: 'Say how the money went back: to the wallet or outside the shop.' });
    if (v.status === 'Cancelled' && v.moneyBack === 'outside' && !v.reference) ctx.addIssue({ code: 'custom', path: ['reference'], message: 'Give the reference of the refund made outside the shop.' });
  });
export type DecideOrderRequest = z.infer<typeof decideOrderRequest>;

export const retryDeliveryRequest = z.object({ order: oneLine(64).pipe(z.string().trim().min(1, 'Which order?')) });

/** The shop's balance with Smile.one (Brazil or Philippines). */
export const queryPointsResponse = z.object({ status: z.literal(200), message: z.string(), smile_points: z.string() });

/** Whether a pack's SKUs (its itemidarray) are sold by the supplier of an api type. */
export const checkSkusRequest = z.object({
  apiType: z.enum(apiTypes),
  gameType: oneLine(20).pipe(z.string().trim().min(1, 'Which game?')),
  skus: z.array(oneLine(64).pipe(z.string().trim().min(1))).min(1, 'Give at least one SKU.').max(20),
});
export const checkSkusResponse = z.object({
  /** False when the supplier cannot list what it sells (MooGold) or there is no supplier (OTHER). */
  checked: z.boolean(),
  unknown: z.array(z.string()),
  message: z.string(),
});

export const supplierBalancesResponse = z.object({
  balances: z.array(
    z.object({
      supplier: z.enum(['smile-br', 'smile-ph', 'moogold']),
      label: z.string(),
      /** Whether the supplier has keys here (without them, nothing is asked). */
      configured: z.boolean(),
      ok: z.boolean(),
      amount: z.string().nullable(),
      currency: z.string().nullable(),
      message: z.string(),
      /** Supplier orders of pending orders waiting on this supplier. */
      pendingOrders: count,
      /**
       * What they will cost, in the supplier's currency: from its price list (Smile.one) or what it
       * charged last for the same SKU (MooGold); null when none of them has a known cost.
       */
      pendingCost: z.string().nullable(),
      /** Of the pending orders, those whose cost is not known (MooGold has not sold that SKU to the shop yet). */
      unpricedOrders: count,
      /** The balance does not cover the pending orders. */
      low: z.boolean(),
    }),
  ),
});
export type SupplierBalances = z.infer<typeof supplierBalancesResponse>;

export const adminWalletTxn = z.object({
  _id: z.string(),
  txnid: z.string(),
  type: z.enum(walletTxnTypes),
  status: z.enum(walletTxnStatuses),
  amount: walletRupees,
  orderid: z.string().nullable(),
  userid: z.string(),
  useremail: z.string(),
  reason: z.string().nullable(),
  flag: z.string().nullable(),
  updatedAt: z.string(),
  createdAt: z.string(),
});
export const allWalletTxnQuery = z.object({
  page,
  limit,
  search: text,
  type: z.enum(walletTxnTypes).optional(),
  status: z.enum(walletTxnStatuses).optional(),
  orderid: text,
  from: day,
  to: day,
});
export const allWalletTxnResponse = z.object({
  transactions: z.array(adminWalletTxn),
  currentPage: pageCount,
  totalPages: pageCount,
  totalItems: count,
});

const adjustmentAmount = rupees({
  message: 'Please enter a valid amount',
  max: MAX_ADMIN_ADJUSTMENT_RUPEES,
  maxMessage: `At most ₹${MAX_ADMIN_ADJUSTMENT_RUPEES.toLocaleString('en-IN')} at once`,
});
const adminReason = z.string().trim().max(300, 'The reason must be at most 300 characters long.');
/** The customer: their numeric customer id or their _id. */
const customerRef = oneLine(64).pipe(z.string().trim().min(1, 'Invalid user id'));

/**
 * Users Top-Up. The app sends an `Idempotency-Key` header, the same for every retry of one
 * click: a key already used answers the first credit's result and credits nothing more.
 */
export const addUserBalanceRequest = z.object({
  userId: customerRef,
  email: z.string().trim().max(254).optional(),
  amount: adjustmentAmount,
  reason: adminReason.optional(),
});
export type AddUserBalanceRequest = z.input<typeof addUserBalanceRequest>;
export const addUserBalanceResponse = z.object({ message: z.string(), balance: walletRupees, txnid: z.string() });
export const adminKeyHeaders = z.object({ 'idempotency-key': idempotencyKey.optional() });

/**
 * Reverses an admin credit made by mistake: a debit of the credit's amount (or less), with the
 * reason the customer reads in their wallet history. Never takes the balance below zero; a
 * credit is reversed at most once.
 */
export const reverseCreditRequest = z.object({
  txnid: oneLine(64).pipe(z.string().trim().min(1, 'Which credit? Give its transaction id.')),
  amount: adjustmentAmount.optional(),
  reason: adminReason.min(3, 'Please give the reason the customer will read.'),
});
export type ReverseCreditRequest = z.input<typeof reverseCreditRequest>;
export const reverseCreditResponse = z.object({ message: z.string(), balance: walletRupees, txnid: z.string() });

/** Kinds of admin action the audit log records, as the audit screen filters them. */
export const auditKinds = ['wallet', 'order', 'coupon', 'user', 'catalogue', 'gallery', 'leaderboard', 'settings'] as const;

export const auditEntry = z.object({
  _id: z.string(),
  admin: z.string(),
  action: z.string(),
  target: z.string(),
  /** The customer the action concerned, when it concerned one. */
  customer: z.string().nullable(),
  reason: z.string().nullable(),
  /** What changed: `before` and `after` where something was changed, plus the action's facts. */
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditPageSizes = [20, 50, 100, 250] as const;
export const auditLogQuery = z.object({
  page,
  limit: pageSize(20, 250),
  /** The admin's email, or its start. */
  admin: text,
  /** The customer's email (or its start) or customer id. */
  customer: text,
  kind: z.enum(auditKinds).optional(),
});
export const auditLogResponse = z.object({
  entries: z.array(auditEntry),
  currentPage: pageCount,
  totalPages: pageCount,
  totalItems: count,
});
