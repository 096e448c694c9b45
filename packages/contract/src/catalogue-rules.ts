// The catalogue's rules as plain values and functions, without zod: the product page uses them
// in its first render, before (and without) the schemas that check API answers.

/** Product types the product page has rules for; other types are free-form upper case. */
export const gameTypes = { MLBB: 'MLBB', MCGG: 'MCGG', GENSHIN: 'GENSHIN', HONKAI: 'HONKAI', ZENLESS: 'ZENLESS', HOK: 'HOK' } as const;
export const productCategories = ['games', 'instant-games', 'ott', 'others'] as const;
export const apiTypes = ['SMILEBR', 'SMILEPH', 'MOOGOLDMLBB', 'MOOGOLDGENSHIN', 'MOOGOLDHOK', 'OTHER'] as const;
export const galleryTypes = ['CarouselMb', 'CarouselPc', 'Banner', 'Popup', 'Item', 'Product'] as const;
// 'bonus' is ours: the product page shows the first-recharge bonus notice for such packs.
export const itemTypes = ['small', 'medium', 'large', 'weekly', 'hot', 'bonus'] as const;

/** The zone input is a server dropdown for these games. */
export const serverPickerTypes: readonly string[] = [gameTypes.GENSHIN, gameTypes.HONKAI, gameTypes.ZENLESS];
export const gameServers = ['America', 'Asia', 'Europe', 'TW_HK_Mo'] as const;
/** Check Username exists only for API products of these types. */
export const checkIdTypes: readonly string[] = [gameTypes.MLBB, gameTypes.MCGG];

export const INDO_ID_MESSAGE = 'Recharge for Indo IDs is not permitted';
export const REGION_NOT_PERMITTED_MESSAGE = 'Recharge For This ID is not permitted. Contact Admin or try purchasing another region packs.';

// Supplier answers that all mean "this account cannot be recharged from the packs on sale".
const regionRefusals: RegExp[] = [
  /malaysia.*limit|limit.*malaysia/i, // the Malaysia monthly top-up limit
  /recharge\s+(has\s+)?failed|recharge\s+failure|failed\s+to\s+recharge/i, // generic recharge failure
  /brazil.*(malaysia|singapore|philippines)|(malaysia|singapore|philippines).*brazil/i, // Brazilian MLBB for MY/SG/PH
  /pric(e|ing)\s+rules?/i, // region pricing-rule notice
];

/** What the customer reads for a supplier's refusal of a player id: region refusals share one message, others as given. */
export function checkIdRefusal(supplierMessage: string): string {
  return regionRefusals.some((pattern) => pattern.test(supplierMessage)) ? REGION_NOT_PERMITTED_MESSAGE : supplierMessage;
}

export const deliveryNote = {
  api: 'Instant Delivery Under 1-6 mins',
  manual: 'Delivery in 30 mins',
} as const;

/** Game types whose first input is a numeric player id. */
export const numericIdTypes: readonly string[] = [gameTypes.MLBB, gameTypes.MCGG, gameTypes.GENSHIN, gameTypes.HONKAI, gameTypes.ZENLESS, gameTypes.HOK];

/**
 * The inputs a product's type needs: the player id is numeric for games;
 * the zone is numeric for MLBB and one of the servers for Genshin, Honkai and Zenless.
 * Answers what is wrong, or null.
 */
export function playerInputProblem(type: string, input1: string, input2: string, inputCount: number): string | null {
  if (!input1.trim()) return 'Please enter your details.';
  if (numericIdTypes.includes(type) && !/^\d{1,20}$/.test(input1.trim())) return 'The player id must be a number.';
  if (inputCount < 2) return null;
  if (!input2.trim()) return 'Please enter your details.';
  if (type === gameTypes.MLBB && !/^\d{1,10}$/.test(input2.trim())) return 'The zone id must be a number.';
  if (serverPickerTypes.includes(type) && !(gameServers as readonly string[]).includes(input2.trim())) return 'Please choose your server.';
  return null;
}

/**
 * Which price a role pays and whether it sees the reseller price, for both sides: customers pay
 * the discounted price; resellers buy to resell, so they pay and see the reseller price; admins
 * see the reseller price too (to check it) but an admin's own purchase is charged as a
 * customer's, since the reseller price is a trade term, not a staff discount.
 */
export function pricingFor(role: string | null | undefined): { pays: 'discounted' | 'resell'; seesResellPrice: boolean } {
  if (role === 'reseller') return { pays: 'resell', seesResellPrice: true };
  return { pays: 'discounted', seesResellPrice: role === 'admin' };
}

/** The purchase guide's picture, in words (the product page's and the server's opening card). */
export const HOW_TO_PURCHASE_ALT =
  'How to purchase: 1, enter your player ID and zone or server. 2, select a recharge pack. 3, check your order and apply a coupon. 4, pay by UPI or S-Coins and receive your top-up.';

/** The picture shown for a product without one, or whose picture fails to load. */
export const FALLBACK_IMAGE = '/images/fallback-product.svg';

/**
 * The address of a catalogue picture: pictures come as the shop's paths (/uploads/...), or as
 * full addresses when the shop knows its public address (and from object storage); a bare file
 * name lives in uploads. The app and the server's opening pages both draw them.
 */
export function imageUrl(path: string | null | undefined): string {
  if (!path) return FALLBACK_IMAGE;
  if (/^(https?:|data:|blob:|\/)/.test(path)) return path;
  return `/uploads/${path}`;
}
