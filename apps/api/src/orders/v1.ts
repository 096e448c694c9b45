import { paiseToRupees } from '@shop/contract/money';
import type { OrderStatus, TimelineStep } from '@shop/contract/orders';
import type { V1Order } from '@shop/contract/reseller-api';
import type { OrderRow } from './state.js';

/** An order as a reseller's program reads it (/api/v1 and webhooks). */
export function toV1Order(row: OrderRow, timeline: TimelineStep[], test = false): V1Order {
  return {
    id: row.clientTxnId,
    status: row.status as OrderStatus,
    product_id: row.productId,
    product_name: row.productName,
    pack_id: row.itemId,
    pack_name: row.itemName,
    player_id: row.input1,
    zone_id: row.input2,
    player_name: row.username,
    price: paiseToRupees(row.pricePaise),
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    timeline,
    test,
  };
}
