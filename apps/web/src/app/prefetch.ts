import type { QueryClient } from '@tanstack/react-query';
import { galleryQuery, homeProductsQuery } from '../features/home/home-queries';
import { itemsQuery, productQuery } from '../features/product/product-queries';
import { readSession } from '../session/session';
import { loadProductPage } from './routes';

/**
 * Starts the data requests of the page the browser opened on before React's first render, so
 * they travel together with that render (and, for a product page, with the download of its code).
 */
export function prefetchOpeningPage(queryClient: QueryClient, pathname: string): void {
  if (pathname === '/' || pathname === '/home') {
    void queryClient.prefetchQuery(galleryQuery());
    void queryClient.prefetchQuery(homeProductsQuery());
    return;
  }
  const productId = /^\/product\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (productId) {
    const id = decodeURIComponent(productId);
    void loadProductPage();
    void queryClient.prefetchQuery(productQuery(id));
    void queryClient.prefetchQuery(itemsQuery(id, readSession()?.user.role));
  }
}
