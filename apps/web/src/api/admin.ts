import type {
  AddUserBalanceRequest,
  AdminOrder,
  allTxnQuery,
  allWalletTxnQuery,
  AuditEntry,
  auditKinds,
  auditLogQuery,
  DecideOrderRequest,
  ReverseCreditRequest,
  SupplierBalances,
  SupplierOrderView,
} from '@shop/contract/admin';
import type { AdminUser, UpdateUserDataRequest } from '@shop/contract/accounts';
import type { LeaderboardRewards, LeaderboardRewardsBody } from '@shop/contract/leaderboard';
import type { z } from 'zod';
import { apiRequest } from './client';

// The admin console's calls. Schemas are imported on first
// use, like the storefront's (SchemaSource in client.ts); the admin code is its own chunk anyway.
const admin = () => import('@shop/contract/admin');
const accounts = () => import('@shop/contract/accounts');
const leaderboard = () => import('@shop/contract/leaderboard');

export type { AddUserBalanceRequest, AdminOrder, AdminUser, AuditEntry, DecideOrderRequest, LeaderboardRewards, ReverseCreditRequest, SupplierBalances, SupplierOrderView };

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

/** The query the audit screen sends; an empty kind is "any". */
export type AuditLogFilters = Omit<z.input<typeof auditLogQuery>, 'kind'> & { kind?: AuditKind | '' };

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

/** The edit form's values: the user as the screen shows it, with no number as empty text. */
export type UserEdit = Omit<AdminUser, 'balance' | 'mobilenumber'> & { mobilenumber: string };

export const updateUserData = (edit: UpdateUserDataRequest) =>
  apiRequest('/admin/updateuserdata', async () => (await accounts()).updateUserDataResponse, { method: 'POST', body: edit });

/** Credits a wallet; the same key again answers the first credit instead of crediting twice. */
export const addUserBalance = (request: AddUserBalanceRequest, idempotencyKey: string) =>
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

/** The screen's filters as typed: a status or payment mode left empty is "any". */
export type AllOrdersFilters = Omit<z.input<typeof allTxnQuery>, 'status' | 'paymentmode'> & { status?: string; paymentmode?: string };

export const getAllOrders = (filters: AllOrdersFilters, signal?: AbortSignal) =>
  apiRequest(`/admin/alltxn${queryString(filters)}`, async () => (await admin()).allTxnResponse, { signal });

/** The screen's filters as typed: a type or status left empty is "any". */
export type WalletTxnFilters = Omit<z.input<typeof allWalletTxnQuery>, 'type' | 'status'> & { type?: string; status?: string };

export const getAllWalletTxns = (filters: WalletTxnFilters, signal?: AbortSignal) =>
  apiRequest(`/admin/allwallettxn${queryString(filters)}`, async () => (await admin()).allWalletTxnResponse, { signal });

/** Takes an admin credit (or part of it) back; the same key again answers the first reversal. */
export const reverseCredit = (request: ReverseCreditRequest, idempotencyKey: string) =>
  apiRequest('/admin/reversecredit', async () => (await admin()).reverseCreditResponse, {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

// Leaderboard

export const getLeaderboardRewards = (signal?: AbortSignal) =>
  apiRequest('/admin/leaderboard-rewards', async () => (await leaderboard()).leaderboardRewardsResponse, { signal });

export const updateLeaderboardRewards = (rewards: LeaderboardRewardsBody) =>
  apiRequest('/admin/leaderboard-rewards', async () => (await leaderboard()).leaderboardRewardsResponse, { method: 'POST', body: rewards });
