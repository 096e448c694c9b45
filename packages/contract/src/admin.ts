import { z } from 'zod';
import { orderStatuses, paymentModes, walletTxnStatuses, walletTxnTypes } from './orders.js';

export const txnPageSizes = [50, 100, 250, 500] as const;
const page = z.coerce.number().int().min(1).default(1);
const limit = z.coerce.number().int().min(1).max(500).default(50);
const text = z.string().trim().max(100).optional().transform((v) => v || undefined);
const day = z.iso.date({ error: 'Dates are yyyy-mm-dd' }).optional();

export const adminStats = z.object({
  total_order: z.number().int(),
  completed: z.number().int(),
  refunded: z.number().int(),
  processing: z.number().int(),
  /** Rupees of completed orders. */
  total_sale: z.number(),
  /** The last 30 days (IST), oldest first: completed sales in rupees and orders placed. */
  daily: z.array(z.object({ date: z.string(), sales: z.number(), orders: z.number().int() })),
});

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
  value: z.number(),
  discount: z.number(),
  couponCode: z.string().nullable(),
  paymentmode: z.enum(paymentModes),
  useremail: z.string(),
  reason: z.string().nullable(),
  /** Why an admin should look (e.g. a payment of the wrong amount). */
  flag: z.string().nullable(),
  upi_txn_id: z.string().nullable(),
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
  paymentmode: z.enum(paymentModes).optional(),
  from: day,
  to: day,
});
export const allTxnResponse = z.object({ transactions: z.array(adminOrder), totalTxns: z.number().int() });
export const pendingOrdersResponse = z.array(adminOrder);

export const adminOrderActions = ['Completed', 'Refunded', 'Cancelled'] as const;
export const updateOrderParams = z.object({
  id: z.string().trim().min(1).max(64),
  status: z.enum(adminOrderActions, { error: 'A pending order can only become Completed, Refunded or Cancelled.' }),
  reason: z.string().trim().max(300).optional(),
});
export const updateOrderResponse = z.object({ message: z.string(), order: adminOrder });

export const adminWalletTxn = z.object({
  _id: z.string(),
  txnid: z.string(),
  type: z.enum(walletTxnTypes),
  status: z.enum(walletTxnStatuses),
  amount: z.number(),
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
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
});

export const addUserBalanceRequest = z.object({
  userId: z.string().trim().min(1).max(64),
  email: z.string().trim().max(254).optional(),
  amount: z.coerce
    .number({ error: 'Please enter a valid amount' })
    .positive('Please enter a valid amount')
    .max(100_000, 'At most ₹1,00,000 at once')
    .refine((n) => Math.round(n * 100) === n * 100, 'At most two decimals'),
  reason: z.string().trim().max(300).optional(),
});
export const addUserBalanceResponse = z.object({ message: z.string(), balance: z.number() });

export const auditEntry = z.object({
  _id: z.string(),
  admin: z.string(),
  action: z.string(),
  target: z.string(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export const auditLogResponse = z.array(auditEntry);
