// The examples of the API's documentation page. The answers are typed with the contract, so an
// example that no longer matches what the API sends fails the type check instead of misleading.
import type { v1BalanceResponse, v1CheckIdResponse, V1Order, v1OrdersResponse, v1ProductsResponse, WebhookEvent } from '@shop/contract/reseller-api';
import type { z } from 'zod';

const productId = '3f6b2c1e-8a4d-4e7b-9c2a-1d5e6f7a8b9c';
const packId = '7a1c9e2b-4d3f-4b8a-8e6c-2f1a0b9c8d7e';
/** An Idempotency-Key as a reseller's system might make it: its own order number. */
export const exampleIdempotencyKey = 'order-20260131-0042';

const json = (value: unknown) => JSON.stringify(value, null, 2);
const auth = '-H "Authorization: Bearer $SHOP_API_KEY"';

export const keySetup = `# Keep the key on your server, e.g. in an environment variable
export SHOP_API_KEY="sk_test_…"`;

const orderBody = JSON.stringify({ product_id: productId, pack_id: packId, player_id: '123456789', zone_id: '2001' });
const checkBody = JSON.stringify({ product_id: productId, pack_id: packId, player_id: '123456789', zone_id: '2001' });

/** The curl line of each call, against this shop's own address. */
export function curlExamples(origin: string) {
  return {
    products: `curl -s "${origin}/api/v1/products" \\\n  ${auth}`,
    balance: `curl -s "${origin}/api/v1/balance" \\\n  ${auth}`,
    checkId: `curl -s -X POST "${origin}/api/v1/checkid" \\\n  ${auth} \\\n  -H "Content-Type: application/json" \\\n  -d '${checkBody}'`,
    createOrder: `curl -s -X POST "${origin}/api/v1/orders" \\\n  ${auth} \\\n  -H "Content-Type: application/json" \\\n  -H "Idempotency-Key: ${exampleIdempotencyKey}" \\\n  -d '${orderBody}'`,
    getOrder: `curl -s "${origin}/api/v1/orders/ST1769884205000A1B2C3" \\\n  ${auth}`,
    listOrders: `curl -s "${origin}/api/v1/orders?since=2026-01-31T18:30:00Z&limit=50" \\\n  ${auth}`,
    nextPage: `curl -s "${origin}/api/v1/orders?cursor=NEXT_CURSOR&limit=50" \\\n  ${auth}`,
  };
}

const productsAnswer: z.infer<typeof v1ProductsResponse> = {
  products: [
    {
      id: productId,
      name: 'Mobile Legends Diamonds',
      type: 'MLBB',
      inputs: ['User ID', 'Zone ID'],
      checks_player: true,
      in_stock: true,
      packs: [
        { id: packId, name: '86 Diamonds', price: 118, in_stock: true },
        { id: '9b2d4f6a-1c3e-4a5b-8d7f-0e2c4a6b8d1f', name: '172 Diamonds', price: 232, in_stock: true },
      ],
    },
  ],
};

const balanceAnswer: z.infer<typeof v1BalanceResponse> = { balance: 15250.5, currency: 'INR' };

const checkIdAnswer: z.infer<typeof v1CheckIdResponse> = { player_name: 'NightOwl', allowed: true, message: 'Player found.' };

const order: V1Order = {
  id: 'ST1769884205000A1B2C3',
  status: 'Processing',
  product_id: productId,
  product_name: 'Mobile Legends Diamonds',
  pack_id: packId,
  pack_name: '86 Diamonds',
  player_id: '123456789',
  zone_id: '2001',
  player_name: 'NightOwl',
  price: 118,
  reason: null,
  created_at: '2026-01-31T18:30:05Z',
  updated_at: '2026-01-31T18:30:06Z',
  timeline: [
    { step: 'placed', at: '2026-01-31T18:30:05Z', detail: null },
    { step: 'paid', at: '2026-01-31T18:30:05Z', detail: 'Paid from the wallet' },
    { step: 'sent', at: '2026-01-31T18:30:06Z', detail: null },
  ],
  test: false,
};

const ordersAnswer: z.infer<typeof v1OrdersResponse> = { orders: [order], next_cursor: 'eyJhdCI6IjIwMjYtMDEtMzFUMTg6MzA6MDVaIn0' };

const completedEvent: WebhookEvent = {
  id: 'evt_01JKQ8Z4M2W7',
  type: 'order.completed',
  created_at: '2026-01-31T18:31:10Z',
  data: { order: { ...order, status: 'Completed', updated_at: '2026-01-31T18:31:10Z' } },
};

export const exampleAnswers = {
  products: json(productsAnswer),
  balance: json(balanceAnswer),
  checkId: json(checkIdAnswer),
  order: json(order),
  orders: json({ ...ordersAnswer, orders: ['…'] }),
  event: json(completedEvent),
  error: json({ message: 'Your wallet balance is too low for this pack.', code: 'INSUFFICIENT_BALANCE', requestId: 'b1f0c2d4e6a8' }),
};

/**
 * A receiver in plain Node.js: the signature is over the raw bytes of the body, so they are
 * read as they came and compared in constant time, and an old timestamp is refused so that a
 * captured event cannot be played again later.
 */
export function receiverSnippet({ header, toleranceSeconds }: { header: string; toleranceSeconds: number }) {
  return `// receiver.mjs — run with: SHOP_WEBHOOK_SECRET=… node receiver.mjs (Node.js 18+, nothing to install)
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

const SECRET = process.env.SHOP_WEBHOOK_SECRET; // "Show signing secret" on the Webhooks page
const WEBHOOK_TOLERANCE_SECONDS = ${toleranceSeconds}; // refuse events signed more than 5 minutes ago

/** Checks the ${header} header (t=<unix seconds>,v1=<hex>) against the RAW body. */
function verify(rawBody, header) {
  const parts = {};
  for (const piece of String(header ?? '').split(',')) {
    const at = piece.indexOf('=');
    if (at > 0) parts[piece.slice(0, at).trim()] = piece.slice(at + 1).trim();
  }
  if (!/^\\d+$/.test(parts.t ?? '') || !/^[0-9a-f]{64}$/i.test(parts.v1 ?? '')) return false;
  if (Math.abs(Date.now() / 1000 - Number(parts.t)) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', SECRET).update(\`\${parts.t}.\`).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'));
}

createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    // The bytes as they arrived: JSON parsed and written again would not match the signature.
    const rawBody = Buffer.concat(chunks);
    if (req.method !== 'POST' || !verify(rawBody, req.headers['${header}'])) {
      res.writeHead(401).end('bad signature');
      return;
    }
    const event = JSON.parse(rawBody.toString('utf8'));
    // Answer at once; do slow work afterwards. An event may come twice: skip an event.id already handled.
    res.writeHead(200).end('ok');
    console.log(event.type, event.data.order?.id, event.data.order?.status);
  });
}).listen(8080);`;
}
