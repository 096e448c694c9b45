import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { paiseToRupees } from '@shop/contract/money';
import { pricingFor, type HomeProducts, type Item, type Product } from '@shop/contract/catalogue';
import { checkIdTypes } from '@shop/contract/catalogue-rules';
import type { V1Product } from '@shop/contract/reseller-api';
import type { Role } from '@shop/contract/accounts';
import { notify, type Db, type Tx } from '../platform/database.js';
import { notFound } from '../platform/errors.js';
import { changeCached, type CachedJson, type ReadCache, type Ready } from '../platform/cache.js';
import { items, products } from './tables.js';

/** The NOTIFY channel that tells every instance to drop its cached catalogue. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/** Which prices a caller sees: the reseller price too, or not (the contract's `pricingFor`). */
export type PriceView = 'customer' | 'reseller';

type ProductRow = typeof products.$inferSelect;
type ItemRow = typeof items.$inferSelect;

export type Catalogue = ReturnType<typeof createCatalogue>;

export function createCatalogue({ db, cache }: { db: Db; cache: ReadCache }) {
  /** A product's row and its packs in display order, from the read cache (dropped on any change). */
  function productRows(id: string): Promise<{ product: ProductRow; packs: ItemRow[] }> {
    return cache.getOrLoadValue(`rows:${id}`, async () => {
      const [product] = await db.select().from(products).where(and(eq(products.id, id), isNull(products.archivedAt))).limit(1);
      if (!product) throw notFound('Product not found');
      const rows = product.items.length ? await db.select().from(items).where(and(inArray(items.itemid, product.items), isNull(items.archivedAt))) : [];
      const byItemId = new Map(rows.map((r) => [r.itemid, r]));
      return { product, packs: product.items.flatMap((itemid) => byItemId.get(itemid) ?? []) };
    });
  }

  async function findPack(productId: string, packRef: string | number) {
    const { product, packs } = await productRows(productId);
    const pack = packs.find((p) => (typeof packRef === 'number' ? p.itemid === packRef : p.id === packRef));
    if (!pack) throw notFound('Pack not found for this product');
    return { product, pack };
  }

  return {
    /** The home page's groups, serialized once per catalogue change. */
    homeProducts(): Ready<CachedJson> {
      return cache.getOrLoad('home', async () => {
        const rows = await db.select().from(products).where(isNull(products.archivedAt)).orderBy(asc(products.sortOrder), asc(products.productid));
        const all = rows.map(toProduct);
        return {
          trending: all.filter((p) => p.istrending),
          instantGames: all.filter((p) => p.category === 'instant-games'),
          games: all.filter((p) => p.category === 'games'),
          ott: all.filter((p) => p.category === 'ott'),
          others: all.filter((p) => p.category === 'others'),
        } satisfies HomeProducts;
      });
    },

    product(id: string): Ready<CachedJson> {
      return cache.getOrLoad(`product:${id}`, async () => toProduct((await productRows(id)).product));
    },

    /** A product's packs in display order, priced for the caller's view. */
    items(productId: string, view: PriceView): Ready<CachedJson> {
      return cache.getOrLoad(`items:${productId}:${view}`, async () => {
        const { packs } = await productRows(productId);
        return packs.map((row) => toItem(row, view)) satisfies Item[];
      });
    },

    /**
     * Every product on sale with its packs, priced for the caller's view, as a reseller's program
     * reads it (/api/v1/products); from the read cache, dropped on any catalogue change.
     */
    offer(view: PriceView): Promise<V1Product[]> {
      return cache.getOrLoadValue(`offer:${view}`, async () => {
        const rows = await db.select().from(products).where(isNull(products.archivedAt)).orderBy(asc(products.sortOrder), asc(products.productid));
        const packRows = await db.select().from(items).where(isNull(items.archivedAt));
        const byItemId = new Map(packRows.map((r) => [r.itemid, r]));
        return rows.map((p) => ({
          id: p.id,
          name: p.name,
          type: p.type,
          inputs: p.inputs.map((i) => i.label),
          checks_player: p.isApi && checkIdTypes.includes(p.type),
          in_stock: p.inStock,
          packs: p.items.flatMap((itemid) => {
            const pack = byItemId.get(itemid);
            return pack ? [{ id: pack.id, name: pack.name, price: paiseToRupees(view === 'reseller' ? pack.resellPricePaise : pack.discountedPricePaise), in_stock: pack.inStock && p.inStock }] : [];
          }),
        }));
      });
    },

    async allProducts(): Promise<Product[]> {
      const rows = await db.select().from(products).where(isNull(products.archivedAt)).orderBy(asc(products.sortOrder), asc(products.productid));
      return rows.map(toProduct);
    },

    /** The price a buyer of this role pays for a pack (coupon checks). */
    async packPricePaise(itemId: string, role: Role): Promise<number> {
      const [pack] = await db.select().from(items).where(and(eq(items.id, itemId), isNull(items.archivedAt))).limit(1);
      if (!pack) throw notFound('Pack not found');
      return pricingFor(role).pays === 'resell' ? pack.resellPricePaise : pack.discountedPricePaise;
    },

    /** A pack as bought: its product, the price the buyer's role pays and the supplier SKUs. */
    async packForPurchase(productId: string, packRef: string | number, role: Role) {
      const { product: row, pack } = await findPack(productId, packRef);
      return {
        product: toProduct(row),
        pack: { id: pack.id, name: pack.name, inStock: pack.inStock && row.inStock, skus: pack.itemidarray },
        pricePaise: pricingFor(role).pays === 'resell' ? pack.resellPricePaise : pack.discountedPricePaise,
      };
    },

    /**
     * What delivering a pack needs, from the read cache when its product is loaded there (the
     * purchase just read it), else undefined: the caller reads it with `packForDelivery` in its
     * own transaction, since a load outside it could wait on it.
     */
    cachedPackForDelivery(productId: string, itemId: string): PackForDelivery | undefined {
      const rows = cache.loadedValue<{ product: ProductRow; packs: ItemRow[] }>(`rows:${productId}`);
      const pack = rows?.packs.find((p) => p.id === itemId);
      return rows && pack ? deliveryOf(rows.product, pack) : undefined;
    },

    /** The product and (optionally) one of its packs, for rules that need the real rows. */
    /** Without a pack, the product's first pack in display order (Check Username before a pack is chosen). */
    async productWithPack(productId: string, itemId?: string): Promise<{ product: Product; pack: Item | null; packSkus: string[]; apiType: string | null }> {
      const { product: row, packs } = await productRows(productId);
      const pack = itemId === undefined ? packs[0] : packs.find((p) => p.id === itemId);
      if (itemId !== undefined && !pack) throw notFound('Pack not found for this product');
      return { product: toProduct(row), pack: pack ? toItem(pack, 'customer') : null, packSkus: pack?.itemidarray ?? [], apiType: apiTypeOf(row, pack) };
    },
  };
}

/**
 * What the delivery of a bought pack needs: whether it goes through a supplier, the game and
 * supplier, and the SKUs. Read even when the product or pack was archived since: a paid order
 * is still delivered.
 */
export async function packForDelivery(db: Db | Tx, productId: string, itemId: string) {
  const [[product], [pack]] = await Promise.all([
    db.select({ isApi: products.isApi, type: products.type, apiType: products.apiType }).from(products).where(eq(products.id, productId)),
    db.select({ skus: items.itemidarray, isApi: items.isApi, apiType: items.apiType }).from(items).where(eq(items.id, itemId)),
  ]);
  if (!product || !pack) return null;
  return deliveryOf(product, { itemidarray: pack.skus, isApi: pack.isApi, apiType: pack.apiType });
}
export type PackForDelivery = { isApi: boolean; type: string; apiType: string | null; skus: string[] };

const deliveryOf = (product: Pick<ProductRow, 'isApi' | 'type' | 'apiType'>, pack: Pick<ItemRow, 'itemidarray' | 'isApi' | 'apiType'>): PackForDelivery => ({
  isApi: product.isApi,
  type: product.type,
  apiType: apiTypeOf(product, pack),
  skus: pack.itemidarray,
});

/** The supplier of a pack: the pack's own api type when it names one, else its product's. */
function apiTypeOf(product: { isApi: boolean; apiType: string | null }, pack: { isApi: boolean; apiType: string | null } | undefined): string | null {
  if (!product.isApi) return null;
  return pack?.isApi && pack.apiType ? pack.apiType : product.apiType;
}

/** The supplier api types of the products and packs on sale (start-up checks their suppliers' keys). */
export async function apiTypesOnSale(db: Db): Promise<string[]> {
  const rows = await db.execute(sql`
    select distinct api_type from (
      select p.api_type from products p where p.is_api and p.archived_at is null and p.api_type is not null
      union
      select i.api_type from items i join products p on i.itemid = any(p.items) where p.is_api and i.is_api and i.archived_at is null and p.archived_at is null and i.api_type is not null
    ) t`);
  return (rows as unknown as { rows: { api_type: string }[] }).rows.map((r) => r.api_type);
}

/** Whether the shop has no product at all yet (the demo catalogue fills an empty shop only). */
export async function catalogueIsEmpty(tx: Db | Tx): Promise<boolean> {
  const [existing] = await tx.select({ id: products.id }).from(products).limit(1);
  return !existing;
}

/** Adds a product with its packs, in display order, inside the caller's transaction; answers its id. */
export async function insertProductWithPacks(tx: Tx, product: Omit<typeof products.$inferInsert, 'items'>, packs: (typeof items.$inferInsert)[]): Promise<string> {
  // One insert per pack, so that each id is known to belong to its pack and the order is kept.
  const itemIds: number[] = [];
  for (const pack of packs) itemIds.push((await tx.insert(items).values(pack).returning({ itemid: items.itemid }))[0]!.itemid);
  const [row] = await tx.insert(products).values({ ...product, items: itemIds }).returning({ id: products.id });
  return row!.id;
}

/** Called inside any transaction that changes the catalogue; delivered when it commits. */
export const announceCatalogueChange = (tx: Db | Tx) => notify(tx, CATALOGUE_CHANNEL);

/**
 * An admin's change of what the storefront shows (products, packs, pictures): one transaction,
 * after which every instance's read cache is dropped, this instance's as soon as it returns, so
 * the next read and the next order see the change.
 */
export const changeCatalogue = <T>(db: Db, cache: ReadCache, work: (tx: Tx) => Promise<T>) => changeCached(db, cache, CATALOGUE_CHANNEL, work);

export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    productid: row.productid,
    name: row.name,
    imgpath: row.imgpath,
    type: row.type,
    category: row.category as Product['category'],
    isApi: row.isApi,
    apiType: row.apiType,
    importantnote: row.importantNote,
    inputs: row.inputs,
    items: row.items,
    istrending: row.isTrending,
    instock: row.inStock,
  };
}

function toItem(row: ItemRow, view: PriceView): Item {
  return {
    _id: row.id,
    itemid: row.itemid,
    id: row.itemid,
    name: row.name,
    type: row.type,
    suggestedTask: row.suggestedTask,
    originalprice: paiseToRupees(row.originalPricePaise),
    discountedprice: paiseToRupees(row.discountedPricePaise),
    ...(view === 'reseller' ? { resellprice: paiseToRupees(row.resellPricePaise) } : {}),
    imgpath: row.imgpath,
    inStock: row.inStock,
    isApi: row.isApi,
  };
}
