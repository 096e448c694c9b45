import type { InvoiceSettings, ProfitQuery, ProfitResponse, profitPeriods } from '@shop/contract/books';
import { readSession } from '../session/session';
import { API_BASE, ApiError, apiRequest, serverWordsIn } from './client';

// The owner's money on the admin console: profit, the invoice details and the accountant's CSV
// reports (costs, margins and repricing are in admin-books.ts). Schemas are imported on first
// use, like the other admin calls.
const books = () => import('@shop/contract/books');

export type { InvoiceSettings, ProfitResponse };
export type ProfitPeriod = (typeof profitPeriods)[number];
export type ProfitFilters = ProfitQuery;

/** Profit over India-time days (yyyy-mm-dd, both included), per day, week or month. */
export function getProfit({ by, from, to }: ProfitFilters, signal?: AbortSignal) {
  const search = new URLSearchParams({ by });
  if (from) search.set('from', from);
  if (to) search.set('to', to);
  return apiRequest(`/admin/profit?${search.toString()}`, async () => (await books()).profitResponse, { signal });
}

export const getInvoiceSettings = (signal?: AbortSignal) =>
  apiRequest('/admin/invoice-settings', async () => (await books()).invoiceSettingsResponse, { signal });

export const saveInvoiceSettings = (body: InvoiceSettings) =>
  apiRequest('/admin/invoice-settings', async () => (await books()).invoiceSettingsResponse, { method: 'POST', body });

export const reportKinds = ['sales-register', 'profit'] as const;
export type ReportKind = (typeof reportKinds)[number];
export type ReportFile = { blob: Blob; fileName: string };

const REPORT_FAILED = 'Could not download the report. Please try again.';
const REPORT_UNREACHABLE = 'Could not reach S-Store. Please check your internet connection and try again.';

/** The file name a Content-Disposition header gives ("attachment; filename=\"x.csv\""), if any. */
export function fileNameOf(disposition: string | null): string | null {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]).replace(/[\\/]/g, '_');
  } catch {
    return match[1];
  }
}

/**
 * A month's CSV report (yyyy-mm). A file is not JSON, so apiRequest cannot fetch it, and a plain
 * link would go without the admin's token: this sends the session's Bearer token itself.
 */
export async function getReport(kind: ReportKind, month: string): Promise<ReportFile> {
  const headers: Record<string, string> = { accept: 'text/csv' };
  const token = readSession()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/admin/reports/${kind}.csv?${new URLSearchParams({ month }).toString()}`, { headers });
  } catch {
    throw new ApiError(REPORT_UNREACHABLE, 0);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(serverWordsIn(body) ?? REPORT_FAILED, response.status, body);
  }
  const blob = await response.blob();
  return { blob, fileName: fileNameOf(response.headers.get('content-disposition')) ?? `${kind}-${month}.csv` };
}
