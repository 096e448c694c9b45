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

export interface Supplier {
  readonly name: string;
  lookupPlayer(lookup: PlayerLookup): Promise<PlayerLookupResult>;
}
