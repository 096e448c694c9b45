import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { SupplierBalances } from '@shop/contract/admin';
import type { Caller } from '../accounts/session.js';
import type { OrderAdmin } from '../orders/admin.js';
import { processingOrderIds } from '../orders/lookups.js';
import type { AuditTrail } from '../platform/audit-trail.js';
import type { Db } from '../platform/database.js';
import { AppError } from '../platform/errors.js';
import type { Delivery } from './delivery.js';
import { supplierLabels, type SupplierKey, type Suppliers } from './suppliers-from-config.js';
import type { Supplier, SupplierBalance } from './supplier.js';
import { supplierOrders } from './tables.js';

export type DeliveryDesk = ReturnType<typeof createDeliveryDesk>;

/** The admin's side of deliveries: retrying a delivery the supplier confirmed as not made, and the shop's balances with its suppliers. */
export function createDeliveryDesk({ db, delivery, suppliers, orderAdmin, audit }: { db: Db; delivery: Delivery; suppliers: Suppliers; orderAdmin: OrderAdmin; audit: AuditTrail }) {
  async function balanceOf(key: SupplierKey): Promise<{ configured: boolean; balance: SupplierBalance | null; message: string }> {
    const supplier = suppliers.byKey(key);
    if (!supplier) return { configured: false, balance: null, message: 'Not configured' };
    try {
      return { configured: true, balance: await supplier.balance(), message: 'Points fetched successfully' };
    } catch {
      return { configured: true, balance: null, message: 'Failed to fetch points' };
    }
  }

  /**
   * What each SKU costs the shop at a supplier, in its balance's currency: its price list, else
   * the latest charge recorded for that SKU; null when neither can be had.
   */
  async function pricesFor(supplier: Supplier, skus: string[]): Promise<Map<string, number> | null> {
    if (supplier.skuPrices) {
      // Smile.one's SKUs are Mobile Legends' (the game its dashboard balance is queried for).
      const listed = await supplier.skuPrices('MLBB').catch(() => null);
      return listed && new Map([...listed].map(([sku, price]) => [sku, Number(price)]));
    }
    const charged = await db
      .selectDistinctOn([supplierOrders.sku], { sku: supplierOrders.sku, cost: supplierOrders.cost })
      .from(supplierOrders)
      .where(and(eq(supplierOrders.supplier, supplier.name), inArray(supplierOrders.sku, skus), isNotNull(supplierOrders.cost)))
      .orderBy(supplierOrders.sku, desc(supplierOrders.updatedAt));
    return new Map(charged.map((c) => [c.sku, Number(c.cost)]));
  }

  return {
    /** Retry delivery: once more with the same references, only where the supplier confirmed nothing was delivered. */
    async retry(admin: Caller, ref: string) {
      const order = await orderAdmin.pendingOrder(ref);
      if (!(await delivery.prepareRetry(order.id))) {
        throw new AppError('CONFLICT', 'Nothing to retry: the supplier has not confirmed that this order was not delivered. Check with the supplier, then complete or refund it.');
      }
      await db.transaction(async (tx) => {
        delivery.startAfterCommit(tx, order.id);
        await audit(tx, { adminId: admin.id, action: 'order.retry', target: order.clientTxnId, customerId: order.userId, reason: null, details: { before: { flag: order.flag } } });
      });
      return orderAdmin.described(await orderAdmin.pendingOrder(order.id), `Delivery of ${order.clientTxnId} will be tried again.`);
    },

    /** Smile.one's points for the admin dashboard, as its browser asks for them. */
    async smilePoints(region: 'br' | 'ph') {
      const result = await balanceOf(region === 'br' ? 'smile-br' : 'smile-ph');
      if (!result.balance) throw new AppError('UNAVAILABLE', 'Failed to fetch points');
      return { status: 200 as const, message: result.message, smile_points: result.balance.amount };
    },

    /** Which of a pack's SKUs its supplier does not sell (Smile.one's product list), before an admin saves the pack. */
    async checkSkus({ apiType, gameType, skus }: { apiType: string; gameType: string; skus: string[] }) {
      const choice = suppliers.choose(apiType);
      if (choice.kind === 'manual') return { checked: false, unknown: [], message: 'Packs of this api type are delivered by an admin: there is nothing to check.' };
      if (choice.kind === 'missing') return { checked: false, unknown: [], message: `Set ${choice.missing} to check SKUs with ${supplierLabels[choice.key]}.` };
      if (!choice.supplier.unknownSkus) return { checked: false, unknown: [], message: `${supplierLabels[choice.key]} does not list the SKUs it sells; check them in its dashboard.` };
      let unknown: string[];
      try {
        unknown = await choice.supplier.unknownSkus({ gameType, apiType, skus });
      } catch {
        throw new AppError('UNAVAILABLE', `Could not reach ${supplierLabels[choice.key]} to check the SKUs. Please try again.`);
      }
      return { checked: true, unknown, message: unknown.length ? `${supplierLabels[choice.key]} does not sell: ${unknown.join(', ')}` : `${supplierLabels[choice.key]} sells every SKU.` };
    },

    /**
     * Every supplier's balance, with what the pending orders waiting on it would cost: from the
     * supplier's price list where it has one (Smile.one), else from what it charged the last time
     * for the same SKU (MooGold's order totals). `low` when the balance does not cover the cost
     * known, or is empty while orders wait and none of them has a known cost.
     */
    async balances(): Promise<SupplierBalances> {
      const keys: SupplierKey[] = ['smile-br', 'smile-ph', 'moogold'];
      const open = await db
        .select({ orderId: supplierOrders.orderId, supplier: supplierOrders.supplier, sku: supplierOrders.sku })
        .from(supplierOrders)
        .where(inArray(supplierOrders.status, ['new', 'sending', 'processing', 'held']));
      const stillPending = new Set(await processingOrderIds(db, [...new Set(open.map((w) => w.orderId))]));
      const waiting = open.filter((w) => stillPending.has(w.orderId));
      const balances = await Promise.all(
        keys.map(async (key) => {
          const supplier = suppliers.byKey(key);
          const result = await balanceOf(key);
          const pending = waiting.filter((w) => w.supplier === supplier?.name);
          const { balance } = result;
          const prices = balance && supplier && pending.length > 0 ? await pricesFor(supplier, [...new Set(pending.map((w) => w.sku))]) : null;
          const priced = prices ? pending.filter((w) => prices.has(w.sku)) : [];
          const cost = priced.length > 0 ? priced.reduce((sum, w) => sum + prices!.get(w.sku)!, 0) : null;
          const amount = balance ? Number(balance.amount) : NaN;
          return {
            supplier: key,
            label: supplierLabels[key],
            configured: result.configured,
            ok: balance !== null,
            amount: balance?.amount ?? null,
            currency: balance?.currency ?? null,
            message: result.message,
            pendingOrders: pending.length,
            pendingCost: cost === null ? null : cost.toFixed(2),
            unpricedOrders: pending.length - priced.length,
            low: balance !== null && pending.length > 0 && (cost !== null ? amount < cost : !(amount > 0)),
          };
        }),
      );
      return { balances };
    },
  };
}
