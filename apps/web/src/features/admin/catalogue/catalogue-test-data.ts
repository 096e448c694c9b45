import type { AdminItem, AdminProduct } from '@shop/contract/catalogue-admin';
import { aProduct, anItem } from '../../../test/fake-api';

/** The storefront's product as the admin lists it: a manual one, selling the pack below. */
export function anAdminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return aProduct({ importantnote: '', items: [1001], isApi: false, apiType: null, ...overrides });
}

/** The storefront's pack as the admin lists it: with the reseller price and supplier ids the shop does not show. */
export function anAdminItem(overrides: Partial<AdminItem> = {}): AdminItem {
  const { id: _storefrontId, ...item } = anItem({ isApi: false });
  return { ...item, resellprice: 110, apiType: null, itemidarray: [], ...overrides };
}
