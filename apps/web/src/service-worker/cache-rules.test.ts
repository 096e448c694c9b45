import { isUploadedPicture, mayAnswerFromSharedCopy, mayKeep, openingAnswers } from './cache-rules';

const origin = 'https://sstore.example';
const get = (path: string, headers: Record<string, string> = {}) => new Request(`${origin}${path}`, { headers });
const signedIn = { authorization: 'Bearer token' };

describe('what the service worker keeps for offline use', () => {
  it('keeps the catalogue reads a visitor without a session makes', () => {
    for (const path of ['/api/product/gethomeproducts', '/api/product/eachproduct/p1', '/api/item/p1', '/api/gallery/images', '/api/shop/info']) {
      expect(mayKeep(get(path, { accept: 'application/json' }), origin), path).toBe(true);
    }
  });

  it('never keeps a call with a session, a change, another origin or any other part of the API', () => {
    expect(mayKeep(get('/api/product/gethomeproducts', signedIn), origin)).toBe(false);
    expect(mayKeep(get('/api/item/p1', signedIn), origin)).toBe(false);
    expect(mayKeep(new Request(`${origin}/api/product/gethomeproducts`, { method: 'POST' }), origin)).toBe(false);
    expect(mayKeep(new Request(`${origin}/api/order/checkid`, { method: 'POST', body: '{}' }), origin)).toBe(false);
    expect(mayKeep(get('/api/product/gethomeproducts'), 'https://other.example')).toBe(false);
    for (const path of ['/api/order/getorders', '/api/wallet/getbalance/1', '/api/admin/getallproducts', '/api/product/allproducts', '/api/payments/status', '/api/item/p1/extra', '/api/auth/oidc/config']) {
      expect(mayKeep(get(path), origin), path).toBe(false);
    }
  });

  it("answers a signed-in visitor offline from the shared copy only where the answer is everyone's", () => {
    expect(mayAnswerFromSharedCopy(get('/api/product/gethomeproducts', signedIn), origin)).toBe(true);
    expect(mayAnswerFromSharedCopy(get('/api/product/eachproduct/p1', signedIn), origin)).toBe(true);
    // A reseller's packs carry the reseller's price: never the customer's copy instead.
    expect(mayAnswerFromSharedCopy(get('/api/item/p1', signedIn), origin)).toBe(false);
    expect(mayAnswerFromSharedCopy(get('/api/product/gethomeproducts'), origin)).toBe(false);
    expect(mayAnswerFromSharedCopy(get('/api/wallet/getbalance/1', signedIn), origin)).toBe(false);
  });

  it("keeps the shop's uploaded pictures, not other origins' or other files", () => {
    const picture = (url: string, destination = 'image') => ({ url, method: 'GET', destination, headers: new Headers() }) as unknown as Request;
    expect(isUploadedPicture(picture(`${origin}/uploads/products/mlbb.webp`), origin)).toBe(true);
    expect(isUploadedPicture(picture('https://bucket.example/uploads/x.webp'), origin)).toBe(false);
    expect(isUploadedPicture(picture(`${origin}/uploads/x.webp`, ''), origin)).toBe(false);
    expect(isUploadedPicture(picture(`${origin}/assets/x.png`), origin)).toBe(false);
  });

  it("reads the catalogue answers an opening page carries, with a product's packs as a visitor sees them", () => {
    const page = [
      '<html><head><script>theme()</script>',
      '<script type="application/json" data-api="/api/gallery/images">{"Popup":null}</script>',
      '<script type="application/json" data-api="/api/product/eachproduct/p&amp;1">{"name":"a\\u003cb"}</script>',
      '<script type="application/json" data-api="/api/item/p1" data-view="customer">[{"price":1}]</script>',
      '<script type="application/json" data-api="/api/item/p1" data-view="reseller">[{"price":0}]</script>',
      '<script type="application/json" data-api="/api/order/getorders">[]</script>',
      '</head></html>',
    ].join('');
    expect(openingAnswers(page, origin)).toEqual([
      { path: '/api/gallery/images', json: '{"Popup":null}' },
      { path: '/api/product/eachproduct/p&1', json: '{"name":"a\\u003cb"}' },
      { path: '/api/item/p1', json: '[{"price":1}]' },
    ]);
  });
});
