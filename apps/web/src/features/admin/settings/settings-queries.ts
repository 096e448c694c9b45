import { queryOptions } from '@tanstack/react-query';
import { getInvoiceSettings } from '../../../api/books';
import { getShopSettings } from '../../../api/shop-info';

export const shopSettingsKey = ['admin', 'shop-settings'] as const;

export const shopSettingsQuery = () =>
  queryOptions({
    queryKey: shopSettingsKey,
    queryFn: ({ signal }) => getShopSettings(signal),
    // The fields are filled once; a refetch while the admin types would not reach them anyway.
    refetchOnWindowFocus: false,
  });

export const invoiceSettingsKey = ['admin', 'invoice-settings'] as const;

/** The seller's details every invoice prints; like the shop settings, filled into a form once. */
export const invoiceSettingsQuery = () =>
  queryOptions({ queryKey: invoiceSettingsKey, queryFn: ({ signal }) => getInvoiceSettings(signal), refetchOnWindowFocus: false });
