// What the service worker keeps for offline use and what it must never keep, as plain functions
// of a request, so that the rules are tested without a worker. Only the catalogue's public reads
// are kept: nothing a session asks for (its answer may be that customer's own), no orders,
// wallet or payments, and never anything but a GET.

/** The catalogue reads the shop opens with: the home page, a product page, the footer. */
const catalogueReads = [
  /^\/api\/product\/gethomeproducts$/,
  /^\/api\/product\/eachproduct\/[^/]+$/,
  /^\/api\/item\/[^/]+$/,
  /^\/api\/gallery\/images$/,
  /^\/api\/shop\/info$/,
];

/** Packs are priced for whoever asks (a reseller sees the reseller price); the others are the same for everyone. */
const pricedForTheCaller = /^\/api\/item\//;

function isCatalogueRead(request: Request, origin: string): URL | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  return url.origin === origin && catalogueReads.some((read) => read.test(url.pathname)) ? url : null;
}

/** A catalogue read the worker may keep: a GET on the shop's own origin, sent without a session. */
export function mayKeep(request: Request, origin: string): boolean {
  return !request.headers.has('authorization') && isCatalogueRead(request, origin) !== null;
}

/**
 * A signed-in visitor's catalogue read that, when the network fails, the copy kept for everyone
 * may answer: its answer does not depend on who asks. The visitor's own answer is never kept.
 */
export function mayAnswerFromSharedCopy(request: Request, origin: string): boolean {
  if (!request.headers.has('authorization')) return false;
  const url = isCatalogueRead(request, origin);
  return url !== null && !pricedForTheCaller.test(url.pathname);
}

/** A picture uploaded to the shop (product and banner pictures): their addresses are never reused. */
export function isUploadedPicture(request: Request, origin: string): boolean {
  const url = new URL(request.url);
  return request.method === 'GET' && request.destination === 'image' && url.origin === origin && url.pathname.startsWith('/uploads/');
}

/** Page addresses the worker leaves to the browser: the API's own (documentation, sign-in redirects) and files. */
export const notPages = [/^\/api\//, /^\/uploads\//];

/**
 * The API answers a page carries inside itself (the server's opening pages: the home page and a
 * product page), as the path they answer and their JSON. Only those anyone would be sent: a
 * product's packs as a visitor without a session sees them.
 */
export function openingAnswers(html: string, origin: string): { path: string; json: string }[] {
  const answers: { path: string; json: string }[] = [];
  for (const [, path, view, json] of html.matchAll(/<script type="application\/json" data-api="([^"]+)"(?: data-view="([^"]+)")?>([\s\S]*?)<\/script>/g)) {
    if (view !== undefined && view !== 'customer') continue;
    const apiPath = unescapeAttribute(path!);
    if (!isCatalogueRead(new Request(new URL(apiPath, origin)), origin)) continue;
    answers.push({ path: apiPath, json: json! });
  }
  return answers;
}

function unescapeAttribute(value: string): string {
  return value.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
}
