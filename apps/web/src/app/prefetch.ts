import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { galleryQuery, homeProductsQuery } from '../features/home/home-queries';
import { oidcConfigQuery } from '../features/oidc/oidc-config-query';
import { shopInfoQuery } from '../features/shop-info/shop-info-queries';
import { itemsQuery, productQuery } from '../features/product/product-queries';
import { readSession } from '../session/session';
import { loadProductPage } from './routes';

/**
 * Gives the first render the data of the page the browser opened on, before React starts.
 * The server puts the public answers of the home and product pages into the page itself
 * (apps/api/src/web-app/opening-pages.ts); what is not there is requested now, so that it
 * travels together with that render (and, for a product page, with the download of its code).
 *
 * Resolves when the opening screen's code is in: the server drew a product page's header card
 * into the page, and the app's first render, started then, draws that card again in the same
 * place instead of a loading skeleton in between.
 */
export function prefetchOpeningPage(queryClient: QueryClient, pathname: string): Promise<unknown> {
  const seed = <TData, TKey extends QueryKey>(query: FetchQueryOptions<TData, Error, TData, TKey>, apiPath: string, view?: string) => {
    const answer = openingAnswer(apiPath, view);
    if (answer === undefined) void queryClient.prefetchQuery(query);
    else queryClient.setQueryData<TData>(query.queryKey, answer as TData);
  };
  // What the shell shows or checks on every page (the footer's details, provider sign-in). The
  // opening pages carry it; on any other page the shell asks when it needs it.
  const seedShell = () => {
    for (const [queryKey, apiPath] of [
      [shopInfoQuery().queryKey, '/api/shop/info'],
      [oidcConfigQuery.queryKey, '/api/auth/oidc/config'],
    ] as const) {
      const answer = openingAnswer(apiPath);
      if (answer !== undefined) queryClient.setQueryData(queryKey as QueryKey, answer);
    }
  };
  if (pathname === '/' || pathname === '/home') {
    seedShell();
    seed(galleryQuery(), '/api/gallery/images');
    seed(homeProductsQuery(), '/api/product/gethomeproducts');
    return Promise.resolve();
  }
  const productId = /^\/product\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (productId) {
    const id = decodeURIComponent(productId);
    seedShell();
    // A chunk that fails to load is the route's to report: the render goes ahead either way.
    const code = loadProductPage().catch(() => undefined);
    seed(productQuery(id), `/api/product/eachproduct/${id}`);
    // Pack prices depend on who is looking: the page carries the prices anyone may see.
    const role = readSession()?.user.role;
    if (role) void queryClient.prefetchQuery(itemsQuery(id, role));
    else seed(itemsQuery(id, undefined), `/api/item/${id}`, 'customer');
    return code;
  }
  return Promise.resolve();
}

/**
 * An answer the server put into this page, or undefined. It is not checked against the contract
 * as API answers are: the page and this script come from the same build (the page is never
 * cached, the scripts' names change with every build), so they cannot disagree.
 */
export function openingAnswer(apiPath: string, view?: string): unknown {
  for (const block of document.querySelectorAll<HTMLScriptElement>('script[type="application/json"][data-api]')) {
    if (block.dataset.api !== apiPath || (view !== undefined && block.dataset.view !== view)) continue;
    try {
      return JSON.parse(block.textContent ?? '');
    } catch {
      return undefined;
    }
  }
  return undefined;
}
