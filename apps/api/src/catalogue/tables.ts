import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    itemid: integer('itemid').generatedAlwaysAsIdentity({ startWith: 1001 }).notNull().unique(),
    name: text('name').notNull(),
    type: text('type').notNull().default(''),
    suggestedTask: text('suggested_task').notNull().default(''),
    // Money is integer paise (ARCHITECTURE: Money); the API speaks rupees.
    originalPricePaise: bigint('original_price_paise', { mode: 'number' }).notNull(),
    discountedPricePaise: bigint('discounted_price_paise', { mode: 'number' }).notNull(),
    resellPricePaise: bigint('resell_price_paise', { mode: 'number' }).notNull(),
    isApi: boolean('is_api').notNull().default(false),
    apiType: text('api_type'),
    /** Supplier SKU ids; one supplier order per entry. */
    itemidarray: text('itemidarray').array().notNull().default(sql`'{}'`),
    imgpath: text('imgpath').notNull().default(''),
    inStock: boolean('in_stock').notNull().default(true),
    /** Deleted by an admin: hidden from the shop, kept so that its orders stay readable. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('items_prices_not_negative', sql`${t.originalPricePaise} >= 0 and ${t.discountedPricePaise} >= 0 and ${t.resellPricePaise} >= 0`),
  ],
);
