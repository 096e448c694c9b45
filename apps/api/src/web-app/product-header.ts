import type { Product } from '@shop/contract/catalogue';
import { deliveryNote, HOW_TO_PURCHASE_ALT, imageUrl } from '@shop/contract/catalogue-rules';

// The product page's header card (apps/web/src/features/product/product-header.tsx) as the
// browser holds it once React has drawn it, attribute for attribute: the server sends it inside
// the page so that the product's name and note are painted with the stylesheet, long before the
// app's code has run on a phone, and React's own card then replaces it without a visible change.
// The browser test "opens on the header card the server drew" compares the two.

const svg = (name: string, size: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-${name} ${size}" aria-hidden="true">${body}</svg>`;

// lucide-react's Zap, Clock, Info and ChevronDown.
const ZAP = svg('zap', 'size-3.5', '<path d="M15.914 4a1.5 1.5 0 00-2.474-1.561l-9 9A1.5 1.5 0 005.5 14h4.002a.5.5 0 01.471.666L8.086 20a1.5 1.5 0 002.475 1.56l9-9A1.5 1.5 0 0018.5 10h-3.997a.5.5 0 01-.472-.667z"></path>');
const CLOCK = svg('clock', 'size-3.5', '<circle cx="12" cy="12" r="10"></circle><path d="M12 6v6l4 2"></path>');
const INFO = svg('info', 'size-4', '<circle cx="12" cy="12" r="10"></circle><path d="M12 16v-4"></path><path d="M12 8h.01"></path>');
const CHEVRON_DOWN = svg('chevron-down', 'size-5 transition-transform group-open:rotate-180', '<path d="m6 9 6 6 6-6"></path>');

/** The screen a product page opens on until the app draws it: its header card where the app puts it. */
export function productOpeningScreen(product: Pick<Product, 'name' | 'imgpath' | 'isApi' | 'importantnote'>): string {
  const note = product.importantnote.trim()
    ? '<div class="mt-4 rounded-xl bg-amber-50 p-3 text-sm leading-relaxed text-amber-950 dark:bg-amber-950/60 dark:text-amber-100">' +
      `<p class="mb-1 flex items-center gap-1.5 font-bold">${INFO} Important</p>` +
      `<p class="whitespace-pre-line">${escapeText(product.importantnote)}</p></div>`
    : '';
  return (
    '<main id="main" tabindex="-1" class="min-h-[calc(100dvh-3.5rem)] flex-1 outline-none">' +
    '<div class="mx-auto grid max-w-5xl gap-4 px-3 py-4 sm:px-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start"><div class="lg:sticky lg:top-20">' +
    '<section aria-labelledby="product-name" class="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 sm:p-5 dark:bg-zinc-900 dark:ring-zinc-800">' +
    '<div class="flex items-center gap-4">' +
    `<img width="88" height="88" fetchpriority="high" class="size-22 shrink-0 rounded-2xl bg-zinc-100 object-cover dark:bg-zinc-800" alt="" decoding="async" src="${escapeText(imageUrl(product.imgpath))}">` +
    `<div class="min-w-0"><h1 id="product-name" class="text-xl leading-tight font-extrabold sm:text-2xl">${escapeText(product.name)}</h1>` +
    '<p class="mt-2 inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">' +
    `${product.isApi ? ZAP : CLOCK}${product.isApi ? deliveryNote.api : deliveryNote.manual}</p></div></div>` +
    note +
    '<details class="group mt-4 rounded-xl ring-1 ring-zinc-200 dark:ring-zinc-700">' +
    `<summary class="flex min-h-11 cursor-pointer list-none items-center justify-between rounded-xl px-3 font-semibold [&amp;::-webkit-details-marker]:hidden">How To Purchase${CHEVRON_DOWN}</summary>` +
    `<img alt="${HOW_TO_PURCHASE_ALT}" width="640" height="400" loading="lazy" class="h-auto w-full rounded-b-xl" src="/images/how-to-purchase.svg"></details>` +
    '</section></div></div></main>'
  );
}

/** Text and attribute values: nothing the catalogue holds can open or close an element. */
export function escapeText(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
