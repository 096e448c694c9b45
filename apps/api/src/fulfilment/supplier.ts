/**
 * A game supplier (Smile.one, MooGold, or the sandbox). Real adapters speak their vendor's
 * protocol; the rest of the shop only sees this interface.
 *
 * Every method answers only what the supplier confirmed. When the outcome is unknown (no answer,
 * a timeout, an HTML error page, HTTP 5xx, an answer that cannot be read) it throws
 * `OutsideServiceDown` (platform/http.ts): the delivery then asks the supplier about the same
 * reference before it places anything again or gives money back.
 */
export type PlayerLookup = {
  /** The player id and zone or server as the customer typed them. */
  userid: string;
  zoneid: string;
  /** The product's game type (MLBB, MCGG, GENSHIN, HOK) and its supplier api type. */
  gameType: string;
  apiType: string | null;
  /** The supplier SKU of the selected pack (the product's first pack when none is selected). */
  sku?: string;
};

export type PlayerLookupResult =
  | { found: true; username: string; use?: string }
  /** The supplier refused the id; `message` is the supplier's own words. */
  | { found: false; message: string };

export type SupplierOrder = {
  /**
   * Our reference for this supplier order (the order's client_txn_id and the SKU's position):
   * the same on every attempt, so a supplier that knows it (MooGold's partnerOrderId) never
   * delivers twice, and a status query can find it.
   */
  reference: string;
  sku: string;
  userid: string;
  zoneid: string;
  gameType: string;
  apiType: string | null;
};

export type SupplierOrderResult =
  /** `cost`: what the supplier charged, in its balance's currency, where its answer says. */
  | { status: 'delivered'; supplierOrderId: string; cost?: string }
  /** Accepted, not yet delivered: ask again later. */
  | { status: 'processing'; supplierOrderId: string; cost?: string }
  /** The supplier confirmed it delivered nothing and took no money, because of the order (a wrong id, a pack it does not sell): safe to refund. */
  | { status: 'failed'; message: string }
  /**
   * The supplier confirmed it placed nothing, because of the shop's side (its balance, its keys):
   * an admin fixes that and retries; the customer is not refunded for it by a rule.
   */
  | { status: 'held'; message: string };

/** What a supplier knows about one of our references. */
export type SupplierOrderStatus = Exclude<SupplierOrderResult, { status: 'held' }> | { status: 'not-found' };

export type SupplierBalance = { amount: string; currency: string };

export interface Supplier {
  /** As logged and stored on each supplier order: `smile-br`, `smile-ph`, `moogold`, `sandbox`. */
  readonly name: string;
  lookupPlayer(lookup: PlayerLookup): Promise<PlayerLookupResult>;
  placeOrder(order: SupplierOrder): Promise<SupplierOrderResult>;
  /**
   * What happened to a reference. Absent when the supplier has no such call (Smile.one): then an
   * unknown outcome is never retried blindly; an admin looks.
   */
  orderStatus?(reference: string): Promise<SupplierOrderStatus>;
  /** The shop's balance with the supplier (the admin dashboard). */
  balance(): Promise<SupplierBalance>;
  /** Of a pack's SKUs, those the supplier does not sell (an admin's check of an item's `itemidarray`). */
  unknownSkus?(pack: { gameType: string; apiType: string | null; skus: string[] }): Promise<string[]>;
  /**
   * What each SKU of a game costs the shop, in the balance's currency, as the supplier wrote it
   * (decimal text): the owner's costs and the dashboard's low-balance warning.
   */
  skuPrices?(gameType: string): Promise<Map<string, string>>;
}
