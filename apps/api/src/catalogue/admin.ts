import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AdminItem, AdminProduct, CreateItemRequest, CreateProductRequest, EditProductRequest } from '@shop/contract/catalogue-admin';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import type { Caller } from '../accounts/session.js';
import { changesBetween, type AuditTrail } from '../platform/audit-trail.js';
import type { CachedJson, ReadCache, Ready } from '../platform/cache.js';
import type { Db, Tx } from '../platform/database.js';
import { badRequest, notFound } from '../platform/errors.js';
import { changeCatalogue, toProduct } from './service.js';
import { items, products } from './tables.js';

type ItemRow = typeof items.$inferSelect;

export type CatalogueAdmin = ReturnType<typeof createCatalogueAdmin>;

/**
 * The owner's catalogue: products, packs and the price screen. Every change is one transaction
 * with its audit entry (what changed, before and after) and a NOTIFY that drops every instance's
 * read cache when it commits; this instance's cache is dropped as soon as the change returns,
 * so the next read and the next order see the new price.
 */
export function createCatalogueAdmin({ db, cache, audit }: { db: Db; cache: ReadCache; audit: AuditTrail }) {
  const change = <T>(work: (tx: Tx) => Promise<T>) => changeCatalogue(db, cache, work);

  const live = { product: isNull(products.archivedAt), item: isNull(items.archivedAt) };

  async function lockProduct(tx: Tx, where: { id: string } | { productid: number }) {
    const [row] = await tx
      .select()
      .from(products)
      .where(and('id' in where ? eq(products.id, where.id) : eq(products.productid, where.productid), live.product))
      .for('update');
    if (!row) throw notFound('Product not found.');
    return row;
  }

  async function lockItem(tx: Tx, itemid: number) {
    const [row] = await tx.select().from(items).where(and(eq(items.itemid, itemid), live.item)).for('update');
    if (!row) throw notFound('Item not found.');
    return row;
  }

  /** A product's item ids must name packs that exist (and are not deleted), each once. */
  async function checkItemIds(tx: Tx, ids: number[]) {
    if (new Set(ids).size !== ids.length) throw badRequest('Each item may appear once in a product.');
    if (ids.length === 0) return;
    const found = await tx.select({ itemid: items.itemid }).from(items).where(and(inArray(items.itemid, ids), live.item));
    const known = new Set(found.map((r) => r.itemid));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length) throw badRequest(`No item has the id ${unknown.join(', ')}. Create the item first.`);
  }

  /** Prices in paise, each at most the original: what customers and resellers pay. */
  function checkPrices(p: { originalPaise: number; discountedPaise: number; resellPaise: number }) {
    if (p.discountedPaise > p.originalPaise) throw badRequest(`The price cannot be above the original price (${formatRupees(paiseToRupees(p.originalPaise))}). Raise the original price first.`);
    if (p.resellPaise > p.originalPaise) throw badRequest(`The resell price cannot be above the original price (${formatRupees(paiseToRupees(p.originalPaise))}). Raise the original price first.`);
  }

  const itemValues = (input: CreateItemRequest) => {
    const prices = { originalPaise: rupeesToPaise(input.originalprice), discountedPaise: rupeesToPaise(input.discountedprice), resellPaise: rupeesToPaise(input.resellprice) };
    checkPrices(prices);
    return {
      name: input.name,
      type: input.type,
      suggestedTask: input.suggestedTask,
      itemidarray: input.itemidarray,
      originalPricePaise: prices.originalPaise,
      discountedPricePaise: prices.discountedPaise,
      resellPricePaise: prices.resellPaise,
      isApi: input.isApi,
      apiType: input.apiType,
      imgpath: input.imgpath,
      inStock: input.inStock,
    };
  };

  /** A product's fields from the create or edit form; an edit that leaves out isApi or the inputs keeps them. */
  const productValues = (input: CreateProductRequest | EditProductRequest) => ({
    name: input.name,
    type: input.type,
    category: input.category,
    imgpath: input.imgpath,
    importantNote: input.importantnote,
    ...(input.inputs !== undefined ? { inputs: input.inputs } : {}),
    items: input.items,
    isTrending: input.istrending,
    ...(input.isApi !== undefined ? { isApi: input.isApi } : {}),
    apiType: input.apiType,
    inStock: input.instock,
  });

  // The admin's lists are read far more often than the catalogue changes: they are kept in the
  // read cache as ready-to-send JSON, dropped with the storefront's on every change.
  return {
    allProducts(): Ready<CachedJson> {
      return cache.getOrLoad('admin:products', async () => {
        const rows = await db.select().from(products).where(live.product).orderBy(asc(products.sortOrder), asc(products.productid));
        return rows.map(toProduct) satisfies AdminProduct[];
      });
    },

    allItems(): Ready<CachedJson> {
      return cache.getOrLoad('admin:items', async () => {
        const rows = await db.select().from(items).where(live.item).orderBy(asc(items.itemid));
        return rows.map(toAdminItem) satisfies AdminItem[];
      });
    },

    /** The price screen: every product with its packs in display order. */
    priceBoard(): Ready<CachedJson> {
      return cache.getOrLoad('admin:priceboard', async () => {
        const [productRows, itemRows] = await Promise.all([
          db.select().from(products).where(live.product).orderBy(asc(products.sortOrder), asc(products.productid)),
          db.select().from(items).where(live.item),
        ]);
        const byItemId = new Map(itemRows.map((r) => [r.itemid, r]));
        return {
          products: productRows.map((p) => ({ ...toProduct(p), packs: p.items.flatMap((id) => (byItemId.has(id) ? [toAdminItem(byItemId.get(id)!)] : [])) })),
        };
      });
    },

    createProduct: (admin: Caller, input: CreateProductRequest) =>
      change(async (tx) => {
        await checkItemIds(tx, input.items);
        const [row] = await tx.insert(products).values(productValues(input)).returning();
        const created = toProduct(row!);
        await audit(tx, { adminId: admin.id, action: 'catalogue.product-create', target: `${created.name} (${created.productid})`, details: { after: created } });
        return created;
      }),

    editProduct: (admin: Caller, id: string, input: EditProductRequest) =>
      change(async (tx) => {
        const current = await lockProduct(tx, { id });
        await checkItemIds(tx, input.items);
        const [row] = await tx
          .update(products)
          .set({ ...productValues(input), updatedAt: new Date() })
          .where(eq(products.id, current.id))
          .returning();
        const edited = toProduct(row!);
        if (edited.isApi && !edited.apiType) throw badRequest('API Type is required when Is API is true.');
        await audit(tx, { adminId: admin.id, action: 'catalogue.product-edit', target: `${edited.name} (${edited.productid})`, details: changesBetween(toProduct(current), edited) });
        return edited;
      }),

    /** Deleted products are archived: hidden from the shop, their orders keep reading as bought. */
    deleteProduct: (admin: Caller, productid: number) =>
      change(async (tx) => {
        const current = await lockProduct(tx, { productid });
        await tx.update(products).set({ archivedAt: new Date(), updatedAt: new Date() }).where(eq(products.id, current.id));
        const before = toProduct(current);
        await audit(tx, { adminId: admin.id, action: 'catalogue.product-delete', target: `${before.name} (${before.productid})`, details: { before } });
        return before;
      }),

    createItem: (admin: Caller, input: CreateItemRequest) =>
      change(async (tx) => {
        const [row] = await tx.insert(items).values(itemValues(input)).returning();
        const created = toAdminItem(row!);
        await audit(tx, { adminId: admin.id, action: 'catalogue.item-create', target: `${created.name} (${created.itemid})`, details: { after: created } });
        return created;
      }),

    editItem: (admin: Caller, itemid: number, input: CreateItemRequest) =>
      change(async (tx) => {
        const current = await lockItem(tx, itemid);
        const [row] = await tx.update(items).set({ ...itemValues(input), updatedAt: new Date() }).where(eq(items.id, current.id)).returning();
        const edited = toAdminItem(row!);
        await audit(tx, { adminId: admin.id, action: 'catalogue.item-edit', target: `${edited.name} (${edited.itemid})`, details: changesBetween(toAdminItem(current), edited) });
        return edited;
      }),

    /** Deleted items are archived and taken out of every product's list of packs. */
    deleteItem: (admin: Caller, itemid: number) =>
      change(async (tx) => {
        const current = await lockItem(tx, itemid);
        await tx.update(items).set({ archivedAt: new Date(), updatedAt: new Date() }).where(eq(items.id, current.id));
        await tx
          .update(products)
          .set({ items: sql`array_remove(${products.items}, ${itemid})`, updatedAt: new Date() })
          .where(sql`${itemid} = any(${products.items})`);
        const before = toAdminItem(current);
        await audit(tx, { adminId: admin.id, action: 'catalogue.item-delete', target: `${before.name} (${before.itemid})`, details: { before } });
        return before;
      }),

    /** The price screen's Update Item: the customer price, the reseller price and the stock. */
    updateItemPrice: (admin: Caller, itemid: number, input: { price: number; resellPrice: number; itemInstock: boolean }) =>
      change(async (tx) => {
        const current = await lockItem(tx, itemid);
        const prices = { originalPaise: current.originalPricePaise, discountedPaise: rupeesToPaise(input.price), resellPaise: rupeesToPaise(input.resellPrice) };
        checkPrices(prices);
        const [row] = await tx
          .update(items)
          .set({ discountedPricePaise: prices.discountedPaise, resellPricePaise: prices.resellPaise, inStock: input.itemInstock, updatedAt: new Date() })
          .where(eq(items.id, current.id))
          .returning();
        const updated = toAdminItem(row!);
        await audit(tx, { adminId: admin.id, action: 'catalogue.price', target: `${updated.name} (${updated.itemid})`, details: changesBetween(toAdminItem(current), updated) });
        return updated;
      }),

    /** The price screen's Update Product: stock and the important note. */
    updateProductStock: (admin: Caller, input: { _id: string; instock: boolean; importantNote: string }) =>
      change(async (tx) => {
        const current = await lockProduct(tx, { id: input._id });
        const [row] = await tx.update(products).set({ inStock: input.instock, importantNote: input.importantNote, updatedAt: new Date() }).where(eq(products.id, current.id)).returning();
        const updated = toProduct(row!);
        await audit(tx, { adminId: admin.id, action: 'catalogue.stock', target: `${updated.name} (${updated.productid})`, details: changesBetween(toProduct(current), updated) });
        return updated;
      }),
  };
}

function toAdminItem(row: ItemRow): AdminItem {
  return {
    _id: row.id,
    itemid: row.itemid,
    name: row.name,
    type: row.type,
    suggestedTask: row.suggestedTask,
    originalprice: paiseToRupees(row.originalPricePaise),
    discountedprice: paiseToRupees(row.discountedPricePaise),
    resellprice: paiseToRupees(row.resellPricePaise),
    isApi: row.isApi,
    apiType: row.apiType,
    itemidarray: row.itemidarray,
    imgpath: row.imgpath,
    inStock: row.inStock,
  };
}
