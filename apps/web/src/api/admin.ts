import type { AdminOrder } from '@shop/contract/admin';
import type { AdminUser, Role } from '@shop/contract/accounts';
import { apiRequest } from './client';

// The admin console's calls (spec accounts-money-admin 7: Admin). Schemas are imported on first
// use, like the storefront's (SchemaSource in client.ts); the admin code is its own chunk anyway.
const admin = () => import('@shop/contract/admin');
const accounts = () => import('@shop/contract/accounts');

export type { AdminOrder, AdminUser };

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

export const getAuditLog = (limit: number, signal?: AbortSignal) =>
  apiRequest(`/admin/auditlog${queryString({ limit })}`, async () => (await admin()).auditLogResponse, { signal });

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

export const addUserBalance = (request: { userId: string; email: string; amount: number }) =>
  apiRequest('/admin/adduserbalance', async () => (await admin()).addUserBalanceResponse, { method: 'POST', body: request });

// Orders

export const getPendingOrders = (signal?: AbortSignal) => apiRequest('/admin/processing', async () => (await admin()).pendingOrdersResponse, { signal });

export type OrderDecision = 'Completed' | 'Refunded' | 'Cancelled';

/** Moves a pending order on; an empty reason travels as '-' (the path needs a segment). */
export const updateOrder = ({ id, status, reason }: { id: string; status: OrderDecision; reason: string }) =>
  apiRequest(
    `/admin/updateorder/${encodeURIComponent(id)}/${status}/${encodeURIComponent(reason.trim() || '-')}`,
    async () => (await admin()).updateOrderResponse,
  );

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
