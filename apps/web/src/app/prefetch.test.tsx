import { aProduct, anItem, fakeApi, signIn } from '../test/fake-api';
import { prefetchOpeningPage } from './prefetch';
import { createQueryClient } from './providers';

/** Puts a data block into the page, as the server does for the page a visitor opens on. */
function serverPut(apiPath: string, answer: unknown, view?: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.dataset.api = apiPath;
  if (view) block.dataset.view = view;
  block.textContent = JSON.stringify(answer).replaceAll('<', '\\u003c');
  document.head.append(block);
}

afterEach(() => {
  document.head.querySelectorAll('script[data-api]').forEach((block) => block.remove());
});

const gallery = { CarouselMb: [], CarouselPc: [], Popup: null };
const home = { trending: [], instantGames: [aProduct({ name: 'Mobile Legends </script> & co' })], games: [], ott: [], others: [] };

describe('the page the browser opened on', () => {
  it('uses the home answers the server put into the page instead of calling the API', () => {
    const { calls } = fakeApi({});
    serverPut('/api/gallery/images', gallery);
    serverPut('/api/product/gethomeproducts', home);
    const client = createQueryClient();
    prefetchOpeningPage(client, '/');
    expect(calls).toEqual([]);
    expect(client.getQueryData(['gallery'])).toEqual(gallery);
    expect(client.getQueryData(['home-products'])).toEqual(home); // the exact name, < and all
  });

  it("uses the shell's answers the page carries (shop details, provider sign-in) on the home and product pages", () => {
    const { calls } = fakeApi({});
    const shopInfo = { name: 'S-Store', whatsapp: null, notConfigured: ['whatsapp'] };
    const product = aProduct();
    serverPut('/api/shop/info', shopInfo);
    serverPut('/api/auth/oidc/config', { enabled: false });
    serverPut('/api/gallery/images', gallery);
    serverPut('/api/product/gethomeproducts', home);
    serverPut(`/api/product/eachproduct/${product._id}`, product);
    serverPut(`/api/item/${product._id}`, [], 'customer');
    for (const path of ['/', `/product/${product._id}`]) {
      const client = createQueryClient();
      void prefetchOpeningPage(client, path);
      expect(client.getQueryData(['shop-info'])).toEqual(shopInfo);
      expect(client.getQueryData(['auth', 'oidc-config'])).toEqual({ enabled: false });
    }
    expect(calls).toEqual([]);
  });

  it('calls the API for what the page does not carry', async () => {
    const { calls } = fakeApi({ 'GET /gallery/images': { body: gallery }, 'GET /product/gethomeproducts': { body: home } });
    const client = createQueryClient();
    prefetchOpeningPage(client, '/home');
    await vi.waitFor(() => expect(client.getQueryData(['home-products'])).toEqual(home));
    expect(calls.map((c) => c.path).sort()).toEqual(['/gallery/images', '/product/gethomeproducts']);
  });

  it('uses the carried packs only for a visitor who is not signed in: a reseller asks for their prices', async () => {
    const product = aProduct();
    const customerPacks = [anItem({ discountedprice: 120 })];
    const resellerPacks = [anItem({ discountedprice: 110 })];
    serverPut(`/api/product/eachproduct/${product._id}`, product);
    serverPut(`/api/item/${product._id}`, customerPacks, 'customer');

    const { calls } = fakeApi({ [`GET /item/${product._id}`]: { body: resellerPacks } });
    const guest = createQueryClient();
    prefetchOpeningPage(guest, `/product/${product._id}`);
    expect(guest.getQueryData(['product', product._id])).toEqual(product);
    expect(guest.getQueryData(['items', product._id, 'guest'])).toEqual(customerPacks);
    expect(calls).toEqual([]);

    signIn('reseller');
    const reseller = createQueryClient();
    prefetchOpeningPage(reseller, `/product/${product._id}`);
    await vi.waitFor(() => expect(reseller.getQueryData(['items', product._id, 'reseller'])).toEqual(resellerPacks));
    expect(calls.map((c) => c.path)).toEqual([`/item/${product._id}`]);
    expect(calls[0]!.headers.get('authorization')).toMatch(/^Bearer /);
  });
});
