import type { Invoice } from '@shop/contract/books';
import type { OrderStatus } from '@shop/contract/orders';
import { apiRequest } from './client';

// A GST invoice, read by its customer (My Orders) and by admins. Apart from the admin calls in
// books.ts, so that the storefront's screens carry none of them.
const books = () => import('@shop/contract/books');

export type { Invoice };

/** Orders that were paid at some point have an invoice (a cancelled or refunded one keeps it, marked). */
const invoicedStatuses: readonly OrderStatus[] = ['Processing', 'Completed', 'Refunded', 'Cancelled'];

export const hasInvoice = (status: OrderStatus) => invoicedStatuses.includes(status);

export const invoicePath = (orderid: string) => `/invoice/${encodeURIComponent(orderid)}`;

/** 404 with a message when the order is someone else's or has no invoice yet. */
export const getInvoice = (orderid: string, signal?: AbortSignal) =>
  apiRequest(`/invoices/${encodeURIComponent(orderid)}`, async () => (await books()).invoice, { signal });
