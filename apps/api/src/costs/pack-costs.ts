import { paiseToRupees } from '@shop/contract/money';
import type { PackMargin } from '@shop/contract/books';
import type { PackForCosting } from '../catalogue/pricing.js';
import { supplierLabelOf, type Suppliers } from '../fulfilment/suppliers-from-config.js';
import { paiseAt } from './arithmetic.js';
import type { CostBook } from './book.js';

export type PackCost = { costPaise: number | null; source: 'price-list' | 'charged' | 'manual' | null; problem: string | null; manual: boolean; supplier: string | null };

/** The supplier that delivers a pack (its stored name), or null when an admin does. */
export function supplierOfPack(suppliers: Suppliers, pack: Pick<PackForCosting, 'isApi' | 'apiType' | 'skus'>): { name: string } | { missing: string } | null {
  if (!pack.isApi || pack.skus.length === 0) return null;
  const choice = suppliers.choose(pack.apiType);
  if (choice.kind === 'manual') return null;
  if (choice.kind === 'missing') return { missing: choice.missing };
  return { name: choice.supplier.name };
}

/**
 * What a pack costs now: its SKUs at the supplier's price list (else what the supplier charged
 * the last time), at the owner's current rate; or the cost an admin set for a manual pack.
 * Unknown, with the reason, when any part is missing.
 */
export function packCostOf(pack: PackForCosting, book: CostBook, suppliers: Suppliers, charged: (supplier: string) => Map<string, number> | undefined): PackCost {
  const supplier = supplierOfPack(suppliers, pack);
  if (supplier === null) {
    const cost = book.manual.get(pack.itemId) ?? null;
    return { costPaise: cost, source: cost === null ? null : 'manual', problem: cost === null ? 'Delivered by hand: set what this pack costs you' : null, manual: true, supplier: null };
  }
  if ('missing' in supplier) return { costPaise: null, source: null, problem: `The supplier has no keys (${supplier.missing})`, manual: false, supplier: null };
  const label = supplierLabelOf(supplier.name);
  const rate = book.rates.get(supplier.name);
  if (!rate) return { costPaise: null, source: null, problem: `Set the ${label} rate on Costs and rates`, manual: false, supplier: supplier.name };
  const listed = book.prices.get(supplier.name);
  const learnt = charged(supplier.name);
  let micros = 0;
  let source: PackCost['source'] = 'price-list';
  for (const sku of pack.skus) {
    const price = listed?.get(sku) ?? learnt?.get(sku);
    if (price === undefined) return { costPaise: null, source: null, problem: `${label} has no price for SKU ${sku} yet${listed ? '' : ' (refresh its prices, or it is learnt from its first delivery)'}`, manual: false, supplier: supplier.name };
    if (listed?.get(sku) === undefined) source = 'charged';
    micros += price;
  }
  return { costPaise: paiseAt(micros, rate), source, problem: null, manual: false, supplier: supplier.name };
}

/** Margin in rupees and as a percentage of the price (one decimal), or nulls when the cost is unknown. */
function marginOf(pricePaise: number, costPaise: number | null) {
  if (costPaise === null) return { margin: null, percent: null };
  const margin = pricePaise - costPaise;
  return { margin: paiseToRupees(margin), percent: pricePaise > 0 ? Math.round((margin * 1000) / pricePaise) / 10 : null };
}

/** A pack as the price screen shows it, with its cost and margins. */
export function packMarginOf(pack: PackForCosting, cost: PackCost): PackMargin {
  const customer = marginOf(pack.pricePaise, cost.costPaise);
  const reseller = marginOf(pack.resellPaise, cost.costPaise);
  return {
    _id: pack.itemId,
    itemid: pack.itemid,
    name: pack.name,
    price: paiseToRupees(pack.pricePaise),
    resellPrice: paiseToRupees(pack.resellPaise),
    cost: cost.costPaise === null ? null : paiseToRupees(cost.costPaise),
    costSource: cost.source,
    costProblem: cost.problem,
    margin: customer.margin,
    marginPercent: customer.percent,
    resellMargin: reseller.margin,
    resellMarginPercent: reseller.percent,
    belowCost: isBelowCost(pack, cost.costPaise),
    manual: cost.manual,
  };
}

/** Whether the customer or the reseller price is under what the pack costs. */
export const isBelowCost = (pack: Pick<PackForCosting, 'pricePaise' | 'resellPaise'>, costPaise: number | null) =>
  costPaise !== null && (pack.pricePaise < costPaise || pack.resellPaise < costPaise);

