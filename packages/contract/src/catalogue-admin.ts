// The admin console's catalogue and gallery: products, packs (items), the price screen and
// uploaded images. Money is rupees here, paise on the server.
import { z } from 'zod';
import { priceRupees, serialId } from './amounts.js';
import { apiTypes, galleryTypes, itemTypes, productCategories } from './catalogue-rules.js';
import { oneLine, rupees, wholeNumber } from './input.js';
import { MAX_PRICE_RUPEES } from './money.js';

const trueFalse = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true');
const maxPrice = `At most ₹${MAX_PRICE_RUPEES.toLocaleString('en-IN')}`;
const price = (message: string) => rupees({ message, min: 0, max: MAX_PRICE_RUPEES, maxMessage: maxPrice });
/** An item id: a positive whole number (the database's integer). */
const itemNumber = (message: string) => wholeNumber({ message, min: 1, max: 2_147_483_647 });
/** The product's type: free text forced to upper case without spaces (MLBB, GENSHIN, HOK, OTHER...). */
const productType = (missing: string) =>
  oneLine(40, 'The type must be at most 40 characters long.', missing)
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().min(1, missing).regex(/^[A-Z0-9_-]+$/, 'The type may only hold letters, digits, - and _.'));
/** A picture's address: a path of the shop (/uploads/...) or an https address. */
export const imagePath = (missing: string) =>
  oneLine(500, 'The image path must be at most 500 characters long.', missing)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, missing).refine(isShopPathOrHttps, 'Use a path of this shop (starting with /) or an https:// address.'));
const apiTypeMessage = `API Type must be one of ${apiTypes.join(', ')}`;
const apiTypeField = z.union([z.enum(apiTypes), z.literal(''), z.null()], { error: apiTypeMessage }).optional().transform((v) => v || null);
const apiRequired = (isApi: boolean, apiType: string | null, ctx: z.RefinementCtx) => {
  if (isApi && !apiType) ctx.addIssue({ code: 'custom', path: ['apiType'], message: 'API Type is required when Is API is true.' });
};

/** A shop path ("/product/x", not "//evil.example") or an https address; nothing else is followed. */
export function isShopPathOrHttps(value: string): boolean {
  if (/^\/(?![/\\])/.test(value)) return !/[\s\\]/.test(value);
  return /^https:\/\/[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*(:\d{1,5})?([/?#][^\s\\]*)?$/.test(value);
}

// Products

const inputLabels = z
  .array(z.object({ label: z.string({ error: 'All input fields must have labels.' }).trim().min(1, 'All input fields must have labels.').max(60).pipe(oneLine(60)) }), {
    error: 'All input fields must have labels.',
  })
  .max(4, 'At most 4 input fields.');
const itemIdList = z.array(itemNumber('All items must be valid numbers.'), { error: 'All items must be valid numbers.' }).max(200, 'At most 200 items.');

/** Create product: the spec's fields and messages. */
export const createProductRequest = z
  .object({
    name: oneLine(120, 'The name must be at most 120 characters long.', 'Name is required.').transform((v) => v.trim()).pipe(z.string().min(1, 'Name is required.')),
    type: productType('Type is required.'),
    category: z.enum(productCategories, { error: 'Category is required.' }),
    imgpath: imagePath('Image Path is required.'),
    importantnote: z.string().trim().max(1000, 'The important note must be at most 1000 characters long.').default(''),
    inputs: inputLabels.default([{ label: 'User ID' }, { label: 'Zone ID' }]),
    items: itemIdList.default([]),
    istrending: trueFalse.default(false),
    isApi: trueFalse.default(false),
    apiType: apiTypeField,
    instock: trueFalse.default(true),
  })
  .superRefine((p, ctx) => apiRequired(p.isApi, p.apiType, ctx));
export type CreateProductRequest = z.infer<typeof createProductRequest>;

/**
 * Edit product: the spec's fields, items typed as comma-separated text in the app ("1001, 1002")
 * or sent as a list; the spec's messages.
 */
export const editProductRequest = z
  .object({
    name: oneLine(120, 'The name must be at most 120 characters long.', 'Product name is required.').transform((v) => v.trim()).pipe(z.string().min(1, 'Product name is required.')),
    type: productType('Product type is required.'),
    category: z.enum(productCategories, { error: 'Category is required.' }),
    apiType: apiTypeField,
    isApi: trueFalse.optional(),
    istrending: trueFalse.default(false),
    importantnote: z.string().trim().max(1000, 'The important note must be at most 1000 characters long.').default(''),
    items: z.union([z.string().max(2000).transform((text) => splitItemIds(text)), z.array(z.unknown())], { error: 'All items must be valid numbers.' }).pipe(itemIdList),
    inputs: inputLabels.optional(),
    instock: trueFalse.default(true),
    imgpath: imagePath('Image Path is required.'),
  })
  .superRefine((p, ctx) => apiRequired(p.isApi ?? false, p.apiType, ctx));
export type EditProductRequest = z.infer<typeof editProductRequest>;

/** "1001, 1002,1003" as the list of numbers the product edit sends; blanks are dropped. */
export function splitItemIds(text: string): unknown[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => (/^\d{1,10}$/.test(part) ? Number(part) : part));
}

export const adminProduct = z.object({
  _id: z.string(),
  productid: serialId,
  name: z.string(),
  type: z.string(),
  category: z.enum(productCategories),
  imgpath: z.string(),
  importantnote: z.string(),
  inputs: z.array(z.object({ label: z.string() })),
  items: z.array(serialId),
  istrending: z.boolean(),
  instock: z.boolean(),
  isApi: z.boolean(),
  apiType: z.string().nullable(),
});
export type AdminProduct = z.infer<typeof adminProduct>;

// Items (packs)

const skuList = z
  .array(oneLine(60, 'A supplier SKU must be at most 60 characters long.').transform((v) => v.trim()).pipe(z.string().min(1, 'Supplier SKUs cannot be empty.')), { error: 'Supplier SKUs are a list of texts.' })
  .max(20, 'At most 20 supplier SKUs.');

const itemFields = {
  name: oneLine(120, 'The name must be at most 120 characters long.', 'Name is required.').transform((v) => v.trim()).pipe(z.string().min(1, 'Name is required.')),
  type: z.union([z.enum(itemTypes), z.literal('')], { error: `Item type must be one of ${itemTypes.join(', ')}` }).default(''),
  suggestedTask: z.string().trim().max(300, 'The suggested task must be at most 300 characters long.').default(''),
  itemidarray: skuList.default([]),
  originalprice: price('Valid Original Price is required.'),
  discountedprice: price('Valid Discounted Price is required.'),
  resellprice: price('Valid Resell Price is required.'),
  isApi: trueFalse.default(false),
  apiType: apiTypeField,
  imgpath: imagePath('Image Path is required.'),
  inStock: trueFalse.default(true),
};

/** Neither the price customers pay nor the reseller price may be above the original price. */
const pricesInOrder = (i: { originalprice: number; discountedprice: number; resellprice: number }, ctx: z.RefinementCtx) => {
  if (i.discountedprice > i.originalprice) ctx.addIssue({ code: 'custom', path: ['discountedprice'], message: 'The discounted price cannot be above the original price.' });
  if (i.resellprice > i.originalprice) ctx.addIssue({ code: 'custom', path: ['resellprice'], message: 'The resell price cannot be above the original price.' });
};

export const createItemRequest = z.object(itemFields).superRefine((i, ctx) => {
  apiRequired(i.isApi, i.apiType, ctx);
  pricesInOrder(i, ctx);
});
export type CreateItemRequest = z.infer<typeof createItemRequest>;
/** Edit item: the full item object (its ids are ignored: the path names the item). */
export const editItemRequest = createItemRequest;
export type EditItemRequest = CreateItemRequest;

export const adminItem = z.object({
  _id: z.string(),
  itemid: serialId,
  name: z.string(),
  type: z.string(),
  suggestedTask: z.string(),
  originalprice: priceRupees,
  discountedprice: priceRupees,
  resellprice: priceRupees,
  isApi: z.boolean(),
  apiType: z.string().nullable(),
  itemidarray: z.array(z.string()),
  imgpath: z.string(),
  inStock: z.boolean(),
});
export type AdminItem = z.infer<typeof adminItem>;

export const itemIdParams = z.object({ itemid: itemNumber('Invalid item id') });
export const productIdNumberParams = z.object({ productid: wholeNumber({ message: 'Invalid product id', min: 1, max: 2_147_483_647 }) });
export const productUuidParams = z.object({ _id: z.uuid({ error: 'Invalid product id' }) });

// The price screen

/** `price` is what customers pay (the discounted price); `resellPrice` what resellers pay. */
export const updateItemRequest = z.object({
  price: price('Valid Price is required.'),
  resellPrice: price('Valid Resell Price is required.'),
  itemInstock: trueFalse,
});
export const updateProductRequest = z.object({
  _id: z.uuid({ error: 'Invalid product id' }),
  instock: trueFalse,
  importantNote: z.string().trim().max(1000, 'The important note must be at most 1000 characters long.').default(''),
});
export type UpdateItemRequest = z.input<typeof updateItemRequest>;
export type UpdateProductRequest = z.input<typeof updateProductRequest>;

/** Every product with its packs in display order, for the price screen (GET /admin/priceboard). */
export const priceBoardResponse = z.object({ products: z.array(adminProduct.extend({ packs: z.array(adminItem) })) });

export const adminProductResponse = z.object({ message: z.string(), product: adminProduct });
export const adminItemResponse = z.object({ message: z.string(), item: adminItem });
export const allAdminProducts = z.array(adminProduct);
export const allAdminItems = z.array(adminItem);

// Gallery

export const adminGalleryImage = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  type: z.enum(galleryTypes),
  url: z.string(),
  redirectUrl: z.string(),
  createdAt: z.string(),
});
export type AdminGalleryImage = z.infer<typeof adminGalleryImage>;
export const adminGalleryList = z.array(adminGalleryImage);

/** The uploaded picture's cap: 8 MB of file and 40 megapixels of image. */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
export const MAX_UPLOAD_PIXELS = 40_000_000;

/** The upload form's text fields (the file travels as `images`). */
export const uploadImageFields = z.object({
  title: oneLine(120, 'The title must be at most 120 characters long.', 'Please provide all required fields!').transform((v) => v.trim()).pipe(z.string().min(1, 'Please provide all required fields!')),
  type: z.enum(galleryTypes, { error: 'Please provide all required fields!' }),
  redirectUrl: z
    .string()
    .trim()
    .max(500)
    .default('')
    .refine((v) => v === '' || isShopPathOrHttps(v), 'The redirect URL must be a path of this shop (starting with /) or an https:// address.'),
});
/** The new picture, as a client reads the upload's answer: its fields, with a message beside them. */
export const uploadedImage = adminGalleryImage.extend({ message: z.string() });
/**
 * The upload's answer as the server sends it: `image` repeats the picture for the admin pages
 * that were open before the answer took this shape.
 */
export const uploadImageResponse = uploadedImage.extend({
  image: adminGalleryImage.meta({ deprecated: true, description: 'The same picture again; read the fields beside it instead.' }),
});
export const galleryIdParams = z.object({ id: z.uuid({ error: 'Invalid image id' }) });
