import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getSupplierBalances } from '../../../api/admin';
import { getProfit, type ProfitFilters } from '../../../api/books';

/** The shop's balance with each supplier; every read asks the suppliers themselves. */
export const supplierBalancesQuery = () => queryOptions({ queryKey: ['admin', 'supplier-balances'], queryFn: ({ signal }) => getSupplierBalances(signal) });

/** Profit for a period choice and dates; the last answer stays in view while the next loads. */
export const profitQuery = (filters: ProfitFilters, enabled = true) =>
  queryOptions({ queryKey: ['admin', 'profit', filters], queryFn: ({ signal }) => getProfit(filters, signal), placeholderData: keepPreviousData, enabled });
