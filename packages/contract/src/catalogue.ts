import { z } from 'zod';
import { priceRupees, serialId } from './amounts.js';
import { productCategories } from './catalogue-rules.js';

// The rules are plain values, in a module of their own so that screens can use them without
// downloading zod; they are part of this contract too.
export * from './catalogue-rules.js';

/** Ids are UUIDs; anything else is a malformed id (400), never a database error. */
export const entityId = z.uuid({ message: 'Invalid id' });

export const productInput = z.object({ label: z.string() });

export const product = z.object({
  _id: z.string(),
  productid: serialId,
  name: z.string(),
  imgpath: z.string(),
  type: z.string(),
  category: z.enum(productCategories),
  isApi: z.boolean(),
  apiType: z.string().nullable(),
  importantnote: z.string(),
  inputs: z.array(productInput),
  items: z.array(serialId),
  istrending: z.boolean(),
  instock: z.boolean(),
});
export type Product = z.infer<typeof product>;

export const homeProducts = z.object({
  trending: z.array(product),
  instantGames: z.array(product),
  games: z.array(product),
  ott: z.array(product),
  others: z.array(product),
});
export type HomeProducts = z.infer<typeof homeProducts>;

/** Every product on sale, as a list like every other list the API answers. */
export const allProducts = z.array(product);

/**
 * A pack as a caller sees it. Prices are rupees. `resellprice` is present only for resellers
 * and admins: an ordinary customer never learns the reseller price.
 */
export const item = z.object({
  _id: z.string(),
  itemid: serialId,
  id: serialId,
  name: z.string(),
  type: z.string(),
  suggestedTask: z.string(),
  originalprice: priceRupees,
  discountedprice: priceRupees,
  resellprice: priceRupees.optional(),
  imgpath: z.string(),
  inStock: z.boolean(),
  isApi: z.boolean(),
});
export type Item = z.infer<typeof item>;
export const itemList = z.array(item);

export const galleryEntry = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  redirectUrl: z.string(),
});
export type GalleryEntry = z.infer<typeof galleryEntry>;
export const galleryImages = z.object({
  CarouselMb: z.array(galleryEntry),
  CarouselPc: z.array(galleryEntry),
  Popup: galleryEntry.nullable(),
});
export type GalleryImages = z.infer<typeof galleryImages>;

export const productIdParams = z.object({ id: entityId });
export const itemsParams = z.object({ productId: entityId });

/** The spec's browser sends the selected product and item; we accept their ids or the objects. */
const selection = (message: string) => {
  const id = z.uuid({ error: message });
  return z.union([id, z.object({ _id: id }, { error: message }).transform((o) => o._id)], { error: message });
};

// What a customer reads when Check Username is refused: sentences, never a schema's wording.
export const checkIdMessages = {
  userid: 'Please enter your User ID (digits only).',
  zoneid: 'Please enter the Zone ID as text (or leave it out for a game without zones).',
  zoneidLength: 'The Zone ID must be at most 40 characters long.',
  product: 'Please choose a game to check the username for.',
  pack: 'Please choose a pack, or none to check with the first pack.',
} as const;

export const checkIdRequest = z.object({
  userid: z.string({ error: checkIdMessages.userid }).trim().regex(/^\d{1,20}$/, 'User ID must be numeric'),
  /** Null or absent for a product that takes no zone: the check goes without one. */
  zoneid: z
    .string({ error: checkIdMessages.zoneid })
    .trim()
    .max(40, checkIdMessages.zoneidLength)
    .nullish()
    .transform((v) => v ?? ''),
  selectedProduct: selection(checkIdMessages.product),
  /** Null or absent before a pack is chosen: the product's first pack is asked about. */
  selectedItem: selection(checkIdMessages.pack).nullish(),
});
export type CheckIdRequest = z.input<typeof checkIdRequest>;

export const checkIdResponse = z.object({
  message: z.string(),
  username: z.string().optional(),
  use: z.string().optional(),
});
export type CheckIdResponse = z.infer<typeof checkIdResponse>;

