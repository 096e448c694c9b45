import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSmileOne, smileSign } from '../src/fulfilment/smile-one.js';
import type { SupplierOrder } from '../src/fulfilment/supplier.js';
import { OutsideServiceDown } from '../src/platform/http.js';
import { startFakeSmileOne, type FakeSmileOne } from './fake-smile-one.js';
import { recordingLog } from './recording-log.js';

const UID = '1000731';
const EMAIL = 'merchant@sstore.example';
const KEY = 'smk-9f2XqL7vR4tB8wN1';

let fake: FakeSmileOne;
beforeAll(async () => {
  fake = await startFakeSmileOne({ uid: UID, email: EMAIL, key: KEY });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.setMode('ok');
  fake.calls.length = 0;
  fake.orders.length = 0;
  fake.players.clear();
});

const smile = (options: Partial<Parameters<typeof createSmileOne>[0]> = {}) => createSmileOne({ region: 'br', baseUrl: fake.url, uid: UID, email: EMAIL, key: KEY, ...options });
const order = (fields: Partial<SupplierOrder> = {}): SupplierOrder => ({
  reference: 'TXN-7781-1',
  sku: '13',
  userid: '123456789',
  zoneid: '2001',
  gameType: 'MLBB',
  apiType: 'SMILEBR',
  ...fields,
});

describe('smileSign', () => {
  // Expected values computed outside this code with coreutils:
  //   inner=$(printf '%s' '<sorted k=v& pairs><key>' | md5sum | cut -d' ' -f1); printf '%s' "$inner" | md5sum
  it('signs the sorted fields, values as they are, then the key, with md5 twice', () => {
    // email=shop@example.com&product=mobilelegends&time=1700000000&uid=1001&secretkey
    //   inner 9d95d1c39b9836d37e8077870f7fbb31
    const fields = { uid: '1001', time: '1700000000', product: 'mobilelegends', email: 'shop@example.com' };
    expect(smileSign(fields, 'secretkey')).toBe('5e96b1fd743c7b206273f84d4d473986');
    // The sign itself is never signed; the order the fields come in does not matter.
    expect(smileSign({ sign: 'anything', email: 'shop@example.com', product: 'mobilelegends', time: '1700000000', uid: '1001' }, 'secretkey')).toBe(
      '5e96b1fd743c7b206273f84d4d473986',
    );
  });

  it('does not URL-encode values and keeps an empty one', () => {
    // email=a+b c@example.com&product=mobilelegends&productid=13&time=1712345678&uid=9001&userid=123456789&zoneid=&K3y!
    //   inner 6da89d90889cacdd526ed35933400bd3
    const fields = { userid: '123456789', zoneid: '', product: 'mobilelegends', productid: '13', uid: '9001', email: 'a+b c@example.com', time: '1712345678' };
    expect(smileSign(fields, 'K3y!')).toBe('1564049b98ef56fe77bbe35bc166575f');
    expect(smileSign(fields, 'K3y?')).not.toBe('1564049b98ef56fe77bbe35bc166575f');
  });
});

describe('Smile.one adapter against the fake', () => {
  it('posts a signed form with the merchant uid, email and the time in seconds', async () => {
    const at = Date.now();
    await smile({ now: () => at }).lookupPlayer({ userid: '123456789', zoneid: '2001', gameType: 'MLBB', apiType: 'SMILEBR', sku: '13' });
    expect(fake.calls).toHaveLength(1);
    const [call] = fake.calls;
    expect(call).toMatchObject({ region: 'br', name: 'getrole', signOk: true, format: 'form' });
    expect(call!.params).toEqual({
      userid: '123456789',
      zoneid: '2001',
      product: 'mobilelegends',
      productid: '13',
      uid: UID,
      email: EMAIL,
      time: String(Math.floor(at / 1000)),
      sign: smileSign({ userid: '123456789', zoneid: '2001', product: 'mobilelegends', productid: '13', uid: UID, email: EMAIL, time: String(Math.floor(at / 1000)) }, KEY),
    });
  });

  it('never delivers with a wrong key: the order is held, a lookup or a balance is refused', async () => {
    const wrong = smile({ key: 'not-the-key' });
    await expect(wrong.placeOrder(order())).resolves.toEqual({ status: 'held', message: 'sign error' });
    await expect(wrong.lookupPlayer({ userid: '123456789', zoneid: '2001', gameType: 'MLBB', apiType: 'SMILEBR' })).resolves.toEqual({ found: false, message: 'sign error' });
    await expect(wrong.balance()).rejects.toThrow(/sign error/);
    expect(fake.orders).toHaveLength(0);
    expect(fake.calls.map((c) => c.signOk)).toEqual([false, false, false]);
  });

  it('holds an order signed with a clock more than 5 minutes off', async () => {
    const late = smile({ now: () => Date.now() - 6 * 60_000 });
    await expect(late.placeOrder(order())).resolves.toEqual({ status: 'held', message: 'sign expired' });
    const early = smile({ now: () => Date.now() + 6 * 60_000 });
    await expect(early.placeOrder(order())).resolves.toMatchObject({ status: 'held' });
    expect(fake.orders).toHaveLength(0);
    // Within the window is fine.
    await expect(smile({ now: () => Date.now() - 4 * 60_000 }).placeOrder(order())).resolves.toMatchObject({ status: 'delivered' });
  });

  it('holds an order for a wrong merchant uid or email', async () => {
    await expect(smile({ uid: '1000732' }).placeOrder(order())).resolves.toMatchObject({ status: 'held' });
    await expect(smile({ email: 'other@sstore.example' }).placeOrder(order())).resolves.toMatchObject({ status: 'held' });
    expect(fake.orders).toHaveLength(0);
  });

  describe('Check Username (getrole)', () => {
    it('finds a player, the same name every time', async () => {
      const lookup = { userid: '123456789', zoneid: '2001', gameType: 'MLBB', apiType: 'SMILEBR', sku: '13' };
      const first = await smile().lookupPlayer(lookup);
      expect(first).toMatchObject({ found: true, use: 'a' });
      expect(first.found && first.username).toMatch(/^Smile\d+$/);
      expect(await smile().lookupPlayer(lookup)).toEqual(first);
      // Another zone is another account.
      const elsewhere = await smile().lookupPlayer({ ...lookup, zoneid: '2002' });
      expect(elsewhere.found && elsewhere.username).not.toBe(first.found && first.username);
    });

    it("shows the supplier's username for the id", async () => {
      fake.players.set('555000111', 'MythicGamer');
      await expect(smile().lookupPlayer({ userid: '555000111', zoneid: '9', gameType: 'MLBB', apiType: 'SMILEBR' })).resolves.toEqual({ found: true, username: 'MythicGamer', use: 'a' });
    });

    it('answers use "b" for an Indonesian account', async () => {
      await expect(smile().lookupPlayer({ userid: '812345678', zoneid: '2001', gameType: 'MLBB', apiType: 'SMILEBR' })).resolves.toMatchObject({ found: true, use: 'b' });
    });

    it("passes Smile's refusal on", async () => {
      await expect(smile().lookupPlayer({ userid: 'abc123', zoneid: '2001', gameType: 'MLBB', apiType: 'SMILEBR' })).resolves.toEqual({
        found: false,
        message: 'The user does not exist',
      });
    });

    it('sends an empty productid without a SKU, and the Smile product of the game', async () => {
      await smile().lookupPlayer({ userid: '123456789', zoneid: '2001', gameType: 'MCGG', apiType: 'SMILEBR' });
      await smile().lookupPlayer({ userid: '123456789', zoneid: '2001', gameType: 'Genshin', apiType: null, sku: '77' });
      expect(fake.calls.map((c) => [c.params.product, c.params.productid, c.signOk])).toEqual([
        ['magicchessgogo', '', true],
        ['genshin', '77', true],
      ]);
    });
  });

  describe('placing an order (createorder)', () => {
    it('is delivered at once, one order with the SKU for the player', async () => {
      const log = recordingLog();
      const result = await smile({ log }).placeOrder(order());
      expect(fake.orders).toHaveLength(1);
      expect(fake.orders[0]).toEqual({ region: 'br', orderId: expect.any(String), userid: '123456789', zoneid: '2001', product: 'mobilelegends', productid: '13' });
      expect(result).toEqual({ status: 'delivered', supplierOrderId: fake.orders[0]!.orderId });
      expect(fake.calls.map((c) => c.name)).toEqual(['createorder']);
      expect(log.lines).toEqual([
        { level: 'info', obj: { supplier: 'smile-br', reference: 'TXN-7781-1', sku: '13', supplierOrderId: fake.orders[0]!.orderId }, msg: 'supplier order delivered' },
      ]);
    });

    it("fails with Smile's message when it refuses the order", async () => {
      fake.setMode('refuse');
      const log = recordingLog();
      await expect(smile({ log }).placeOrder(order())).resolves.toEqual({ status: 'failed', message: 'Order failed, please try again later' });
      expect(fake.orders).toHaveLength(0);
      expect(log.lines[0]).toMatchObject({ level: 'warn', obj: { supplier: 'smile-br', reference: 'TXN-7781-1', message: 'Order failed, please try again later' } });
    });

    it('fails for a player Smile cannot recharge and for a SKU it does not sell', async () => {
      await expect(smile().placeOrder(order({ userid: '40401234' }))).resolves.toEqual({ status: 'failed', message: 'The player cannot be recharged' });
      await expect(smile().placeOrder(order({ sku: '999999' }))).resolves.toEqual({ status: 'failed', message: 'Product does not exist' });
      expect(fake.orders).toHaveLength(0);
    });

    it('holds the order when the shop is out of Smile points', async () => {
      fake.setMode('low-balance');
      await expect(smile().placeOrder(order())).resolves.toEqual({ status: 'held', message: 'Insufficient balance' });
      expect(fake.orders).toHaveLength(0);
    });

    it('throws OutsideServiceDown when Smile does not answer in time', async () => {
      fake.setMode('hang');
      const log = recordingLog();
      const started = Date.now();
      await expect(smile({ timeoutMs: 300, log }).placeOrder(order())).rejects.toBeInstanceOf(OutsideServiceDown);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(log.lines[0]).toMatchObject({ level: 'warn', obj: { supplier: 'smile-br', reference: 'TXN-7781-1' }, msg: 'smile-br call failed: no answer within 300 ms' });
    });

    it('throws OutsideServiceDown for an HTML error page', async () => {
      fake.setMode('html');
      await expect(smile().placeOrder(order())).rejects.toBeInstanceOf(OutsideServiceDown);
      await expect(smile().balance()).rejects.toBeInstanceOf(OutsideServiceDown);
      await expect(smile().lookupPlayer({ userid: '123456789', zoneid: '2001', gameType: 'MLBB', apiType: 'SMILEBR' })).rejects.toBeInstanceOf(OutsideServiceDown);
    });

    it('throws OutsideServiceDown when the order was placed but the answer is lost', async () => {
      fake.setMode('accept-then-hang');
      await expect(smile({ timeoutMs: 300 }).placeOrder(order())).rejects.toBeInstanceOf(OutsideServiceDown);
      expect(fake.orders).toHaveLength(1);
    });

    it('throws OutsideServiceDown for a "success" without an order id, or an answer without a status', async () => {
      for (const body of [{ status: 200, message: 'success' }, { message: 'ok' }]) {
        const odd = await startOddServer(200, body);
        try {
          await expect(createSmileOne({ region: 'br', baseUrl: odd.url, uid: UID, email: EMAIL, key: KEY }).placeOrder(order()), JSON.stringify(body)).rejects.toBeInstanceOf(
            OutsideServiceDown,
          );
        } finally {
          await odd.close();
        }
      }
    });
  });

  it('calls the /ph endpoints for the Philippines account', async () => {
    fake.points.ph = '321.5';
    const ph = smile({ region: 'ph' });
    expect(ph.name).toBe('smile-ph');
    expect(smile().name).toBe('smile-br');
    await expect(ph.balance()).resolves.toEqual({ amount: '321.5', currency: 'Smile Points' });
    await expect(ph.placeOrder(order({ sku: '19', apiType: 'SMILEPH' }))).resolves.toMatchObject({ status: 'delivered' });
    expect(fake.calls.map((c) => [c.region, c.name, c.signOk])).toEqual([
      ['ph', 'querypoints', true],
      ['ph', 'createorder', true],
    ]);
    expect(fake.orders).toEqual([expect.objectContaining({ region: 'ph', productid: '19' })]);
  });

  it("reads the shop's Smile points (querypoints)", async () => {
    fake.points.br = '60575.0';
    await expect(smile().balance()).resolves.toEqual({ amount: '60575.0', currency: 'Smile Points' });
    expect(fake.calls[0]).toMatchObject({ name: 'querypoints', params: { product: 'mobilelegends' }, signOk: true });
  });

  it('names the SKUs Smile does not sell (productlist)', async () => {
    const check = () => smile().unknownSkus!({ gameType: 'MLBB', apiType: 'SMILEBR', skus: ['13', '424242', '23', '515151'] });
    await expect(check()).resolves.toEqual(['424242', '515151']);
    fake.skus.add('424242');
    try {
      await expect(check()).resolves.toEqual(['515151']);
    } finally {
      fake.skus.delete('424242');
    }
    expect(fake.calls.map((c) => [c.name, c.params.product])).toEqual([
      ['productlist', 'mobilelegends'],
      ['productlist', 'mobilelegends'],
    ]);
  });

  it('never writes the merchant key to the log, even when an answer repeats it', async () => {
    const log = recordingLog();
    await smile({ log }).placeOrder(order());
    fake.setMode('low-balance');
    await smile({ log }).placeOrder(order());
    await smile({ log, key: 'wrong-key' }).lookupPlayer({ userid: '123456789', zoneid: '2001', gameType: 'MLBB', apiType: 'SMILEBR' });
    fake.setMode('html');
    await smile({ log }).balance().catch(() => undefined);
    fake.setMode('hang');
    await smile({ log, timeoutMs: 200 }).placeOrder(order()).catch(() => undefined);
    const echo = await startOddServer(200, { status: 403, message: `key ${KEY} has no permission` });
    try {
      await expect(createSmileOne({ region: 'br', baseUrl: echo.url, uid: UID, email: EMAIL, key: KEY, log }).placeOrder(order())).resolves.toEqual({
        status: 'held',
        message: `key ${KEY} has no permission`,
      });
    } finally {
      await echo.close();
    }
    expect(log.lines.length).toBeGreaterThanOrEqual(6);
    expect(log.text()).toContain('[redacted]');
    expect(log.text()).not.toContain(KEY);
  });
});

describe('the fake Smile.one', () => {
  const signed = (fields: Record<string, string>, key = KEY) => {
    const all = { ...fields, uid: UID, email: EMAIL, time: String(Math.floor(Date.now() / 1000)) };
    return { ...all, sign: smileSign(all, key) };
  };

  it('takes JSON and query fields too, and checks their signature', async () => {
    const asJson = await fetch(`${fake.url}/smilecoin/api/querypoints`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(signed({ product: 'mobilelegends' })) });
    expect(await asJson.json()).toMatchObject({ status: 200, smile_points: fake.points.br });
    const asQuery = await fetch(`${fake.url}/ph/smilecoin/api/querypoints?${new URLSearchParams(signed({ product: 'mobilelegends' }))}`, { method: 'POST' });
    expect(await asQuery.json()).toMatchObject({ status: 200, smile_points: fake.points.ph });
    const forged = await fetch(`${fake.url}/smilecoin/api/querypoints`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(signed({ product: 'mobilelegends' }, 'guess')) });
    expect(await forged.json()).toEqual({ status: 401, message: 'sign error' });
    // A field changed after signing breaks the signature.
    const tampered = await fetch(`${fake.url}/smilecoin/api/createorder`, {
      method: 'POST',
      body: new URLSearchParams({ ...signed({ userid: '123456789', zoneid: '2001', product: 'mobilelegends', productid: '13' }), productid: '30' }),
    });
    expect(await tampered.json()).toEqual({ status: 401, message: 'sign error' });
    expect(fake.calls.map((c) => [c.format, c.region, c.signOk])).toEqual([
      ['json', 'br', true],
      ['query', 'ph', true],
      ['json', 'br', false],
      ['form', 'br', false],
    ]);
    expect(fake.orders).toHaveLength(0);
  });

  it('runs as a program on the port and keys from the environment', async () => {
    const script = fileURLToPath(new URL('./fake-smile-one.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, FAKE_SMILE_PORT: '0', SMILE_UID: 'u-77', SMILE_EMAIL: 'e@x.example', SMILE_KEY: 'k-77', FAKE_SMILE_DELAY_MS: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString('utf8');
          const match = /fake smile\.one listening on (\S+)/.exec(out);
          if (match) resolve(match[1]!);
        });
        child.once('exit', (code) => reject(new Error(`the fake exited with ${code}: ${out}`)));
      });
      const program = createSmileOne({ region: 'br', baseUrl: url, uid: 'u-77', email: 'e@x.example', key: 'k-77' });
      await expect(program.balance()).resolves.toEqual({ amount: '60575.0', currency: 'Smile Points' });
      await expect(createSmileOne({ region: 'br', baseUrl: url, uid: 'u-77', email: 'e@x.example', key: KEY }).balance()).rejects.toThrow(/sign error/);
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('delays every answer by answerDelayMs', async () => {
    const slow = await startFakeSmileOne({ uid: UID, email: EMAIL, key: KEY, answerDelayMs: 250 });
    try {
      const started = Date.now();
      await createSmileOne({ region: 'br', baseUrl: slow.url, uid: UID, email: EMAIL, key: KEY }).balance();
      expect(Date.now() - started).toBeGreaterThanOrEqual(240);
    } finally {
      await slow.close();
    }
  });
});

/** A server that answers every request with one JSON body: answers the fake does not give. */
async function startOddServer(status: number, body: object) {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
