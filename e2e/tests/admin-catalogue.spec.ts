import type { Page } from '@playwright/test';
import { desktop, expect, expectAccessibleIn, phoneAndDesktop, screenshot, test } from './fixtures';
import type { Shop } from './shop-api';

// The admin's catalogue screens against the real shop: prices and stock on /admin/price, new
// items and products, and the image gallery. Each test makes its own products so that the demo
// catalogue the other browser tests buy from stays as it was.

type Item = { _id: string; itemid: number; name: string };
type Product = { _id: string; productid: number; name: string };

test.use({ viewport: desktop });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.toUpperCase();

/** A product of its own with one pack, made through the API by the demo admin. */
async function productWithPack(shop: Shop, tag: string) {
  const admin = await shop.admin();
  const { item } = await shop.call<{ item: Item }>('POST', '/admin/createitem', {
    token: admin.token,
    body: { name: `Pack ${tag}`, originalprice: 200, discountedprice: 150, resellprice: 140, imgpath: '/uploads/packs/diamond-small.webp' },
  });
  const { product } = await shop.call<{ product: Product }>('POST', '/admin/createproduct', {
    token: admin.token,
    body: { name: `Product ${tag}`, type: 'OTHER', category: 'others', imgpath: '/uploads/products/mobile-legends-br.webp', items: [item.itemid] },
  });
  return { item, product };
}

test('an admin changes a pack’s price and stock on /admin/price; the product page shows them', async ({ page, shop, signIn }) => {
  const { item, product } = await productWithPack(shop, unique());
  await signIn(await shop.admin());

  await page.goto('/admin/price');
  await expect(page.getByRole('heading', { level: 1, name: 'Update Prices' })).toBeVisible();
  await page.getByLabel('Product').selectOption({ label: product.name });
  const card = page.getByRole('form', { name: item.name });
  await expect(card.getByLabel('Normal Price')).toHaveValue('150');
  await card.getByLabel('Normal Price').fill('77');
  await card.getByLabel('Resell Price').fill('70');
  await card.getByLabel('Out of Stock').check();
  await card.getByRole('button', { name: 'Update Item' }).click();
  await expect(page.getByText('Price updated successfully')).toBeVisible();

  const stock = page.getByRole('form', { name: `${product.name} stock` });
  await stock.getByLabel('Important Note (optional)').fill('Delivered within an hour.');
  await stock.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product instock status updated successfully')).toBeVisible();

  await page.goto(`/product/${product._id}`);
  const pack = page.getByRole('radiogroup').getByRole('radio', { name: item.name });
  await expect(pack).toContainText('₹77');
  await expect(pack).toContainText('Out of Stock');
  await expect(pack).toBeDisabled();
});

test('an admin creates an item and a product with it; the product is on the home page', async ({ page, shop, signIn }) => {
  const tag = unique();
  await signIn(await shop.admin());

  await page.goto('/admin/createitems');
  await page.getByLabel('Name').fill(`Pack ${tag}`);
  await page.getByLabel('Original Price (₹)').fill('120');
  await page.getByLabel('Discounted Price (₹)').fill('99');
  await page.getByLabel('Resell Price (₹)').fill('95');
  await page.getByLabel('Image Path').fill('/uploads/packs/diamond-small.webp');
  await page.getByRole('button', { name: 'Create Item' }).click();
  const created = page.getByRole('status').filter({ hasText: 'has item id' });
  await expect(created).toBeVisible();
  const itemid = /item id (\d+)/.exec((await created.textContent()) ?? '')?.[1];
  expect(itemid).toBeTruthy();

  await page.goto('/admin/createproduct');
  await page.getByLabel('Name').fill(`Product ${tag}`);
  await page.getByLabel('Type').selectOption('OTHER');
  await page.getByLabel('Category').selectOption('others');
  await page.getByLabel('Image Path').fill('/uploads/products/mobile-legends-br.webp');
  await page.getByLabel('Items (comma-separated item ids)').fill(itemid!);
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByText('Product created successfully!')).toBeVisible();

  await page.goto('/admin/viewproducts');
  await expect(page.getByRole('row').filter({ hasText: `Product ${tag}` })).toContainText('OTHER');

  await page.goto('/home');
  await expect(page.getByText(`Product ${tag}`).first()).toBeVisible();
});

test('an admin uploads a carousel picture that the home page shows, then deletes it after confirming', async ({ page, shop, signIn }) => {
  const title = `Banner ${unique()}`;
  await signIn(await shop.admin());

  await page.goto('/admin/admingallery');
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 400;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#6d28d9';
    g.fillRect(0, 0, 1200, 400);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  await page.getByLabel('Image Title').fill(title);
  await page.getByLabel('Type').selectOption('CarouselPc');
  await page.getByLabel('Image', { exact: true }).setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
  await expect(page.getByRole('img', { name: 'Preview of the chosen picture' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload Image' }).click();
  await expect(page.getByText('Image uploaded successfully!')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('CarouselPc');

  await page.goto('/home');
  await expect(page.getByRole('img', { name: title }).first()).toBeAttached();

  await page.goto('/admin/admingallery');
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete image ${title}?` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Image deleted successfully!')).toBeVisible();
  await expect(row).toHaveCount(0);
});

const screens = ['/admin/price', '/admin/viewproducts', '/admin/viewitems', '/admin/createproduct', '/admin/createitems', '/admin/admingallery'];

/** Opens a catalogue screen and waits for what it lists (the price screen with the product chosen). */
async function openScreen(page: Page, path: string, product: Product) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (path === '/admin/price') {
    await page.getByLabel('Product').selectOption({ label: product.name });
    await expect(page.getByRole('button', { name: 'Update Item' }).first()).toBeVisible();
  } else if (path.startsWith('/admin/view')) {
    await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
  }
}

// Audited in full in the light theme; in the dark theme, what the theme changes: the colours.
for (const theme of ['light', 'dark'] as const) {
  const what = theme === 'light' ? 'serious accessibility problems' : 'serious colour problems';
  test(`the catalogue screens have no ${what} (${theme} theme, phone and desktop)`, async ({ page, shop, signIn }) => {
    // Twelve screens, each audited by axe; the items screen lists every pack of the demo catalogue,
    // about a minute on this 2-core machine with a second test running beside it.
    test.setTimeout(360_000);
    const { product } = await productWithPack(shop, unique());
    await signIn(await shop.admin(), theme);
    for (const [device, viewport] of phoneAndDesktop) {
      await page.setViewportSize(viewport);
      for (const path of screens) {
        await openScreen(page, path, product);
        await expectAccessibleIn(theme, page, `${device}, ${path}`);
        // Phone first: nothing may push the page sideways (the layout is the same in either theme).
        if (theme === 'light') expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${device} ${path} scrolls sideways`).toBe(true);
        if (path === '/admin/price' || path === '/admin/viewproducts') await screenshot(page, `${path.slice(7)}-${device}-${theme}`);
      }
    }
  });
}
