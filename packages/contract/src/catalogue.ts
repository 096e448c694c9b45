import { z } from 'zod';
import { productCategories } from './catalogue-rules.js';

// The rules are plain values, in a module of their own so that screens can use them without
// downloading zod; they are part of this contract too.
export * from './catalogue-rules.js';

/** Ids are UUIDs; anything else is a malformed id (400), never a database error. */
export const entityId = z.uuid({ message: 'Invalid id' });

export const productInput = z.object({ label: z.string() });

export const product = z.object({
  _id: z.string(),
  productid: z.number().int(),
  name: z.string(),
  imgpath: z.string(),
  type: z.string(),
  category: z.enum(productCategories),
  isApi: z.boolean(),
  apiType: z.string().nullable(),
  importantnote: z.string(),
  inputs: z.array(productInput),
  items: z.array(z.number().int()),
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

export const allProducts = z.object({ products: z.array(product) });

/**
 * A pack as a caller sees it. Prices are rupees. `resellprice` is present only for resellers
 * and admins: an ordinary customer never learns the reseller price.
 */
export const item = z.object({
  _id: z.string(),
  itemid: z.number().int(),
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  suggestedTask: z.string(),
  originalprice: z.number(),
  discountedprice: z.number(),
  resellprice: z.number().optional(),
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
const selection = z.union([entityId, z.object({ _id: entityId }).transform((o) => o._id)]);

export const checkIdRequest = z.object({
  userid: z.string().trim().regex(/^\d{1,20}$/, 'User ID must be numeric'),
  zoneid: z.string().trim().max(40).default(''),
  selectedProduct: selection,
  /** Null or absent before a pack is chosen: the product's first pack is asked about. */
  selectedItem: selection.nullish(),
});
export type CheckIdRequest = z.input<typeof checkIdRequest>;

export const checkIdResponse = z.object({
  message: z.string(),
  username: z.string().optional(),
  use: z.string().optional(),
});
export type CheckIdResponse = z.infer<typeof checkIdResponse>;

