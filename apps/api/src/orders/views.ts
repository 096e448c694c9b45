import { paiseToRupees } from '@shop/contract/money';
import type { Order, TimelineStep } from '@shop/contract/orders';
import { formatPoints } from '@shop/contract/points';
import type { OrderRow } from './state.js';

// An order as its customer reads it: the fields of the contract and the history of its moves.

/** What the delivery of a paid order did, per supplier order (from the fulfilment feature). */
export type DeliveryFact = { sentAt: Date | null; deliveredAt: Date | null; supplierOrderId: string | null };
export type DeliveryFacts = (orderIds: string[]) => Promise<Map<string, DeliveryFact[]>>;

/**
 * The order's history as it happened: placed; paid (with the UPI reference); sent to the
 * supplier; then delivered (with the supplier's order ids or the shop's note), refunded,
 * cancelled (and how the money went back) or failed, with the reason.
 */
export function timelineOf(row: OrderRow, deliveries: DeliveryFact[]): TimelineStep[] {
  const at = (d: Date | null | undefined) => d?.toISOString() ?? null;
  const steps: TimelineStep[] = [{ step: 'placed', at: at(row.createdAt), detail: null }];
  if (row.paidAt) {
    const money = row.paymentMode === 'wallet' ? 'from your wallet' : row.upiTxnId ? `by UPI, reference ${row.upiTxnId}` : 'by UPI';
    const points = `${formatPoints(paiseToRupees(row.pointsPaise))} reward points`;
    const paid = row.paymentMode === 'points' ? `Paid with ${points}` : row.pointsPaise > 0 ? `Paid with ${points} and the rest ${money}` : `Paid ${money}`;
    steps.push({ step: 'paid', at: at(row.paidAt), detail: paid });
  }
  const sent = deliveries.map((d) => d.sentAt).filter((d): d is Date => d !== null).sort((a, b) => a.getTime() - b.getTime())[0];
  if (sent) steps.push({ step: 'sent', at: at(sent), detail: 'Sent to the supplier' });
  const ids = deliveries.map((d) => d.supplierOrderId).filter(Boolean);
  switch (row.status) {
    case 'Completed':
      steps.push({ step: 'delivered', at: at(row.completedAt), detail: [ids.length ? `Supplier order ${ids.join(', ')}` : null, row.reason].filter(Boolean).join('. ') || null });
      break;
    case 'Refunded':
      steps.push({ step: 'refunded', at: at(row.updatedAt), detail: row.reason });
      break;
    case 'Cancelled': {
      const via = row.refundedVia === 'wallet' ? 'The amount was returned to your wallet.' : row.refundedVia === 'outside' ? `Refunded outside the shop${row.refundReference ? `, reference ${row.refundReference}` : ''}.` : null;
      steps.push({ step: 'cancelled', at: at(row.updatedAt), detail: [row.reason, via].filter(Boolean).join(' ') || null });
      break;
    }
    case 'Failed':
      steps.push({ step: 'failed', at: at(row.updatedAt), detail: row.reason });
      break;
  }
  return steps;
}

export function toOrder(row: OrderRow, useremail: string): Order {
  return {
    _id: row.id,
    orderid: row.clientTxnId,
    client_txn_id: row.clientTxnId,
    productname: row.productName,
    itemname: row.itemName,
    paymentmode: row.paymentMode as Order['paymentmode'],
    status: row.status as Order['status'],
    input1: row.input1,
    input2: row.input2,
    username: row.username,
    value: paiseToRupees(row.pricePaise),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reason: row.reason,
    useremail,
    upi_txn_id: row.upiTxnId,
    ...(row.pointsPaise > 0 ? { points: paiseToRupees(row.pointsPaise) } : {}),
    product_id: row.productId,
    item_id: row.itemId,
  };
}
