/**
 * A game supplier (Smile.one, MooGold, or the sandbox). Real adapters speak their vendor's
 * protocol (docs PROVIDERS.md); the rest of the shop only sees this interface.
 */
export type PlayerLookup = {
  /** The player id and zone or server as the customer typed them. */
  userid: string;
  zoneid: string;
  /** The product's game type (MLBB, MCGG) and its supplier api type. */
  gameType: string;
  apiType: string | null;
  /** The supplier SKU of the selected pack, when one is selected. */
  sku?: string;
};

export type PlayerLookupResult =
  | { found: true; username: string; use?: string }
  /** The supplier refused the id; `message` is the supplier's own words. */
  | { found: false; message: string };

export interface Supplier extends SupplierOrders {
  readonly name: string;
  lookupPlayer(lookup: PlayerLookup): Promise<PlayerLookupResult>;
}

export type SupplierOrder = {
  /** Our idempotency key for this supplier order (the order's client_txn_id and SKU index). */
  reference: string;
  sku: string;
  userid: string;
  zoneid: string;
  gameType: string;
  apiType: string | null;
};

export type SupplierOrderResult =
  | { status: 'delivered'; supplierOrderId: string }
  /** The supplier confirmed the order failed and took no money: safe to refund. */
  | { status: 'failed'; message: string };

export interface SupplierOrders {
  /**
   * Places one supplier order. Answers only outcomes the supplier confirmed; an unknown outcome
   * (timeout, outage) throws, and the delivery job retries with the same reference, which the
   * supplier treats as the same order.
   */
  placeOrder(order: SupplierOrder): Promise<SupplierOrderResult>;
}
