import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../platform/database.js';
import { AppError } from '../platform/errors.js';
import { announceCatalogueChange } from './service.js';
import { items, products } from './tables.js';

/** A pack with what the owner's costs need: its product's game and supplier, its SKUs and prices. */
export type PackForCosting = {
  productId: string;
  productid: number;
  productName: string;
  type: string;
  isApi: boolean;
  apiType: string | null;
  itemId: string;
  itemid: number;
  name: string;
  skus: string[];
  originalPaise: number;
  pricePaise: number;
  resellPaise: number;
};

/** Every pack on sale (not deleted), in each product's display order, products in the shop's order. */
export async function packsForCosting(db: Db | Tx, productId?: string): Promise<PackForCosting[]> {
  const rows = await db
    .select({
      productId: products.id,
      productid: products.productid,
      productName: products.name,
      type: products.type,
      isApi: products.isApi,
      apiType: products.apiType,
      order: products.items,
      itemId: items.id,
      itemid: items.itemid,
      name: items.name,
      skus: items.itemidarray,
      originalPaise: items.originalPricePaise,
      pricePaise: items.discountedPricePaise,
      resellPaise: items.resellPricePaise,
    })
    .from(products)
    .innerJoin(items, sql`${items.itemid} = any(${products.items})`)
    .where(and(isNull(products.archivedAt), isNull(items.archivedAt), productId ? eq(products.id, productId) : undefined))
    .orderBy(products.sortOrder, products.productid);
  return rows
    .map((r) => ({ ...r, position: r.order.indexOf(r.itemid) }))
    .sort((a, b) => (a.productId === b.productId ? a.position - b.position : 0))
    .map(({ order: _order, position: _position, ...pack }) => pack);
}

export type NewPackPrices = { itemId: string; pricePaise: number; resellPaise: number };
export type PriceChange = { itemId: string; name: string; itemid: number; before: { pricePaise: number; resellPaise: number }; after: { pricePaise: number; resellPaise: number } };

/**
 * Sets several packs' customer and reseller prices in the caller's transaction, each only if its
 * prices are still `expected` (what the admin saw): otherwise nothing is written and the answer
 * names the packs that changed. An original (struck-through) price below a new price is raised
 * to it, since no price may be above its original.
 */
export async function setPackPrices(tx: Tx, expected: Map<string, { pricePaise: number; resellPaise: number }>, next: NewPackPrices[]): Promise<PriceChange[]> {
  if (next.length === 0) return [];
  const current = await tx
    .select()
    .from(items)
    .where(and(inArray(items.id, next.map((p) => p.itemId)), isNull(items.archivedAt)))
    .for('update');
  const byId = new Map(current.map((r) => [r.id, r]));
  const moved = next.filter((p) => {
    const row = byId.get(p.itemId);
    const seen = expected.get(p.itemId);
    return !row || !seen || row.discountedPricePaise !== seen.pricePaise || row.resellPricePaise !== seen.resellPaise;
  });
  if (moved.length) {
    const names = moved.map((p) => byId.get(p.itemId)?.name ?? 'a deleted pack').join(', ');
    throw new AppError('CONFLICT', `Prices changed meanwhile (${names}). Preview again.`);
  }
  const changes: PriceChange[] = [];
  for (const p of next) {
    const row = byId.get(p.itemId)!;
    if (row.discountedPricePaise === p.pricePaise && row.resellPricePaise === p.resellPaise) continue;
    await tx
      .update(items)
      .set({
        discountedPricePaise: p.pricePaise,
        resellPricePaise: p.resellPaise,
        originalPricePaise: sql`greatest(${items.originalPricePaise}, ${p.pricePaise}, ${p.resellPaise})`,
        updatedAt: new Date(),
      })
      .where(eq(items.id, p.itemId));
    changes.push({ itemId: p.itemId, name: row.name, itemid: row.itemid, before: { pricePaise: row.discountedPricePaise, resellPaise: row.resellPricePaise }, after: { pricePaise: p.pricePaise, resellPaise: p.resellPaise } });
  }
  if (changes.length) await announceCatalogueChange(tx);
  return changes;
}

/** Products' names by id, deleted ones included (the owner's reports name what was sold). */
export async function productNamesOf(db: Db | Tx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
