import { createECDH, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';
import { rupeesToPaise } from '@shop/contract/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './helpers.js';

/**
 * Customers who come back: reward points spent at checkout, the game accounts the shop keeps for
 * them, and a push when their order is delivered, sent to a local push service that checks what
 * the real ones check (the VAPID signature) and decrypts the payload as a browser would.
 */
const tls = { key: readFileSync(new URL('./tls/receiver.key', import.meta.url)), cert: readFileSync(new URL('./tls/receiver.crt', import.meta.url)) };

let shop: TestShop;
let manual: { product: { id: string }; pack: { id: string } };
let mlbb: { product: { id: string }; pack: { id: string } };

beforeAll(async () => {
  shop = await startTestShop({ OUTBOUND_ALLOW_PRIVATE: '127.0.0.2/32', OUTBOUND_CA_FILE: new URL('./tls/receiver.crt', import.meta.url).pathname });
  // Delivered by an admin: its orders wait in Processing, where they can be refunded.
  const m = await shop.factories.product({ name: 'Video Premium', type: 'OTT', category: 'ott', isApi: false, inputs: [{ label: 'Email' }] }, [{ name: '1 Month', discountedPricePaise: 10_000 }]);
  manual = { product: m.product, pack: m.packs[0]! };
  const g = await shop.factories.product({ type: 'MLBB', isApi: true, apiType: 'SMILEBR', name: 'Mobile Legends' }, [{ name: '86 Diamonds', discountedPricePaise: 12_000, itemidarray: ['13'] }]);
  mlbb = { product: g.product, pack: g.packs[0]! };
});
afterAll(() => shop.close());

type User = Awaited<ReturnType<TestShop['factories']['user']>>;

/** Gives a customer `points` reward points, as completed orders would. */
async function givePoints(user: User, points: number) {
  await shop.db.transaction((tx) => shop.app.services.points.earnForOrder(tx, { id: crypto.randomUUID(), userId: user.id, pricePaise: rupeesToPaise(points) * 100 /* 1% of it is earned */, clientTxnId: `ST-GIFT-${crypto.randomUUID()}` }));
}
const pointsOf = async (user: User) => (await shop.app.inject({ method: 'GET', url: `/api/points/getbalance/${user.userid}`, headers: user.auth })).json().balance as number;
const walletOf = async (user: User) => (await shop.app.inject({ method: 'GET', url: `/api/wallet/getbalance/${user.userid}`, headers: user.auth })).json().balance as number;
const orderOf = async (user: User, id: string) => (await shop.app.inject({ method: 'POST', url: '/api/order/orderstatus', headers: user.auth, payload: { client_txn_id: id } })).json().data;

function buy(user: User, { points, mode = 'wallet', pack = manual, key, input1 = 'asha@example.in', input2 = '' }: { points?: number; mode?: 'wallet' | 'upi'; pack?: typeof manual; key?: string; input1?: string; input2?: string }) {
  return shop.app.inject({
    method: 'POST',
    url: mode === 'wallet' ? '/api/order/createWalletOrder' : '/api/order/createOrder',
    headers: { ...user.auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { userid: String(user.userid), product_id: pack.product.id, item_id: pack.pack.id, input1, input2, paymentmode: mode, ...(points !== undefined ? { points } : {}) },
  });
}

describe('points at checkout', () => {
  it('pays part of an order with points and the rest from the wallet, shown in the timeline and the points history', async () => {
    const user = await shop.factories.user();
    await givePoints(user, 30);
    await shop.fund(user.id, 100);
    const res = await buy(user, { points: 30 });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().client_txn_id as string;
    expect(await pointsOf(user)).toBe(0);
    expect(await walletOf(user)).toBe(30);
    const order = await orderOf(user, id);
    expect(order).toMatchObject({ value: 100, points: 30, paymentmode: 'wallet', status: 'Processing', product_id: manual.product.id, item_id: manual.pack.id });
    expect(order.timeline.find((s: { step: string }) => s.step === 'paid').detail).toBe('Paid with 30 reward points and the rest from your wallet');
    const history = (await shop.app.inject({ method: 'GET', url: `/api/points/history/${user.userid}`, headers: user.auth })).json().entries;
    expect(history[0]).toMatchObject({ amount: -30, balanceAfter: 0, reason: `Paid for order ${id}`, orderid: id });
  });

  it('pays a whole order with points alone, from either call, with no money moved', async () => {
    const user = await shop.factories.user();
    await givePoints(user, 250);
    await shop.fund(user.id, 5);
    for (const mode of ['wallet', 'upi'] as const) {
      const res = await buy(user, { points: 100, mode });
      expect(res.statusCode, res.body).toBe(200);
      const order = await orderOf(user, res.json().client_txn_id);
      expect(order).toMatchObject({ paymentmode: 'points', points: 100, status: 'Processing' });
      expect(order.timeline.find((s: { step: string }) => s.step === 'paid').detail).toBe('Paid with 100 reward points');
    }
    expect(await pointsOf(user)).toBe(50);
    expect(await walletOf(user)).toBe(5);
  });

  it('asks UPI for the rest only, and a paid UPI order of the rest goes through', async () => {
    const user = await shop.factories.user();
    await givePoints(user, 40);
    const res = await buy(user, { points: 40, mode: 'upi' });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().client_txn_id as string;
    const payment = (await shop.app.inject({ method: 'GET', url: `/api/sandbox/payments/${id}` })).json();
    expect(payment.amount).toBe(60);
    expect((await shop.app.inject({ method: 'POST', url: `/api/sandbox/pay/${id}`, payload: { outcome: 'success' } })).statusCode).toBe(200);
    await expect.poll(async () => (await orderOf(user, id)).status).toBe('Processing');
  });

  it('returns the points of a failed UPI payment', async () => {
    const user = await shop.factories.user();
    await givePoints(user, 40);
    const id = (await buy(user, { points: 40, mode: 'upi' })).json().client_txn_id as string;
    expect(await pointsOf(user)).toBe(0);
    await shop.app.inject({ method: 'POST', url: `/api/sandbox/pay/${id}`, payload: { outcome: 'failure' } });
    await expect.poll(async () => (await orderOf(user, id)).status).toBe('Failed');
    expect(await pointsOf(user)).toBe(40);
  });

  it('places exactly 10 of 20 concurrent orders paying 100 points each against 1,000 points', async () => {
    const user = await shop.factories.user();
    await givePoints(user, 1000);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => buy(user, { points: 100, key: `points-race-${i}-order` })));
    const placed = answers.filter((a) => a.statusCode === 200);
    expect(placed).toHaveLength(10);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().msg).toBe('Insufficient points. You have 0 points available.');
    }
    expect(await pointsOf(user)).toBe(0);
    const { rows } = await shop.database.raw.executeSql(`select count(*)::int as n from orders where user_id = '${user.id}'`);
    expect(rows[0]).toEqual({ n: 10 });
    // A retry of a placed order spends nothing more.
    const again = await buy(user, { points: 100, key: 'points-race-0-order' });
    expect(again.statusCode).toBe(placed.some((p) => p.json().client_txn_id === again.json().client_txn_id) ? 200 : again.statusCode);
    expect(await pointsOf(user)).toBe(0);
  });

  it('gives the points back once on a refund, and the wallet part back to the wallet', async () => {
    const user = await shop.factories.user();
    const admin = await shop.factories.user({ role: 'admin' });
    await givePoints(user, 25);
    await shop.fund(user.id, 75);
    const id = (await buy(user, { points: 25 })).json().client_txn_id as string;
    expect(await walletOf(user)).toBe(0);
    const refunds = await Promise.all([1, 2].map(() => shop.app.inject({ method: 'POST', url: '/api/admin/orders/decide', headers: admin.auth, payload: { order: id, status: 'Refunded', reason: 'Out of stock' } })));
    expect(refunds.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await pointsOf(user)).toBe(25);
    expect(await walletOf(user)).toBe(75);
    const history = (await shop.app.inject({ method: 'GET', url: `/api/points/history/${user.userid}`, headers: user.auth })).json().entries;
    expect(history.filter((e: { reason: string }) => e.reason.startsWith('Returned from order'))).toHaveLength(1);
    // The mail goes after the refund commits, from its outbox row.
    const mailText = async () => ((await shop.database.raw.executeSql(`select text from dev_messages where subject = 'Order ${id} refunded'`)).rows[0] as { text: string } | undefined)?.text;
    await expect.poll(mailText).toContain('₹75 has been returned to your S-Coins wallet, and 25 reward points have been returned to your points.');
  });

  it('refuses more points than the price or than the customer has, with a message, and nothing changes', async () => {
    const user = await shop.factories.user();
    await givePoints(user, 500);
    await shop.fund(user.id, 100);
    const tooMany = await buy(user, { points: 100.5 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().msg).toBe('At most 100 points can pay for this order.');
    const poor = await shop.factories.user();
    await givePoints(poor, 10);
    const notEnough = await buy(poor, { points: 20 });
    expect(notEnough.json().msg).toBe('Insufficient points. You have 10 points available.');
    for (const bad of [0, -5, 'ten', 1.001]) expect((await buy(user, { points: bad as number })).statusCode, String(bad)).toBe(400);
    expect(await pointsOf(user)).toBe(500);
    expect(await walletOf(user)).toBe(100);
  });
});

describe('saved game accounts', () => {
  it('keeps the player of a delivered order with the name the supplier gave, private to its owner', async () => {
    const user = await shop.factories.user();
    const stranger = await shop.factories.user();
    await shop.fund(user.id, 500);
    const id = (await buy(user, { pack: mlbb, input1: '123456789', input2: '2001' })).json().client_txn_id as string;
    await expect.poll(async () => (await orderOf(user, id)).status, { timeout: 15_000 }).toBe('Completed');
    const order = await orderOf(user, id);

    const list = (await shop.app.inject({ method: 'GET', url: `/api/players?product_id=${mlbb.product.id}`, headers: user.auth })).json().players;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ game: 'MLBB', playerId: '123456789', zoneId: '2001', name: order.username, label: null, purchases: 1 });
    // Another game's page does not offer it.
    expect((await shop.app.inject({ method: 'GET', url: `/api/players?product_id=${manual.product.id}`, headers: user.auth })).json().players).toEqual([]);

    const saved = list[0].id as string;
    expect((await shop.app.inject({ method: 'GET', url: '/api/players', headers: stranger.auth })).json().players).toEqual([]);
    expect((await shop.app.inject({ method: 'POST', url: `/api/players/${saved}`, headers: stranger.auth, payload: { label: 'Mine now' } })).statusCode).toBe(404);
    expect((await shop.app.inject({ method: 'POST', url: `/api/players/${saved}/delete`, headers: stranger.auth })).statusCode).toBe(404);

    const renamed = await shop.app.inject({ method: 'POST', url: `/api/players/${saved}`, headers: user.auth, payload: { label: 'My main' } });
    expect(renamed.json().player.label).toBe('My main');
    // A second delivered purchase for the same player counts, keeping the customer's name for it.
    const again = (await buy(user, { pack: mlbb, input1: '123456789', input2: '2001' })).json().client_txn_id as string;
    await expect.poll(async () => (await orderOf(user, again)).status, { timeout: 15_000 }).toBe('Completed');
    const after = (await shop.app.inject({ method: 'GET', url: '/api/players', headers: user.auth })).json().players;
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ label: 'My main', purchases: 2 });
    expect((await shop.app.inject({ method: 'POST', url: `/api/players/${saved}/delete`, headers: user.auth })).statusCode).toBe(200);
    expect((await shop.app.inject({ method: 'GET', url: '/api/players', headers: user.auth })).json().players).toEqual([]);
  });

  it('keeps at most 20', async () => {
    const user = await shop.factories.user();
    await shop.fund(user.id, 10_000);
    const { rows } = await shop.database.raw.executeSql(
      `insert into saved_players (user_id, game, product_id, player_id, zone_id) select '${user.id}', 'MLBB', '${mlbb.product.id}', 'p' || g, '1' from generate_series(1, 20) g returning id`,
    );
    expect(rows).toHaveLength(20);
    const id = (await buy(user, { pack: mlbb, input1: '987654321', input2: '2001' })).json().client_txn_id as string;
    await expect.poll(async () => (await orderOf(user, id)).status, { timeout: 15_000 }).toBe('Completed');
    const players = (await shop.app.inject({ method: 'GET', url: '/api/players', headers: user.auth })).json().players as { playerId: string }[];
    expect(players).toHaveLength(20);
    expect(players.map((p) => p.playerId)).not.toContain('987654321');
  });
});

// ---------------------------------------------------------------------------------------------
// A push service as browsers' vendors run one: it checks the VAPID JWT against the key in the
// request, answers 201, or 410 for a subscription it no longer knows.

type Device = { endpoint: string; keys: { p256dh: string; auth: string }; ecdh: ReturnType<typeof createECDH>; authSecret: Buffer };
type Pushed = { device: string; payload: unknown; vapidKey: string };

async function startPushService() {
  const received: Pushed[] = [];
  const refusals: string[] = [];
  const gone = new Set<string>();
  const server: Server = createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const device = req.url!.split('/').pop()!;
      if (gone.has(device)) return void res.writeHead(410).end('gone');
      try {
        const auth = /^vapid t=([^,]+), k=(\S+)$/.exec(String(req.headers.authorization));
        if (!auth) throw new Error('no VAPID authorization');
        const [, jwt, k] = auth;
        const point = Buffer.from(k!, 'base64url');
        const key = await importJWK({ kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') }, 'ES256');
        const { payload } = await jwtVerify(jwt!, key, { audience: `https://127.0.0.2:${(server.address() as AddressInfo).port}` });
        if (!payload.sub || !payload.exp || payload.exp > Date.now() / 1000 + 24 * 3600) throw new Error('bad claims');
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        received.push({ device, payload: decrypt(devices.get(device)!, Buffer.concat(chunks)), vapidKey: k! });
        res.writeHead(201).end();
      } catch (err) {
        refusals.push(String(err));
        res.writeHead(403).end('refused');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
  const devices = new Map<string, Device>();
  return {
    received,
    refusals,
    gone,
    newDevice(): Device {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const name = `device-${devices.size + 1}-${randomBytes(4).toString('hex')}`;
      const device = { endpoint: `https://127.0.0.2:${(server.address() as AddressInfo).port}/push/${name}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') }, ecdh, authSecret };
      devices.set(name, device);
      return device;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** RFC 8291 (aes128gcm): what the browser does with a push it receives. */
function decrypt(device: Device, body: Buffer): unknown {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const sealed = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(serverKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.authSecret, info, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const padded = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('not the last record');
  return JSON.parse(padded.subarray(0, end).toString('utf8'));
}

describe('push when it is delivered', () => {
  it('reaches the push service signed and encrypted, and a subscription the service no longer knows is removed', async () => {
    const service = await startPushService();
    try {
      const user = await shop.factories.user();
      const silent = await shop.factories.user();
      await shop.fund(user.id, 500);
      await shop.fund(silent.id, 500);
      const publicKey = (await shop.app.inject({ method: 'GET', url: '/api/push/key' })).json().publicKey as string;
      const phone = service.newDevice();
      const laptop = service.newDevice();
      for (const device of [phone, laptop]) {
        const res = await shop.app.inject({ method: 'POST', url: '/api/push/subscribe', headers: user.auth, payload: { endpoint: device.endpoint, expirationTime: null, keys: device.keys } });
        expect(res.statusCode, res.body).toBe(200);
      }

      const id = (await buy(user, { pack: mlbb, input1: '123456789', input2: '2001' })).json().client_txn_id as string;
      // A customer who never said yes is sent nothing.
      await buy(silent, { pack: mlbb, input1: '123456789', input2: '2001' });
      await expect.poll(() => service.received.length, { timeout: 15_000 }).toBe(2);
      expect(service.refusals).toEqual([]);
      for (const pushed of service.received) {
        expect(pushed.vapidKey).toBe(publicKey);
        expect(pushed.payload).toMatchObject({ title: 'Delivered', tag: id, url: expect.stringContaining(`/confirmation?client_txn_id=${id}`) });
        expect((pushed.payload as { body: string }).body).toContain('for 123456789 is delivered');
      }

      // The laptop's browser dropped the subscription: the next push finds 410 and forgets it.
      service.gone.add(laptop.endpoint.split('/').pop()!);
      const next = (await buy(user, { pack: mlbb, input1: '123456789', input2: '2001' })).json().client_txn_id as string;
      await expect.poll(() => service.received.filter((p) => (p.payload as { tag: string }).tag === next).length, { timeout: 15_000 }).toBe(1);
      await expect.poll(async () => (await shop.database.raw.executeSql(`select endpoint from push_subscriptions where user_id = '${user.id}'`)).rows.map((r) => (r as { endpoint: string }).endpoint)).toEqual([phone.endpoint]);

      // Turned off on the phone: nothing more.
      await shop.app.inject({ method: 'POST', url: '/api/push/unsubscribe', headers: user.auth, payload: { endpoint: phone.endpoint } });
      const before = service.received.length;
      const last = (await buy(user, { pack: mlbb, input1: '123456789', input2: '2001' })).json().client_txn_id as string;
      await expect.poll(async () => (await orderOf(user, last)).status, { timeout: 15_000 }).toBe('Completed');
      // Every push the completion wrote has left the outbox (sent or dropped): none reached the service.
      await expect.poll(async () => (await shop.database.raw.executeSql('select count(*)::int as n from push_outbox')).rows[0], { timeout: 15_000 }).toEqual({ n: 0 });
      expect(service.received.length).toBe(before);
    } finally {
      await service.close();
    }
  });

  const subscribe = (user: User, device: { endpoint: string; keys: { p256dh: string; auth: string } }) =>
    shop.app.inject({ method: 'POST', url: '/api/push/subscribe', headers: user.auth, payload: { endpoint: device.endpoint, expirationTime: null, keys: device.keys } });
  const endpointsOf = async (user: User) => (await shop.database.raw.executeSql(`select endpoint from push_subscriptions where user_id = '${user.id}' order by created_at`)).rows.map((r) => (r as { endpoint: string }).endpoint);

  it('keeps at most 10 devices an account, the newest, and sends one notice to no more than those', async () => {
    const service = await startPushService();
    try {
      const user = await shop.factories.user();
      await shop.fund(user.id, 500);
      const devices = Array.from({ length: 50 }, () => service.newDevice());
      // Told one after the other, as 50 browsers would be, then 20 at once.
      for (const device of devices.slice(0, 30)) expect((await subscribe(user, device)).statusCode).toBe(200);
      const together = await Promise.all(devices.slice(30).map((device) => subscribe(user, device)));
      expect(together.every((a) => a.statusCode === 200)).toBe(true);
      const kept = await endpointsOf(user);
      expect(kept).toHaveLength(10);
      expect(devices.slice(0, 30).some((d) => kept.includes(d.endpoint))).toBe(false);

      const id = (await buy(user, { pack: mlbb, input1: '123456789', input2: '2001' })).json().client_txn_id as string;
      await expect.poll(async () => (await orderOf(user, id)).status, { timeout: 15_000 }).toBe('Completed');
      await expect.poll(async () => (await shop.database.raw.executeSql('select count(*)::int as n from push_outbox')).rows[0], { timeout: 15_000 }).toEqual({ n: 0 });
      expect(service.received.filter((p) => (p.payload as { tag: string }).tag === id).map((p) => p.device).sort()).toEqual(kept.map((e) => e.split('/').pop()).sort());
    } finally {
      await service.close();
    }
  });

  it('moves a device to another account only with the same keys: an endpoint alone does not take it', async () => {
    const service = await startPushService();
    try {
      const owner = await shop.factories.user();
      const thief = await shop.factories.user();
      const phone = service.newDevice();
      expect((await subscribe(owner, phone)).statusCode).toBe(200);
      const other = service.newDevice();
      const taken = await subscribe(thief, { endpoint: phone.endpoint, keys: other.keys });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe('This device gets notifications for another account. Turn them off there first.');
      expect(await endpointsOf(owner)).toEqual([phone.endpoint]);
      expect(await endpointsOf(thief)).toEqual([]);
      // The owner's own browser may renew its keys; the same browser signed in to another account moves.
      expect((await subscribe(owner, { endpoint: phone.endpoint, keys: other.keys })).statusCode).toBe(200);
      const newOwner = await shop.factories.user();
      expect((await subscribe(newOwner, { endpoint: phone.endpoint, keys: other.keys })).statusCode).toBe(200);
      expect(await endpointsOf(owner)).toEqual([]);
      expect(await endpointsOf(newOwner)).toEqual([phone.endpoint]);
    } finally {
      await service.close();
    }
  });

  it('refuses a push endpoint with a user name or password, or at an IPv4-compatible address', async () => {
    const user = await shop.factories.user();
    const keys = { p256dh: `B${'a'.repeat(86)}`, auth: 'abcdefghijklmnopqrstuv' };
    for (const endpoint of ['https://user:secret@push.example.com/x', 'https://user@push.example.com/x', 'https://[::127.0.0.1]/push/x', 'https://[::a9fe:a9fe]/push/x', 'https://[::8.8.8.8]/push/x']) {
      const res = await subscribe(user, { endpoint, keys });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().message).toBe('This is not a push service the shop can reach.');
    }
    expect(await endpointsOf(user)).toEqual([]);
  });

  it('refuses a push endpoint at a private address', async () => {
    const user = await shop.factories.user();
    const device = { endpoint: 'https://169.254.169.254/push/x', keys: { p256dh: `B${'a'.repeat(86)}`, auth: 'abcdefghijklmnopqrstuv' } };
    const res = await shop.app.inject({ method: 'POST', url: '/api/push/subscribe', headers: user.auth, payload: device });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This is not a push service the shop can reach.');
  });
});
