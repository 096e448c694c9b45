import { formatRupees, paiseToRupees } from '@shop/contract/money';
import { packForDelivery } from '../catalogue/service.js';
import { orderToDeliver } from '../orders/lookups.js';
import type { OrderStates } from '../orders/state.js';
import type { Db } from '../platform/database.js';
import type { SupplierOrderResult, SupplierOrders } from './supplier.js';

/**
 * Delivers a paid order (the delivery job). API products go to the supplier, one supplier order
 * per SKU, each with a reference derived from the order id, so a retry after a crash places the
 * same orders again and the supplier does not deliver twice. Other products wait for an admin.
 */
export function createDelivery({ db, states, supplier, log }: { db: Db; states: OrderStates; supplier: SupplierOrders; log: { warn(obj: object, msg: string): void } }) {
  return {
    async deliverOrder(orderId: string): Promise<void> {
      const order = await orderToDeliver(db, orderId);
      if (!order) return;
      const pack = await packForDelivery(db, order.productId, order.itemId);
      if (!pack?.isApi || pack.skus.length === 0) return; // an admin delivers it

      // Throws when the supplier's answer is unknown: the job is retried with the same references.
      const results: SupplierOrderResult[] = [];
      for (const [i, sku] of pack.skus.entries()) {
        results.push(
          await supplier.placeOrder({ reference: `${order.clientTxnId}-${i + 1}`, sku, userid: order.input1, zoneid: order.input2, gameType: pack.type, apiType: pack.apiType }),
        );
      }

      await db.transaction(async (tx) => {
        const locked = await states.lock(tx, { id: orderId });
        if (!locked || locked.status !== 'Processing') return;
        const failed = results.filter((r) => r.status === 'failed');
        if (failed.length === 0) {
          await states.move(tx, locked, 'Completed');
        } else if (failed.length === results.length) {
          const why = failed[0]!.status === 'failed' ? failed[0]!.message : '';
          await states.refund(tx, locked, `We could not deliver this pack: ${why} ${formatRupees(paiseToRupees(locked.pricePaise))} has been refunded to your wallet.`);
        } else {
          // Part delivered: neither complete nor refundable by a rule; an admin decides.
          log.warn({ orderId, results }, 'order partly delivered');
          await states.flag(tx, orderId, 'Partly delivered by the supplier');
        }
      });
    },
  };
}
export type Delivery = ReturnType<typeof createDelivery>;
