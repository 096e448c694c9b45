import { desc } from 'drizzle-orm';
import { announceCatalogueChange } from '../catalogue/service.js';
import type { ReadCache } from '../platform/cache.js';
import { afterCommit, type Database, type Db, type Tx } from '../platform/database.js';
import { microsOf, paiseAt } from './arithmetic.js';
import { packCosts, supplierRates, supplierSkuPrices } from './tables.js';

/** What costs are worked out from: each supplier's current rate, its price list, and the manual packs' costs. */
export type CostBook = {
  rates: Map<string, string>;
  prices: Map<string, Map<string, number>>;
  manual: Map<string, number>;
};

async function loadBook(executor: Db | Tx): Promise<CostBook> {
  const [rates, prices, manual] = await Promise.all([
    executor
      .selectDistinctOn([supplierRates.supplier], { supplier: supplierRates.supplier, rate: supplierRates.rupeesPerUnit })
      .from(supplierRates)
      .orderBy(supplierRates.supplier, desc(supplierRates.createdAt)),
    executor.select().from(supplierSkuPrices),
    executor.select({ itemId: packCosts.itemId, costPaise: packCosts.costPaise }).from(packCosts),
  ]);
  const bySupplier = new Map<string, Map<string, number>>();
  for (const p of prices) bySupplier.set(p.supplier, (bySupplier.get(p.supplier) ?? new Map()).set(p.sku, p.priceMicros));
  return { rates: new Map(rates.map((r) => [r.supplier, r.rate])), prices: bySupplier, manual: new Map(manual.map((m) => [m.itemId, m.costPaise])) };
}

/**
 * The cost book kept in memory, so that a delivery prices its supplier order without a statement.
 * A change is announced as a catalogue change (the price screen's data), which every instance
 * already listens for: each reloads once it commits. Until the first load, and while a reload
 * runs, it is read from the database.
 */
export function createCostBook({ database, cache, log }: { database: Database; cache: ReadCache; log: { warn(obj: object, msg: string): void } }) {
  let loaded: CostBook | null = null;
  let version = 0;
  const listeners: (() => void)[] = [];
  function reload() {
    loaded = null;
    const mine = ++version;
    loadBook(database.db).then(
      (book) => {
        if (mine === version) loaded = book;
      },
      (err: unknown) => log.warn({ err }, 'could not load the cost book'),
    );
    for (const listener of listeners) listener();
  }
  reload();
  cache.onClear(reload);

  const current = async (): Promise<CostBook> => loaded ?? loadBook(database.db);

  return {
    current,

    /** Called inside the transaction of a change: every instance reloads once it commits (this one at once). */
    async changed(tx: Tx) {
      afterCommit(tx, reload);
      await announceCatalogueChange(tx);
    },

    /** Runs `listener` whenever the book changes (on any instance). */
    onChange(listener: () => void) {
      listeners.push(listener);
    },

    /**
     * What a delivered supplier order cost: the supplier's own figure when it gave one, else its
     * price list's; in rupees at the rate of this moment. Null when neither is known.
     */
    async chargeOf(supplier: string, sku: string, answered: string | null) {
      const book = await current();
      const costMicros = answered !== null ? microsOf(answered) : (book.prices.get(supplier)?.get(sku) ?? null);
      if (costMicros === null) return null;
      const rate = book.rates.get(supplier) ?? null;
      return { costMicros, rupeesPerUnit: rate, costPaise: rate === null ? null : paiseAt(costMicros, rate) };
    },

    /** The cost an admin set for a pack delivered by hand, or null. */
    async manualCostOf(itemId: string): Promise<number | null> {
      return (await current()).manual.get(itemId) ?? null;
    },
  };
}
export type CostBookService = ReturnType<typeof createCostBook>;
