import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.js';
import { items, products } from '../catalogue/tables.js';
import { createdAt, idKey, lastChange, moment, paise, reference } from '../platform/tables.js';

/**
 * The owner's exchange rate for a supplier's currency, in rupees per unit, with its history: a
 * supplier order keeps the rate that was current when it was delivered, whatever is set later.
 */
export const supplierRates = pgTable(
  'supplier_rates',
  {
    ...idKey(),
    /** As stored on supplier orders: smile-br, smile-ph, moogold, sandbox. */
    supplier: text('supplier').notNull(),
    /** Exact decimal: costs are multiplied by it in integers, never as floats. */
    rupeesPerUnit: numeric('rupees_per_unit', { precision: 18, scale: 6 }).notNull(),
    setBy: uuid('set_by').references(() => users.id),
    ...createdAt(),
  },
  (t) => [check('supplier_rates_positive', sql`${t.rupeesPerUnit} > 0`), index('supplier_rates_supplier_idx').on(t.supplier, t.createdAt)],
);

/**
 * What a SKU costs at a supplier, in the supplier's currency, in millionths of its unit (exact
 * integers): Smile.one's product list, refreshed daily and on an admin's request.
 */
export const supplierSkuPrices = pgTable(
  'supplier_sku_prices',
  {
    supplier: text('supplier').notNull(),
    sku: text('sku').notNull(),
    priceMicros: bigint('price_micros', { mode: 'number' }).notNull(),
    fetchedAt: moment('fetched_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplier, t.sku] }), check('supplier_sku_prices_not_negative', sql`${t.priceMicros} >= 0`)],
);

/** When each supplier's price list was last refreshed, and why the last try failed. */
export const supplierPriceLists = pgTable('supplier_price_lists', {
  supplier: text('supplier').primaryKey(),
  fetchedAt: moment('fetched_at'),
  problem: text('problem'),
  triedAt: moment('tried_at').notNull().defaultNow(),
});

/** What a pack delivered by hand costs the shop, set by an admin. */
export const packCosts = pgTable(
  'pack_costs',
  {
    itemId: uuid('item_id')
      .primaryKey()
      .references(() => items.id),
    costPaise: paise('cost_paise').notNull(),
    ...lastChange(() => users.id),
  },
  (t) => [check('pack_costs_not_negative', sql`${t.costPaise} >= 0`)],
);

/** A product's repricing rule (the contract's `pricingRule`, checked before it is saved). */
export const pricingRules = pgTable('pricing_rules', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id),
  rule: jsonb('rule').notNull(),
  ...lastChange(() => users.id),
});

/**
 * One applied repricing of a product: each pack's prices before and after, so that the last one
 * can be undone (and is undone once).
 */
export const priceApplies = pgTable(
  'price_applies',
  {
    ...idKey(),
    productId: reference('product_id', () => products.id),
    packs: jsonb('packs').$type<AppliedPack[]>().notNull(),
    appliedBy: uuid('applied_by').references(() => users.id),
    appliedAt: moment('applied_at').notNull().defaultNow(),
    undoneAt: moment('undone_at'),
  },
  (t) => [index('price_applies_product_idx').on(t.productId, t.appliedAt)],
);
export type AppliedPack = { itemId: string; before: { pricePaise: number; resellPaise: number }; after: { pricePaise: number; resellPaise: number } };

/**
 * The packs priced below their cost now (the customer or the reseller price), with what was
 * known when the alert went: a pack that goes below cost is told to the shop once, and again only
 * after it has been back above.
 */
export const packsBelowCost = pgTable('packs_below_cost', {
  itemId: uuid('item_id')
    .primaryKey()
    .references(() => items.id),
  costPaise: paise('cost_paise').notNull(),
  pricePaise: paise('price_paise').notNull(),
  resellPaise: paise('resell_paise').notNull(),
  since: moment('since').notNull().defaultNow(),
});
