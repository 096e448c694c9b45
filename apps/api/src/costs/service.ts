import { desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { CostedSupplier, CostsResponse, MarginsResponse } from '@shop/contract/books';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import { namesOf } from '../accounts/lookups.js';
import type { Caller } from '../accounts/session.js';
import { packsForCosting, type PackForCosting } from '../catalogue/pricing.js';
import { latestCharges } from '../fulfilment/lookups.js';
import { supplierLabelOf, type SupplierKey, type Suppliers } from '../fulfilment/suppliers-from-config.js';
import type { AuditTrail } from '../platform/audit-trail.js';
import type { Db, Tx } from '../platform/database.js';
import { badRequest, notFound } from '../platform/errors.js';
import { microsOf, rateDisplay } from './arithmetic.js';
import type { CostBookService } from './book.js';
import { isBelowCost, packCostOf, packMarginOf, supplierOfPack, type PackCost } from './pack-costs.js';
import { packCosts, packsBelowCost, priceApplies, pricingRules, supplierPriceLists, supplierRates, supplierSkuPrices } from './tables.js';

/** The unit each supplier charges in, as its balance says. */
const currencies: Record<CostedSupplier, string> = { 'smile-br': 'Smile Points (Brazil)', 'smile-ph': 'Smile Points (Philippines)', moogold: 'USD', sandbox: 'Sandbox points' };

/** A pack newly below cost, for the shop's alert. */
export type BelowCostPack = { productName: string; name: string; itemid: number; costPaise: number; pricePaise: number; resellPaise: number };

/**
 * The owner's costs: exchange rates per supplier with their history, supplier price lists, the
 * costs of packs delivered by hand, every pack's margin, and the alert when a pack goes below cost.
 */
export function createCosts({
  db,
  book,
  suppliers,
  audit,
  production,
  alertBelowCost,
  log,
}: {
  db: Db;
  book: CostBookService;
  suppliers: Suppliers;
  audit: AuditTrail;
  production: boolean;
  /** Tells the shop, inside the transaction that records it, which packs went below cost. */
  alertBelowCost: (tx: Tx, packs: BelowCostPack[]) => Promise<void>;
  log: { warn(obj: object, msg: string): void };
}) {
  /** The suppliers the owner prices: the real three, and the sandbox where it delivers. */
  const shown = (): CostedSupplier[] => (production ? ['smile-br', 'smile-ph', 'moogold'] : ['smile-br', 'smile-ph', 'moogold', 'sandbox']);
  const supplierNamed = (name: string) => (['smile-br', 'smile-ph', 'moogold'] as SupplierKey[]).map((key) => suppliers.byKey(key)).find((s) => s?.name === name) ?? null;

  async function view(): Promise<CostsResponse> {
    const names = shown();
    const [history, lists, counts] = await Promise.all([
      db.select().from(supplierRates).where(inArray(supplierRates.supplier, names)).orderBy(desc(supplierRates.createdAt)).limit(400),
      db.select().from(supplierPriceLists).where(inArray(supplierPriceLists.supplier, names)),
      db.select({ supplier: supplierSkuPrices.supplier, sku: supplierSkuPrices.sku }).from(supplierSkuPrices).where(inArray(supplierSkuPrices.supplier, names)),
    ]);
    const setters = await namesOf(db, [...new Set(history.map((h) => h.setBy).filter((id): id is string => id !== null))]);
    return {
      suppliers: names.map((supplier) => {
        const rates = history.filter((h) => h.supplier === supplier).slice(0, 20);
        const list = lists.find((l) => l.supplier === supplier);
        const source = supplierNamed(supplier);
        return {
          supplier,
          label: supplierLabelOf(supplier),
          currency: currencies[supplier],
          rate: rates[0] ? rateDisplay(rates[0].rupeesPerUnit) : null,
          history: rates.map((r) => ({ rate: rateDisplay(r.rupeesPerUnit), from: r.createdAt.toISOString(), setBy: r.setBy ? (setters.get(r.setBy) ?? null) : null })),
          priceList: supplier === 'sandbox' || Boolean(source?.skuPrices),
          pricesFetchedAt: list?.fetchedAt?.toISOString() ?? null,
          skuPrices: counts.filter((c) => c.supplier === supplier).length,
          refreshProblem: list?.problem ?? null,
        };
      }),
    };
  }

  /** Every pack's cost now, with the charges learnt for suppliers without a price list. */
  async function costsOf(packs: PackForCosting[]): Promise<Map<string, PackCost>> {
    const current = await book.current();
    const needed = new Set<string>();
    for (const pack of packs) {
      const supplier = supplierOfPack(suppliers, pack);
      if (supplier && 'name' in supplier && !current.prices.has(supplier.name)) needed.add(supplier.name);
    }
    const charged = new Map(await Promise.all([...needed].map(async (name) => [name, await latestCharges(db, name)] as const)));
    return new Map(packs.map((pack) => [pack.itemId, packCostOf(pack, current, suppliers, (name) => charged.get(name))]));
  }

  /**
   * Records which packs are below cost now: those that just went below are told to the shop once
   * (a pack is told again only after it was back above), in one transaction, so that two
   * instances checking at once tell it once.
   */
  async function checkBelowCost(): Promise<BelowCostPack[]> {
    const packs = await packsForCosting(db);
    const costs = await costsOf(packs);
    const below = packs.filter((p) => isBelowCost(p, costs.get(p.itemId)!.costPaise));
    return db.transaction(async (tx) => {
      await tx.delete(packsBelowCost).where(below.length ? notInArray(packsBelowCost.itemId, below.map((p) => p.itemId)) : undefined);
      if (below.length === 0) return [];
      const inserted = await tx
        .insert(packsBelowCost)
        .values(below.map((p) => ({ itemId: p.itemId, costPaise: costs.get(p.itemId)!.costPaise!, pricePaise: p.pricePaise, resellPaise: p.resellPaise })))
        .onConflictDoNothing()
        .returning({ itemId: packsBelowCost.itemId });
      const fresh = new Set(inserted.map((r) => r.itemId));
      const told = below
        .filter((p) => fresh.has(p.itemId))
        .map((p) => ({ productName: p.productName, name: p.name, itemid: p.itemid, costPaise: costs.get(p.itemId)!.costPaise!, pricePaise: p.pricePaise, resellPaise: p.resellPaise }));
      if (told.length) await alertBelowCost(tx, told);
      return told;
    });
  }

  /** Fetches a supplier's price list now and keeps it; the problem is recorded when it fails. */
  async function refresh(supplier: string): Promise<{ ok: boolean; message: string }> {
    const source = supplierNamed(supplier);
    if (!source?.skuPrices) {
      const label = supplierLabelOf(supplier);
      return { ok: false, message: supplier === 'sandbox' ? 'The sandbox has no price list to fetch: its prices come with the demo catalogue.' : source ? `${label} publishes no price list: its costs are learnt from what it charges.` : `${label} has no keys: set them to fetch its prices.` };
    }
    const types = [...new Set((await packsForCosting(db)).filter((p) => (supplierOfPack(suppliers, p) as { name?: string } | null)?.name === supplier).map((p) => p.type))];
    try {
      const fetched = new Map<string, number>();
      for (const type of types.length ? types : ['MLBB']) {
        for (const [sku, price] of await source.skuPrices(type)) {
          const micros = microsOf(price);
          if (micros !== null) fetched.set(sku, micros);
        }
      }
      await db.transaction(async (tx) => {
        for (let i = 0; i < fetched.size; i += 500) {
          const rows = [...fetched].slice(i, i + 500).map(([sku, priceMicros]) => ({ supplier, sku, priceMicros, fetchedAt: new Date() }));
          await tx.insert(supplierSkuPrices).values(rows).onConflictDoUpdate({ target: [supplierSkuPrices.supplier, supplierSkuPrices.sku], set: { priceMicros: sql.raw('excluded.price_micros'), fetchedAt: new Date() } });
        }
        await tx.insert(supplierPriceLists).values({ supplier, fetchedAt: new Date(), problem: null, triedAt: new Date() }).onConflictDoUpdate({ target: supplierPriceLists.supplier, set: { fetchedAt: new Date(), problem: null, triedAt: new Date() } });
        await book.changed(tx);
      });
      return { ok: true, message: `${supplierLabelOf(supplier)}: ${fetched.size} prices fetched.` };
    } catch (err) {
      log.warn({ err, supplier }, 'could not refresh a supplier price list');
      const problem = `Could not fetch the prices: ${err instanceof Error ? err.message : String(err)}`.slice(0, 300);
      await db.insert(supplierPriceLists).values({ supplier, problem, triedAt: new Date() }).onConflictDoUpdate({ target: supplierPriceLists.supplier, set: { problem, triedAt: new Date() } });
      return { ok: false, message: `${supplierLabelOf(supplier)}: ${problem}` };
    }
  }

  return {
    view,
    costsOf,
    checkBelowCost,

    /** An admin sets a supplier's rate; orders delivered from now on are costed at it. Audited. */
    async setRate(admin: Caller, { supplier, rate }: { supplier: CostedSupplier; rate: string }) {
      if (!shown().includes(supplier)) throw badRequest('This shop does not use that supplier.');
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(supplierRates).where(eq(supplierRates.supplier, supplier)).orderBy(desc(supplierRates.createdAt)).limit(1);
        await tx.insert(supplierRates).values({ supplier, rupeesPerUnit: rate, setBy: admin.id });
        await audit(tx, { adminId: admin.id, action: 'costs.rate', target: supplierLabelOf(supplier), details: { before: { rate: before ? rateDisplay(before.rupeesPerUnit) : null }, after: { rate: rateDisplay(rate) } } });
        await book.changed(tx);
      });
      return view();
    },

    /** An admin's "Refresh prices", and the daily job's for every supplier with a price list. */
    async refreshPrices(supplier: CostedSupplier) {
      const result = await refresh(supplier);
      return { ...(await view()), message: result.message };
    },

    async refreshAll() {
      for (const supplier of shown()) if (supplierNamed(supplier)?.skuPrices) await refresh(supplier);
    },

    /** The cost of a pack an admin delivers by hand (null clears it). Audited. */
    async setPackCost(admin: Caller, { itemid, cost }: { itemid: number; cost: number | null }) {
      const pack = (await packsForCosting(db)).find((p) => p.itemid === itemid);
      if (!pack) throw notFound('Item not found.');
      const supplier = supplierOfPack(suppliers, pack);
      if (supplier && 'name' in supplier) throw badRequest(`${supplierLabelOf(supplier.name)} delivers this pack: its cost comes from the supplier's prices and your rate.`);
      const costPaise = cost === null ? null : rupeesToPaise(cost);
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(packCosts).where(eq(packCosts.itemId, pack.itemId));
        if (costPaise === null) await tx.delete(packCosts).where(eq(packCosts.itemId, pack.itemId));
        else await tx.insert(packCosts).values({ itemId: pack.itemId, costPaise, updatedBy: admin.id }).onConflictDoUpdate({ target: packCosts.itemId, set: { costPaise, updatedBy: admin.id, updatedAt: new Date() } });
        await audit(tx, { adminId: admin.id, action: 'costs.pack', target: `${pack.name} (${pack.itemid})`, details: { before: { costPaise: before?.costPaise ?? null }, after: { costPaise } } });
        await book.changed(tx);
      });
      return { message: costPaise === null ? `The cost of ${pack.name} was cleared.` : `${pack.name} now costs ${formatRupees(paiseToRupees(costPaise))}.` };
    },

    /** The price screen: every pack's cost, prices and margins, each product's rule and last repricing. */
    async margins(): Promise<MarginsResponse> {
      const packs = await packsForCosting(db);
      const [costs, rules, applies] = await Promise.all([
        costsOf(packs),
        db.select().from(pricingRules),
        db.selectDistinctOn([priceApplies.productId]).from(priceApplies).orderBy(priceApplies.productId, desc(priceApplies.appliedAt)),
      ]);
      const products = new Map<string, MarginsResponse['products'][number]>();
      for (const pack of packs) {
        let product = products.get(pack.productId);
        if (!product) {
          const last = applies.find((a) => a.productId === pack.productId && a.undoneAt === null);
          product = {
            _id: pack.productId,
            productid: pack.productid,
            name: pack.productName,
            rule: (rules.find((r) => r.productId === pack.productId)?.rule as MarginsResponse['products'][number]['rule']) ?? null,
            lastApply: last ? { id: last.id, at: last.appliedAt.toISOString(), packs: last.packs.length } : null,
            items: [],
          };
          products.set(pack.productId, product);
        }
        product.items.push(packMarginOf(pack, costs.get(pack.itemId)!));
      }
      const all = [...products.values()];
      return { products: all, belowCost: all.reduce((n, p) => n + p.items.filter((i) => i.belowCost).length, 0) };
    },

    /** Whether a product exists among the packs on sale (for the repricing calls). */
    async packsOf(productId: string) {
      const packs = await packsForCosting(db, productId);
      if (packs.length === 0) throw notFound('Product not found, or it has no packs.');
      return { packs, costs: await costsOf(packs) };
    },

    /** The repricing rule saved for a product, if any. */
    async ruleOf(executor: Db | Tx, productId: string) {
      const [row] = await executor.select().from(pricingRules).where(eq(pricingRules.productId, productId));
      return row ?? null;
    },
  };
}
export type Costs = ReturnType<typeof createCosts>;

