import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createOutbound } from '../src/platform/outbound.js';
import { addressPolicy, addressProblem, publicAddressesOf, publicLookup, PrivateAddressError } from '../src/platform/public-address.js';
import { startTestShop, type TestShop } from './helpers.js';

/**
 * Resellers' webhooks: every status change of their orders reaches their server, signed, in
 * order, retried, resumed after a restart; and the shop never calls an address that is not public.
 * The receivers are fake reseller servers on 127.0.0.2 with a test certificate; the shop is told
 * to allow that one address (as an operator would a receiver on its own network) and to trust
 * the certificate, and still refuses every other private address.
 */
const tls = { key: readFileSync(new URL('./tls/receiver.key', import.meta.url)), cert: readFileSync(new URL('./tls/receiver.crt', import.meta.url)) };
const RECEIVER_HOST = '127.0.0.2';

type Received = { body: string; headers: Record<string, string | string[] | undefined>; at: number };
type Receiver = { url: string; received: Received[]; answer: (r: Received) => { status: number; delayMs?: number; headers?: Record<string, string> }; close(): Promise<void> };

async function startReceiver(host = RECEIVER_HOST): Promise<Receiver> {
  const receiver: Receiver = { url: '', received: [], answer: () => ({ status: 200 }), close: async () => {} };
  const server: Server = createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const got = { body: Buffer.concat(chunks).toString('utf8'), headers: req.headers, at: Date.now() };
      receiver.received.push(got);
      const { status, delayMs = 0, headers = {} } = receiver.answer(got);
      setTimeout(() => res.writeHead(status, headers).end(status < 300 ? 'ok' : 'not now'), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  receiver.url = `https://${host}:${(server.address() as AddressInfo).port}/hooks`;
  receiver.close = () => new Promise((resolve) => server.close(() => resolve()));
  return receiver;
}

/** The receiver check the developer page documents: HMAC-SHA256 over "t.body", timestamps at most 5 minutes old. */
function verify(secret: string, header: string | undefined, rawBody: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.split('=') as [string, string]));
  const t = Number(parts.t);
  if (!parts.v1 || !Number.isInteger(t) || Math.abs(nowSeconds - t) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

let shop: TestShop;
let receiver: Receiver;
let product: { id: string };
let pack: { id: string };
let cheap: { id: string };

beforeAll(async () => {
  shop = await startTestShop({ OUTBOUND_ALLOW_PRIVATE: `${RECEIVER_HOST}/32`, OUTBOUND_CA_FILE: new URL('./tls/receiver.crt', import.meta.url).pathname });
  receiver = await startReceiver();
  const made = await shop.factories.product({ type: 'MLBB', isApi: true, apiType: 'SMILEBR' }, [
    { name: '86 Diamonds', resellPricePaise: 11_000, itemidarray: ['13'] },
    { name: 'Weekly Pass', resellPricePaise: 1_500, itemidarray: ['16'] },
  ]);
  product = made.product;
  pack = made.packs[0]!;
  cheap = made.packs[1]!;
});
afterAll(async () => {
  await receiver.close();
  await shop.close();
});

type User = Awaited<ReturnType<TestShop['factories']['user']>>;

async function resellerWithKey(rupees: number) {
  const reseller = await shop.factories.user({ role: 'reseller' });
  await shop.fund(reseller.id, rupees);
  const res = await shop.app.inject({ method: 'POST', url: '/api/reseller/keys', headers: reseller.auth, payload: { name: 'bot' } });
  return { reseller, key: { authorization: `Bearer ${res.json().secret}` } };
}

async function addWebhook(user: User, url: string, lowBalance?: number) {
  const res = await shop.app.inject({ method: 'POST', url: '/api/reseller/webhooks', headers: user.auth, payload: { url, ...(lowBalance ? { lowBalance } : {}) } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { endpoint: { id: string }; secret: string };
}

const placeOrder = (key: Record<string, string>, idempotencyKey: string, packId = pack.id) =>
  shop.app.inject({ method: 'POST', url: '/api/v1/orders', headers: { ...key, 'idempotency-key': idempotencyKey }, payload: { product_id: product.id, pack_id: packId, player_id: '12345678', zone_id: '2001' } });

const eventsFor = (orderId: string) => receiver.received.map((r) => JSON.parse(r.body) as { id: string; type: string; data: { order?: { id: string; status: string } } }).filter((e) => e.data.order?.id === orderId);

const deliveriesOf = async (user: User, endpointId: string) =>
  (await shop.app.inject({ method: 'GET', url: `/api/reseller/webhooks/${endpointId}/deliveries`, headers: user.auth })).json().deliveries as { id: string; type: string; status: string; attempts: { status: number | null; answer: string }[] }[];

describe('webhooks', () => {
  it("tell a reseller's server of each status change, signed, in order for each order", async () => {
    const { reseller, key } = await resellerWithKey(1000);
    const hook = await addWebhook(reseller, receiver.url);
    // The paid event is acknowledged slowly: the completed event must still come after it.
    receiver.answer = (r) => ({ status: 200, delayMs: r.body.includes('"order.paid"') ? 400 : 0 });
    const placed = await placeOrder(key, 'hooked-order-1');
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().id as string;

    await expect.poll(() => eventsFor(orderId).map((e) => e.type), { timeout: 20_000 }).toEqual(['order.paid', 'order.completed']);
    const [paid, completed] = receiver.received.filter((r) => r.body.includes(orderId));
    expect(completed!.at).toBeGreaterThanOrEqual(paid!.at + 400);
    for (const r of [paid!, completed!]) {
      expect(verify(hook.secret, r.headers['shop-signature'] as string, r.body)).toBe(true);
      expect(r.headers['shop-event-id']).toBe(JSON.parse(r.body).id);
    }
    expect(JSON.parse(completed!.body).data.order).toMatchObject({ id: orderId, status: 'Completed', price: 110, player_id: '12345678' });

    // A forged or replayed signature fails the documented check.
    expect(verify('whsec_not-the-secret', paid!.headers['shop-signature'] as string, paid!.body)).toBe(false);
    expect(verify(hook.secret, paid!.headers['shop-signature'] as string, paid!.body.replace('110', '1'))).toBe(false);
    expect(verify(hook.secret, paid!.headers['shop-signature'] as string, paid!.body, Math.floor(Date.now() / 1000) + 301)).toBe(false);

    await expect.poll(async () => (await deliveriesOf(reseller, hook.endpoint.id)).map((d) => d.status)).toEqual(['sent', 'sent']);
    const log = await deliveriesOf(reseller, hook.endpoint.id);
    expect(log[0]!.attempts[0]).toMatchObject({ status: 200, answer: 'ok' });
  });

  it('tell of refunds and of a wallet falling below the threshold, once', async () => {
    const { reseller, key } = await resellerWithKey(150);
    await addWebhook(reseller, receiver.url, 100);
    receiver.answer = () => ({ status: 200 });
    const first = (await placeOrder(key, 'low-balance-1')).json().id as string;
    await expect.poll(() => receiver.received.filter((r) => r.body.includes('"balance.low"') && r.body.includes('"balance":40')).length, { timeout: 20_000 }).toBe(1);
    await placeOrder(key, 'low-balance-2', cheap.id);
    await expect.poll(() => eventsFor(first).length, { timeout: 20_000 }).toBe(2);
    // Still below: no second alert.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(receiver.received.filter((r) => r.body.includes('"balance.low"') && r.body.includes('"threshold":100')).length).toBe(1);
  });

  it('are retried after a failed answer, and resume after a restart', async () => {
    const { reseller, key } = await resellerWithKey(1000);
    const flaky = await startReceiver();
    try {
      const hook = await addWebhook(reseller, flaky.url);
      flaky.answer = () => ({ status: 503 });
      const orderId = (await placeOrder(key, 'flaky-order-1', cheap.id)).json().id as string;
      await expect.poll(async () => (await deliveriesOf(reseller, hook.endpoint.id)).flatMap((d) => d.attempts).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
      const before = await deliveriesOf(reseller, hook.endpoint.id);
      expect(before.every((d) => d.status === 'pending')).toBe(true);
      expect(before.flatMap((d) => d.attempts)[0]).toMatchObject({ status: 503, answer: 'not now' });

      // The shop stops; another instance starts on the same database; the retry time comes.
      await shop.app.close();
      flaky.answer = () => ({ status: 200 });
      shop.app = await buildApp({ config: shop.config, database: shop.database, webDist: null });
      await shop.database.raw.executeSql(`update webhook_deliveries set next_attempt_at = now() where status = 'pending'`);
      await expect.poll(() => flaky.received.filter((r) => r.body.includes(orderId) && r.body.includes('"order.completed"')).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
      const types = flaky.received.filter((r) => r.body.includes(orderId)).map((r) => (JSON.parse(r.body) as { type: string }).type);
      // Never the completion before the payment, however many tries.
      expect(types.indexOf('order.completed')).toBeGreaterThan(types.lastIndexOf('order.paid'));
    } finally {
      await flaky.close();
    }
  });

  it('send a test event and resend a delivery from the log, for their owner only', async () => {
    const { reseller } = await resellerWithKey(1);
    const stranger = await shop.factories.user({ role: 'reseller' });
    const hook = await addWebhook(reseller, receiver.url);
    receiver.answer = () => ({ status: 200 });
    const count = () => receiver.received.filter((r) => r.body.includes('"type":"test"')).length;
    const before = count();
    expect((await shop.app.inject({ method: 'POST', url: `/api/reseller/webhooks/${hook.endpoint.id}/test`, headers: reseller.auth })).statusCode).toBe(200);
    await expect.poll(count, { timeout: 20_000 }).toBe(before + 1);
    const [sent] = await deliveriesOf(reseller, hook.endpoint.id);
    expect((await shop.app.inject({ method: 'POST', url: `/api/reseller/webhooks/deliveries/${sent!.id}/resend`, headers: stranger.auth })).statusCode).toBe(404);
    expect((await shop.app.inject({ method: 'GET', url: `/api/reseller/webhooks/${hook.endpoint.id}/deliveries`, headers: stranger.auth })).statusCode).toBe(404);
    expect((await shop.app.inject({ method: 'GET', url: `/api/reseller/webhooks/${hook.endpoint.id}/secret`, headers: stranger.auth })).statusCode).toBe(404);
    expect((await shop.app.inject({ method: 'POST', url: `/api/reseller/webhooks/deliveries/${sent!.id}/resend`, headers: reseller.auth })).statusCode).toBe(200);
    await expect.poll(count, { timeout: 20_000 }).toBe(before + 2);
    const ids = receiver.received.filter((r) => r.body.includes('"type":"test"')).slice(-2).map((r) => r.headers['shop-event-id']);
    expect(ids[0]).toBe(ids[1]);
    const secret = (await shop.app.inject({ method: 'GET', url: `/api/reseller/webhooks/${hook.endpoint.id}/secret`, headers: reseller.auth })).json().secret;
    expect(secret).toBe(hook.secret);
  });

  it('never follow a redirect, even to an address the shop would call', async () => {
    const { reseller, key } = await resellerWithKey(100);
    const redirecting = await startReceiver();
    const target = await startReceiver('127.0.0.3');
    try {
      redirecting.answer = () => ({ status: 302, headers: { location: target.url } });
      const hook = await addWebhook(reseller, redirecting.url);
      await placeOrder(key, 'redirected-1', cheap.id);
      await expect.poll(async () => (await deliveriesOf(reseller, hook.endpoint.id)).flatMap((d) => d.attempts)[0]?.status ?? null, { timeout: 20_000 }).toBe(302);
      expect(redirecting.received.length).toBeGreaterThanOrEqual(1);
      expect(target.received).toEqual([]);
    } finally {
      await redirecting.close();
      await target.close();
    }
  });

  it('refuse, when saved, every address that is not public, with a clear message', async () => {
    const reseller = await shop.factories.user({ role: 'reseller' });
    for (const url of ['https://127.0.0.1/hook', 'https://[::1]/hook', 'https://169.254.169.254/latest/meta-data', 'https://10.0.0.1/x', 'https://localhost:8443/x', 'https://[::ffff:127.0.0.1]/x', 'https://0.0.0.0/x', 'https://100.64.0.1/x']) {
      const res = await shop.app.inject({ method: 'POST', url: '/api/reseller/webhooks', headers: reseller.auth, payload: { url } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(/^The shop only calls public internet addresses, and .+ is not one/);
    }
    const plain = await shop.app.inject({ method: 'POST', url: '/api/reseller/webhooks', headers: reseller.auth, payload: { url: 'http://example.com/hook' } });
    expect(plain.json().message).toBe('The address must be a full https:// address.');
    const customer = await shop.factories.user();
    expect((await shop.app.inject({ method: 'POST', url: '/api/reseller/webhooks', headers: customer.auth, payload: { url: receiver.url } })).statusCode).toBe(403);
    const { rows } = await shop.database.raw.executeSql(`select count(*)::int as n from webhook_endpoints where user_id = '${reseller.id}'`);
    expect(rows[0]).toEqual({ n: 0 });
  });
});

describe('webhooks held to their limits', () => {
  const post = (user: User, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    shop.app.inject({ method: 'POST', url: `/api${url}`, headers: { ...user.auth, ...headers }, ...(payload !== undefined ? { payload: payload as object } : {}) });

  it('refuse IPv4-compatible IPv6 addresses when added and when changed, and never say what a name resolves to', async () => {
    const reseller = await shop.factories.user({ role: 'reseller' });
    const hook = await addWebhook(reseller, receiver.url);
    for (const url of ['https://[::127.0.0.1]/x', 'https://[::7f00:1]/x', 'https://[::127.0.0.2]/x', 'https://[::169.254.169.254]/x', 'https://[::a00:1]/x', 'https://[::8.8.8.8]/x']) {
      for (const res of [await post(reseller, '/reseller/webhooks', { url }), await post(reseller, `/reseller/webhooks/${hook.endpoint.id}`, { url })]) {
        expect(res.statusCode, url).toBe(400);
        expect(res.json().message, url).toMatch(/^The shop only calls public internet addresses, and \[.+\] is not one \(it is an IPv4-compatible address/);
      }
    }
    const named = await post(reseller, '/reseller/webhooks', { url: 'https://localhost:8443/x' });
    expect(named.statusCode).toBe(400);
    expect(named.json().message).toBe('The shop only calls public internet addresses, and localhost is not one.');
    expect((await shop.app.inject({ method: 'GET', url: '/api/reseller/webhooks', headers: reseller.auth })).json().endpoints.map((e: { url: string }) => e.url)).toEqual([receiver.url]);
  });

  it('hold the most an account may have under 20 creations at once', async () => {
    const reseller = await shop.factories.user({ role: 'reseller' });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post(reseller, '/reseller/webhooks', { url: `${receiver.url}/${i}` })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(15);
    const { rows } = await shop.database.raw.executeSql(`select count(*)::int as n from webhook_endpoints where user_id = '${reseller.id}'`);
    expect(rows[0]).toEqual({ n: 5 });
  });

  it('send at most 5 test events and resends a minute for one webhook', async () => {
    const reseller = await shop.factories.user({ role: 'reseller' });
    const hook = await addWebhook(reseller, receiver.url);
    const other = await addWebhook(reseller, receiver.url);
    const tests = await Promise.all(Array.from({ length: 50 }, () => post(reseller, `/reseller/webhooks/${hook.endpoint.id}/test`)));
    expect(tests.filter((a) => a.statusCode === 200)).toHaveLength(5);
    const refused = tests.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(45);
    expect(refused[0]!.json().message).toMatch(/^At most 5 test events and resends a minute for one webhook\./);
    expect(refused[0]!.headers['retry-after']).toBeDefined();
    const [delivery] = await deliveriesOf(reseller, hook.endpoint.id);
    // Resends count with the tests: the webhook has used its five.
    expect((await post(reseller, `/reseller/webhooks/deliveries/${delivery!.id}/resend`)).statusCode).toBe(429);
    expect(await deliveriesOf(reseller, hook.endpoint.id)).toHaveLength(5);
    // Another webhook has its own count.
    expect((await post(reseller, `/reseller/webhooks/${other.endpoint.id}/test`)).statusCode).toBe(200);
  });

  it('answer a change with nothing to change with a 400', async () => {
    const reseller = await shop.factories.user({ role: 'reseller' });
    const hook = await addWebhook(reseller, receiver.url);
    const path = `/api/reseller/webhooks/${hook.endpoint.id}`;
    for (const payload of ['{}', '{"unknown":1}', '']) {
      const res = await shop.app.inject({ method: 'POST', url: path, headers: { ...reseller.auth, 'content-type': 'application/json' }, payload });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().message, payload).toMatch(/\S/);
    }
    const bare = await shop.app.inject({ method: 'POST', url: path, headers: reseller.auth });
    expect(bare.statusCode).toBe(400);
    expect((await post(reseller, `/reseller/webhooks/${hook.endpoint.id}`, { enabled: false })).json().endpoint.enabled).toBe(false);
  });

  it("stay their owner's to see, switch off and delete when a reseller is made a customer again", async () => {
    const reseller = await shop.factories.user({ role: 'reseller' });
    const hook = await addWebhook(reseller, receiver.url);
    await shop.database.raw.executeSql(`update users set role = 'user', session_version = session_version + 1 where id = '${reseller.id}'`);
    const customer = { ...reseller, auth: { authorization: `Bearer ${await shop.sessions.issueToken({ id: reseller.id, role: 'user', sessionVersion: reseller.sessionVersion + 1 })}` } };
    const listed = await shop.app.inject({ method: 'GET', url: '/api/reseller/webhooks', headers: customer.auth });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().endpoints.map((e: { id: string }) => e.id)).toEqual([hook.endpoint.id]);
    expect((await shop.app.inject({ method: 'GET', url: `/api/reseller/webhooks/${hook.endpoint.id}/deliveries`, headers: customer.auth })).statusCode).toBe(200);
    // Adding, switching on and sending stay the reseller's.
    expect((await post(customer, '/reseller/webhooks', { url: receiver.url })).statusCode).toBe(403);
    expect((await post(customer, `/reseller/webhooks/${hook.endpoint.id}/test`)).statusCode).toBe(403);
    expect((await post(customer, `/reseller/webhooks/${hook.endpoint.id}`, { enabled: true })).statusCode).toBe(403);
    expect((await post(customer, `/reseller/webhooks/${hook.endpoint.id}`, { url: `${receiver.url}/elsewhere` })).statusCode).toBe(403);
    const off = await post(customer, `/reseller/webhooks/${hook.endpoint.id}`, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().endpoint.enabled).toBe(false);
    expect((await post(customer, `/reseller/webhooks/${hook.endpoint.id}/delete`)).statusCode).toBe(200);
    expect((await shop.app.inject({ method: 'GET', url: '/api/reseller/webhooks', headers: customer.auth })).json().endpoints).toEqual([]);
  });
});

describe('the public-address check', () => {
  const policy = addressPolicy([]);
  it('passes public addresses and refuses loopback, private, link-local, metadata, CGNAT, multicast and embedded ones', () => {
    for (const ok of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '8.8.8.8']) expect(addressProblem(ok, policy), ok).toBeNull();
    for (const bad of ['127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fc00::1', '::ffff:10.0.0.1', '64:ff9b::a00:1', '2002:7f00:1::', 'ff02::1']) {
      expect(addressProblem(bad, policy), bad).not.toBeNull();
    }
  });

  it('refuses a name that resolves to a private address, or to a public and a private one', async () => {
    await expect(publicAddressesOf('evil.example', policy, async () => [{ address: '10.0.0.1', family: 4 }])).rejects.toThrow(PrivateAddressError);
    // What a name resolves to is not said: an internal name's address would map the shop's network.
    const mixed = publicAddressesOf('mixed.example', policy, async () => [{ address: '93.184.216.34', family: 4 }, { address: '127.0.0.1', family: 4 }]);
    await expect(mixed).rejects.toThrow('The shop only calls public internet addresses, and mixed.example is not one.');
    await expect(publicAddressesOf('gone.example', policy, async () => [])).rejects.toThrow(/could not be found/);
    expect(await publicAddressesOf('fine.example', policy, async () => [{ address: '93.184.216.34', family: 4 }])).toHaveLength(1);
  });

  // Every IPv4 address the check refuses, and a public one, in each IPv6 form that carries an IPv4
  // address: mapped, IPv4-compatible (the whole ::/96), SIIT, NAT64 and 6to4; dotted and in hex.
  const refusedV4 = ['127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255'];
  const hex = (v4: string) => {
    const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number];
    return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
  };
  const v6Forms = (v4: string) => {
    const [high, low] = hex(v4);
    return [`::ffff:${v4}`, `::ffff:${high}:${low}`, `::${v4}`, `::${high}:${low}`, `::ffff:0:${v4}`, `64:ff9b::${v4}`, `64:ff9b::${high}:${low}`, `2002:${high}:${low}::1`];
  };

  it('refuses every refused IPv4 address in every IPv6 form, and the whole IPv4-compatible range', () => {
    for (const v4 of refusedV4) for (const form of v6Forms(v4)) expect(addressProblem(form, policy), form).not.toBeNull();
    // ::/96 is deprecated and never public, whatever IPv4 address it carries.
    for (const form of ['::8.8.8.8', '::808:808', '::127.0.0.1', '::7f00:1', '::a00:1', '::2', '::ffff']) expect(addressProblem(form, policy), form).not.toBeNull();
    // As a URL writes them (hex, shortened), which is what is checked when one is saved.
    for (const v4 of refusedV4) {
      for (const form of v6Forms(v4)) {
        const written = new URL(`https://[${form}]/`).hostname.slice(1, -1);
        expect(addressProblem(written, policy), `${form} written ${written}`).not.toBeNull();
      }
    }
  });

  it('refuses ::/96 at connect time, from a literal and from a name that resolves to it', async () => {
    const outbound = createOutbound({ policy, lookup: async () => [{ address: '::7f00:1', family: 6 }] });
    try {
      const literal = await outbound.post('https://[::127.0.0.1]:8443/hook', '{}', {});
      expect(literal).toMatchObject({ status: null, answer: expect.stringMatching(/^The shop only calls public internet addresses, and \[::7f00:1\] is not one/) });
      const named = await outbound.post('https://hooks.example/hook', '{}', {});
      expect(named).toMatchObject({ status: null, answer: 'The shop only calls public internet addresses, and hooks.example is not one.' });
    } finally {
      outbound.close();
    }
    const answers: unknown[] = [];
    await new Promise<void>((resolve) => publicLookup(policy, async () => [{ address: '::a9fe:a9fe', family: 6 }])('metadata.example', { all: true }, (err) => (answers.push(err), resolve())));
    expect(String(answers[0])).toMatch(/is not one/);
  });

  it('lets an operator allow a range on purpose, and nothing else', () => {
    const allowing = addressPolicy(['10.1.2.0/24']);
    expect(addressProblem('10.1.2.9', allowing)).toBeNull();
    expect(addressProblem('10.1.3.9', allowing)).not.toBeNull();
  });
});
