import { announceCatalogueChange } from '../catalogue/service.js';
import type { Tx } from '../platform/database.js';
import { supplierPriceLists, supplierRates, supplierSkuPrices } from './tables.js';

/**
 * The demo shop's costs: the sandbox supplier charges in points worth ₹1 each, and each SKU of
 * the demo catalogue costs what is given (paise), so that margins and profit show from the first
 * order. Only for a new demo shop: nothing set before is changed.
 */
export async function seedSandboxCosts(tx: Tx, skuCostsPaise: Map<string, number>) {
  await tx.insert(supplierRates).values({ supplier: 'sandbox', rupeesPerUnit: '1' });
  const rows = [...skuCostsPaise].map(([sku, paise]) => ({ supplier: 'sandbox', sku, priceMicros: paise * 10_000 }));
  if (rows.length) await tx.insert(supplierSkuPrices).values(rows).onConflictDoNothing();
  await tx.insert(supplierPriceLists).values({ supplier: 'sandbox', fetchedAt: new Date() }).onConflictDoNothing();
  await announceCatalogueChange(tx);
}
