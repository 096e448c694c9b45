import type { GalleryImages, HomeProducts, Item, Product } from '@shop/contract/catalogue';
import type { SavedPlayer } from '@shop/contract/players';
import { uuidsFrom } from './ids';

type Answer = { status?: number; body: unknown; headers?: Record<string, string> };
type Handler = (request: { method: string; path: string; body: unknown; headers: Headers }) => Answer | Promise<Answer>;

/**
 * Stubs only the network boundary (fetch) with a small fake of the API: routes are
 * "METHOD /path" keys. Every call is recorded; an unknown route answers 404 like the server.
 */
export function fakeApi(routes: Record<string, Handler | Answer>) {
  const calls: { method: string; path: string; body: unknown; headers: Headers }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    const headers = new Headers(init?.headers);
    calls.push({ method, path, body, headers });
    const route = routes[`${method} ${path}`];
    const answer = typeof route === 'function' ? await route({ method, path, body, headers }) : route;
    const { status = 200, body: responseBody, headers: responseHeaders = {} } = answer ?? { status: 404, body: { message: 'Route not found', code: 'NOT_FOUND', requestId: 'test' } };
    return new Response(JSON.stringify(responseBody), { status, headers: { 'content-type': 'application/json', ...responseHeaders } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

const uuid = uuidsFrom('00000000');

export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: uuid(),
    productid: 101,
    name: 'Mobile Legends Diamonds',
    imgpath: '/uploads/products/mlbb.webp',
    type: 'MLBB',
    category: 'instant-games',
    isApi: true,
    apiType: 'SMILEPH',
    importantnote: 'Enter your User ID and Zone ID correctly.',
    inputs: [{ label: 'User ID' }, { label: 'Zone ID' }],
    items: [],
    istrending: false,
    instock: true,
    ...overrides,
  };
}

export function anItem(overrides: Partial<Item> = {}): Item {
  return {
    _id: uuid(),
    itemid: 1001,
    id: 1001,
    name: '86 Diamonds',
    type: 'small',
    suggestedTask: '',
    originalprice: 150,
    discountedprice: 120,
    imgpath: '/uploads/items/diamond.webp',
    inStock: true,
    isApi: true,
    ...overrides,
  };
}

/** A saved game account, as the dashboard lists it and the product page offers it. */
export function aSavedPlayer(overrides: Partial<SavedPlayer> = {}): SavedPlayer {
  return {
    id: 'sp-1',
    game: 'MLBB',
    productId: '00000000-0000-4000-8000-00000000aaaa',
    playerId: '123456',
    zoneId: '7890',
    name: 'SwiftTiger42',
    label: 'My main',
    purchases: 3,
    lastUsedAt: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}

export const emptyHome: HomeProducts = { trending: [], instantGames: [], games: [], ott: [], others: [] };
export const emptyGallery: GalleryImages = { CarouselMb: [], CarouselPc: [], Popup: null };

/** A product page's two calls. */
export function productRoutes(product: Product, items: Item[]) {
  return {
    [`GET /product/eachproduct/${product._id}`]: { body: product },
    [`GET /item/${product._id}`]: { body: items },
  };
}

/** Stores a signed-in session the way the sign-in flows do. */
export function signIn(role: 'user' | 'reseller' | 'admin' = 'user', name = 'Arjun Mehta') {
  localStorage.setItem('isLoggedIn', 'true');
  localStorage.setItem('token', JSON.stringify('test-token'));
  localStorage.setItem(
    'user',
    JSON.stringify({ _id: uuid(), userid: '100001', name, email: 'arjun@example.in', mobilenumber: '9876543210', role, verified: true }),
  );
  localStorage.setItem('expiryTime', String(Date.now() + 21_600_000));
}
