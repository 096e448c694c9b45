import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { idKey, moment, paise, timestamps } from '../platform/tables.js';

export const products = pgTable(
  'products',
  {
    ...idKey(),
    productid: integer('productid').generatedAlwaysAsIdentity({ startWith: 101 }).notNull().unique(),
    name: text('name').notNull(),
    imgpath: text('imgpath').notNull(),
    type: text('type').notNull(),
    category: text('category').notNull(),
    isApi: boolean('is_api').notNull().default(false),
    apiType: text('api_type'),
    importantNote: text('important_note').notNull().default(''),
    inputs: jsonb('inputs').$type<{ label: string }[]>().notNull().default([]),
    /** The product's packs, in display order (spec: "items (list of numeric item ids)"). */
    items: integer('items').array().notNull().default(sql`'{}'`),
    isTrending: boolean('is_trending').notNull().default(false),
    inStock: boolean('in_stock').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Deleted by an admin: hidden from the shop, kept so that its orders stay readable. */
    archivedAt: moment('archived_at'),
    ...timestamps(),
  },
  (t) => [
    check('products_type_upper', sql`${t.type} = upper(replace(${t.type}, ' ', ''))`),
    check('products_category', sql`${t.category} in ('games', 'instant-games', 'ott', 'others')`),
    index('products_category_idx').on(t.category, t.sortOrder),
  ],
);

export const items = pgTable(
  'items',
  {
    ...idKey(),
    itemid: integer('itemid').generatedAlwaysAsIdentity({ startWith: 1001 }).notNull().unique(),
    name: text('name').notNull(),
    type: text('type').notNull().default(''),
    suggestedTask: text('suggested_task').notNull().default(''),
    // Money is integer paise (ARCHITECTURE: Money); the API speaks rupees.
    originalPricePaise: paise('original_price_paise').notNull(),
    discountedPricePaise: paise('discounted_price_paise').notNull(),
    resellPricePaise: paise('resell_price_paise').notNull(),
    isApi: boolean('is_api').notNull().default(false),
    apiType: text('api_type'),
    /** Supplier SKU ids; one supplier order per entry. */
    itemidarray: text('itemidarray').array().notNull().default(sql`'{}'`),
    imgpath: text('imgpath').notNull().default(''),
    inStock: boolean('in_stock').notNull().default(true),
    /** Deleted by an admin: hidden from the shop, kept so that its orders stay readable. */
    archivedAt: moment('archived_at'),
    ...timestamps(),
  },
  (t) => [
    check('items_prices_not_negative', sql`${t.originalPricePaise} >= 0 and ${t.discountedPricePaise} >= 0 and ${t.resellPricePaise} >= 0`),
  ],
);
