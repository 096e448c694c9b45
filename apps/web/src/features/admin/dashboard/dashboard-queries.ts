import { queryOptions } from '@tanstack/react-query';
import { getSupplierBalances } from '../../../api/admin';

/** The shop's balance with each supplier; every read asks the suppliers themselves. */
export const supplierBalancesQuery = () => queryOptions({ queryKey: ['admin', 'supplier-balances'], queryFn: ({ signal }) => getSupplierBalances(signal) });
