import type { AdminOrder, AuditEntry, auditKinds, DecideOrderRequest, SupplierBalances, SupplierOrderView } from '@shop/contract/admin';
import type { AdminUser, Role } from '@shop/contract/accounts';
import { apiRequest } from './client';

// The admin console's calls. Schemas are imported on first
// use, like the storefront's (SchemaSource in client.ts); the admin code is its own chunk anyway.
const admin = () => import('@shop/contract/admin');
const accounts = () => import('@shop/contract/accounts');
const leaderboard = () => import('@shop/contract/leaderboard');

export type { AdminOrder, AdminUser, AuditEntry, DecideOrderRequest, SupplierBalances, SupplierOrderView };

/** A query string of the filled-in values only (the server treats a missing filter as "any"). */
function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const getAdminStats = (signal?: AbortSignal) => apiRequest('/admin/stats', async () => (await admin()).adminStats, { signal });

/** The shop's balance with each supplier, and what the pending orders waiting on it need. */
export const getSupplierBalances = (signal?: AbortSignal) =>
  apiRequest('/admin/supplierbalances', async () => (await admin()).supplierBalancesResponse, { signal });

export type AuditKind = (typeof auditKinds)[number];

export type AuditLogFilters = {
  page?: number;
  limit: number;
  /** An admin's email, or its start. */
  admin?: string;
  /** A customer's email (or its start) or customer id. */
  customer?: string;
  kind?: AuditKind | '';
};

export const getAuditLog = (filters: AuditLogFilters, signal?: AbortSignal) =>
  apiRequest(`/admin/auditlog${queryString(filters)}`, async () => (await admin()).auditLogResponse, { signal });

/**
 * A key the server accepts as an Idempotency-Key (8-100 of [A-Za-z0-9_-]). randomUUID exists
 * only on HTTPS or localhost; an admin on a plain-http address still needs a key.
 */
export function newRequestKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `admin-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

// Users

export const getUsersData = ({ page, limit }: { page: number; limit: number }, signal?: AbortSignal) =>
  apiRequest(`/admin/users_data${queryString({ page, limit })}`, async () => (await accounts()).usersDataResponse, { signal });

export type UserEdit = {
  _id: string;
  userid: string;
  name: string;
  mobilenumber: string;
  email: string;
  role: Role;
  verified: 'true' | 'false';
  isBlocked: 'true' | 'false';
};

export const updateUserData = (edit: UserEdit) =>
  apiRequest('/admin/updateuserdata', async () => (await accounts()).updateUserDataResponse, { method: 'POST', body: edit });

export type AddBalanceRequest = { userId: string; email: string; amount: number; reason?: string };

/** Credits a wallet; the same key again answers the first credit instead of crediting twice. */
export const addUserBalance = (request: AddBalanceRequest, idempotencyKey: string) =>
  apiRequest('/admin/adduserbalance', async () => (await admin()).addUserBalanceResponse, {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

// Orders

export const getPendingOrders = (signal?: AbortSignal) => apiRequest('/admin/processing', async () => (await admin()).pendingOrdersResponse, { signal });

export type OrderDecision = DecideOrderRequest['status'];

/**
 * Moves a pending order on: Completed (with a note the customer reads), Refunded to the wallet,
 * or Cancelled, saying how the money went back (the body is checked by decideOrderRequest first).
 */
export const decideOrder = (decision: DecideOrderRequest) =>
  apiRequest('/admin/orders/decide', async () => (await admin()).updateOrderResponse, { method: 'POST', body: decision });

/** Sends a pending order's failed or held supplier orders again; 409 when none may be retried. */
export const retryDelivery = (order: string) =>
  apiRequest('/admin/orders/retry', async () => (await admin()).updateOrderResponse, { method: 'POST', body: { order } });

export type AllOrdersFilters = {
  page: number;
  limit: number;
  /** An order id or (the start of) an email. */
  search?: string;
  status?: string;
  /** A player id or zone the customer typed. */
  input?: string;
  paymentmode?: string;
  /** yyyy-mm-dd, India time. */
  from?: string;
  to?: string;
};

export const getAllOrders = (filters: AllOrdersFilters, signal?: AbortSignal) =>
  apiRequest(`/admin/alltxn${queryString(filters)}`, async () => (await admin()).allTxnResponse, { signal });

export type WalletTxnFilters = {
  page: number;
  limit: number;
  /** A transaction id or (the start of) an email. */
  search?: string;
  type?: string;
  status?: string;
  orderid?: string;
  from?: string;
  to?: string;
};

export const getAllWalletTxns = (filters: WalletTxnFilters, signal?: AbortSignal) =>
  apiRequest(`/admin/allwallettxn${queryString(filters)}`, async () => (await admin()).allWalletTxnResponse, { signal });

export type ReverseCreditRequest = { txnid: string; amount?: number; reason: string };

/** Takes an admin credit (or part of it) back; the same key again answers the first reversal. */
export const reverseCredit = (request: ReverseCreditRequest, idempotencyKey: string) =>
  apiRequest('/admin/reversecredit', async () => (await admin()).reverseCreditResponse, {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

// Leaderboard

/** The rupees paid to places 1 to 3 of each closed week. */
export type LeaderboardRewards = { first: number; second: number; third: number };

export const getLeaderboardRewards = (signal?: AbortSignal) =>
  apiRequest('/admin/leaderboard-rewards', async () => (await leaderboard()).leaderboardRewardsResponse, { signal });

export const updateLeaderboardRewards = (rewards: LeaderboardRewards) =>
  apiRequest('/admin/leaderboard-rewards', async () => (await leaderboard()).leaderboardRewardsResponse, { method: 'POST', body: rewards });
