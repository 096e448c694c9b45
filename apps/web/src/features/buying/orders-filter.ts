import type { Order, OrderStatus } from '@shop/contract/orders';
import { localDay } from './dates';

/** The statuses the customer can filter by. */
export const statusFilterOptions = ['All', 'Created', 'Processing', 'Completed', 'Refunded', 'Failed'] as const;
export type StatusFilter = (typeof statusFilterOptions)[number];

export type OrderFilters = {
  /** Matches the Uid/Email the pack went to (input1) or the order id. */
  search: string;
  status: StatusFilter;
  /** Creation dates as YYYY-MM-DD, inclusive; empty means open-ended. */
  from: string;
  to: string;
};

export const noFilters: OrderFilters = { search: '', status: 'All', from: '', to: '' };

/** The orders that match every filter, newest first. */
export function filterOrders(orders: readonly Order[], filters: OrderFilters): Order[] {
  const needle = filters.search.trim().toLowerCase();
  return orders
    .filter((order) => {
      if (needle && !order.input1.toLowerCase().includes(needle) && !order.orderid.toLowerCase().includes(needle)) return false;
      if (filters.status !== 'All' && order.status !== (filters.status as OrderStatus)) return false;
      const day = localDay(order.createdAt);
      if (filters.from && day < filters.from) return false;
      if (filters.to && day > filters.to) return false;
      return true;
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
