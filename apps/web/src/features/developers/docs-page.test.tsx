import { webhookEventTypes } from '@shop/contract/reseller-api';
import { screen, within } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

beforeAll(async () => {
  await import('./docs-page');
});

async function openDocs() {
  const api = fakeApi({});
  const app = renderApp('/developers');
  await screen.findByRole('heading', { level: 1, name: 'Reseller API' }, { timeout: 5000 });
  return { ...app, api };
}

const block = (title: string) => screen.getByRole('figure', { name: title });

describe('/developers', { timeout: 15_000 }, () => {
  it('needs no sign-in and asks the server for nothing of the reseller', async () => {
    const { api } = await openDocs();
    expect(screen.getByTestId('location')).toHaveTextContent('/developers');
    expect(api.calls.some((c) => c.path.startsWith('/reseller') || c.path === '/auth/validateuser')).toBe(false);
    expect(screen.getByRole('link', { name: 'Full OpenAPI document' })).toHaveAttribute('href', '/api/docs');
    expect(screen.getByRole('link', { name: 'Get an API key' })).toHaveAttribute('href', '/developers/keys');
  });

  it('the curl examples use the page’s own address, and Copy copies them', async () => {
    const { user } = await openDocs();
    const origin = window.location.origin;
    expect(block('List the products')).toHaveTextContent(`curl -s "${origin}/api/v1/products"`);
    expect(block('List the products')).toHaveTextContent('Authorization: Bearer $SHOP_API_KEY');
    expect(block('Ask for the balance')).toHaveTextContent(`${origin}/api/v1/balance`);
    expect(block('Check a player')).toHaveTextContent(`-X POST "${origin}/api/v1/checkid"`);
    const order = block('Place an order');
    expect(order).toHaveTextContent(`-X POST "${origin}/api/v1/orders"`);
    expect(order).toHaveTextContent('Idempotency-Key: order-20260131-0042');
    expect(order).toHaveTextContent('"product_id":');
    expect(block('List orders')).toHaveTextContent(`${origin}/api/v1/orders?since=2026-01-31T18:30:00Z&limit=50`);
    expect(block('The next page')).toHaveTextContent('?cursor=NEXT_CURSOR');

    await user.click(within(order).getByRole('button', { name: 'Copy Place an order' }));
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain(`curl -s -X POST "${origin}/api/v1/orders" \\\n`);
    expect(copied).toContain('-H "Idempotency-Key: order-20260131-0042"');
  });

  it('explains keys, limits and errors', async () => {
    await openDocs();
    const keys = screen.getByRole('region', { name: 'Keys' });
    expect(keys).toHaveTextContent('Authorization: Bearer sk_live_…');
    expect(keys).toHaveTextContent('keeps nothing and moves no money');
    expect(keys).toHaveTextContent('The API refuses calls made by browsers');
    expect(screen.getByRole('region', { name: 'Limits' })).toHaveTextContent('10 orders a second');
    expect(screen.getByRole('region', { name: 'Limits' })).toHaveTextContent('Retry-After');
    const errors = within(screen.getByRole('region', { name: 'Errors' }));
    expect(errors.getAllByRole('term').map((t) => t.textContent?.split(' ')[0])).toEqual(['400', '401', '402', '403', '404', '409', '422', '429', '503']);
  });

  it('lists every webhook event and shows a receiver that checks the signature over the raw body', async () => {
    await openDocs();
    const webhooks = screen.getByRole('region', { name: 'Webhooks' });
    expect(within(webhooks).getAllByRole('term').map((t) => t.textContent)).toEqual([...webhookEventTypes]);
    expect(webhooks).toHaveTextContent('Shop-Signature: t=<unix seconds>,v1=<hex>');
    expect(webhooks).toHaveTextContent('${t}.${rawBody}');

    const receiver = block('A receiver in Node.js');
    expect(receiver).toHaveTextContent("import { createHmac, timingSafeEqual } from 'node:crypto';");
    expect(receiver).toHaveTextContent('const WEBHOOK_TOLERANCE_SECONDS = 300;');
    expect(receiver).toHaveTextContent("createHmac('sha256', SECRET).update(`${parts.t}.`).update(rawBody)");
    expect(receiver).toHaveTextContent("req.headers['shop-signature']");
    expect(receiver).toHaveTextContent('const rawBody = Buffer.concat(chunks);');
  });
});
