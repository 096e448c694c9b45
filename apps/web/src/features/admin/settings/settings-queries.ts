import { getInvoiceSettings } from '../../../api/books';
import { getShopSettings } from '../../../api/shop-info';
import { formSourceQuery } from '../kit/queries';

export const shopSettingsKey = ['admin', 'shop-settings'] as const;

export const shopSettingsQuery = () => formSourceQuery(shopSettingsKey, getShopSettings);

export const invoiceSettingsKey = ['admin', 'invoice-settings'] as const;

/** The seller's details every invoice prints. */
export const invoiceSettingsQuery = () => formSourceQuery(invoiceSettingsKey, getInvoiceSettings);
