import {
  adminGalleryList,
  adminItemResponse,
  adminProductResponse,
  allAdminItems,
  allAdminProducts,
  priceBoardResponse,
  uploadedImage,
  type AdminGalleryImage,
  type AdminItem,
  type AdminProduct,
  type createItemRequest,
  type createProductRequest,
  type CreateItemRequest,
  type editProductRequest,
  type UpdateItemRequest,
  type UpdateProductRequest,
} from '@shop/contract/catalogue-admin';
import { z } from 'zod';
import { readSession } from '../session/session';
import { API_BASE, ApiError, apiRequest, serverWordsIn } from './client';

// The admin catalogue and gallery calls. Their errors travel in `message`. Only the admin's
// lazily loaded screens import this file, so the schemas may be imported directly.

export type { AdminGalleryImage, AdminItem, AdminProduct };
export type PriceBoardProduct = AdminProduct & { packs: AdminItem[] };

/** Bodies as the forms send them: the server's schema accepts prices and ids as text too. */
export type ProductBody = z.input<typeof createProductRequest>;
export type EditProductBody = z.input<typeof editProductRequest>;
export type ItemBody = z.input<typeof createItemRequest> | CreateItemRequest;

export const getAllProducts = (signal?: AbortSignal) => apiRequest('/admin/getallproducts', allAdminProducts, { signal });
export const getAllItems = (signal?: AbortSignal) => apiRequest('/admin/getallitems', allAdminItems, { signal });
export const getPriceBoard = (signal?: AbortSignal) => apiRequest('/admin/priceboard', priceBoardResponse, { signal });

export const createProduct = (body: ProductBody) =>
  apiRequest('/admin/createproduct', adminProductResponse, { method: 'POST', body });
export const editProduct = (id: string, body: EditProductBody) =>
  apiRequest(`/admin/editproduct/${encodeURIComponent(id)}`, adminProductResponse, { method: 'POST', body });
export const deleteProduct = (productid: number) =>
  apiRequest(`/admin/deleteproduct/${productid}`, adminProductResponse, { method: 'POST' });
export const updateProduct = (body: UpdateProductRequest) =>
  apiRequest('/admin/updateproduct', adminProductResponse, { method: 'POST', body });

export const createItem = (body: ItemBody) => apiRequest('/admin/createitem', adminItemResponse, { method: 'POST', body });
export const editItem = (itemid: number, body: ItemBody) =>
  apiRequest(`/admin/edititem/${itemid}`, adminItemResponse, { method: 'POST', body });
export const deleteItem = (itemid: number) => apiRequest(`/admin/deleteitem/${itemid}`, adminItemResponse, { method: 'POST' });
export const updateItem = (itemid: number, body: UpdateItemRequest) =>
  apiRequest(`/admin/updateitem/${itemid}`, adminItemResponse, { method: 'POST', body });

export const getGallery = (signal?: AbortSignal) => apiRequest('/admin/imagegallery', adminGalleryList, { signal });
const messageOnly = z.object({ message: z.string() });
export const deleteImage = (id: string) => apiRequest(`/admin/deleteimage/${encodeURIComponent(id)}`, messageOnly, { method: 'POST' });

export type UploadFields = { title: string; type: string; redirectUrl: string; file: File };

/** The upload is multipart, which apiRequest (JSON only) does not send; the errors are the same. */
export async function uploadImage({ title, type, redirectUrl, file }: UploadFields) {
  const form = new FormData();
  form.append('title', title);
  form.append('type', type);
  if (redirectUrl) form.append('redirectUrl', redirectUrl);
  form.append('images', file);
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = readSession()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/admin/uploadimage`, { method: 'POST', headers, body: form });
  } catch {
    throw new ApiError('Could not reach S-Store. Please check your internet connection and try again.', 0);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(serverWordsIn(body) ?? 'Failed to upload image.', response.status, body);
  const parsed = uploadedImage.safeParse(body);
  if (!parsed.success) throw new ApiError('Failed to upload image.', response.status, body);
  return parsed.data;
}
