import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeSmileOne, type FakeSmileOne } from './fake-smile-one.js';

// The built shop as an operator runs it, with real (local fake) SMS, mail and supplier providers:
// a full customer journey, then the whole log is read back. Every line is JSON, every request's
// line carries its request id, and none holds a secret the run used: passwords, the one-time
// code, the email link's token, session tokens, or any key.

const apiDir = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-logs-'));
const port = 3800 + Math.floor(Math.random() * 100);
const base = `http://127.0.0.1:${port}/api`;
const secrets = {
  adminPassword: 'Owner-Pass-7731!',
  customerPassword: 'Customer-Pass-5519!',
  jwtSecret: 'jwt-secret-for-the-log-test-0123456789abcdef',
  smsKey: 'fast2sms-key-LOGTEST-4471',
  smtpPassword: 'smtp-pass-LOGTEST-8812',
  smileKey: 'smile-key-LOGTEST-9903',
  metricsToken: 'metrics-token-LOGTEST-5527',
};
const seen: string[] = []; // what the run produced that must stay out of the log too (codes, links, tokens)

let shop: ChildProcess;
let log = '';
let sms: Server;
let smsPort: number;
let smtp: SMTPServer;
let smtpPort: number;
let smile: FakeSmileOne;
const codes: string[] = [];
const mails: string[] = [];

beforeAll(async () => {
  expect(spawnSync(process.execPath, ['build.mjs'], { cwd: apiDir, stdio: 'inherit' }).status).toBe(0);
  sms = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      if (req.headers.authorization !== secrets.smsKey) return void res.writeHead(401).end(JSON.stringify({ return: false, message: 'Invalid key' }));
      codes.push(String(body.variables_values));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ return: true, request_id: `r${codes.length}` }));
    });
  });
  await new Promise<void>((resolve) => sms.listen(0, '127.0.0.1', resolve));
  smsPort = (sms.address() as AddressInfo).port;
  smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth: (auth, _s, cb) => (auth.password === secrets.smtpPassword ? cb(null, { user: auth.username }) : cb(new Error('bad login'))),
    onData(stream, _s, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push(Buffer.concat(chunks).toString('utf8'));
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  smile = await startFakeSmileOne({ uid: '77001', email: 'merchant@example.in', key: secrets.smileKey });

  shop = spawn(process.execPath, [join(apiDir, 'dist/server.js')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      DEMO_CATALOGUE: 'true',
      JWT_SECRET: secrets.jwtSecret,
      ADMIN_EMAIL: 'owner@example.in',
      ADMIN_PASSWORD: secrets.adminPassword,
      SMS_PROVIDER: 'fast2sms',
      FAST2SMS_API_KEY: secrets.smsKey,
      FAST2SMS_URL: `http://127.0.0.1:${smsPort}/dev/bulkV2`,
      MAIL_PROVIDER: 'smtp',
      SMTP_URL: `smtp://mailer:${secrets.smtpPassword}@127.0.0.1:${smtpPort}`,
      SMILE_BASE_URL: smile.url,
      SMILE_UID: '77001',
      SMILE_EMAIL: 'merchant@example.in',
      SMILE_KEY: secrets.smileKey,
      METRICS_TOKEN: secrets.metricsToken,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  shop.stdout!.on('data', (c: Buffer) => (log += c.toString('utf8')));
  shop.stderr!.on('data', (c: Buffer) => (log += c.toString('utf8')));
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`the shop did not start:\n${log}`);
});
afterAll(async () => {
  shop?.kill('SIGKILL');
  sms?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  await smile?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(path: string, init: { body?: unknown; token?: string; headers?: Record<string, string> } = {}) {
  const res = await fetch(`${base}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json().catch(() => ({}))) as any };
}

it('logs every line as JSON with its request id, and no password, code, token, link or key', async () => {
  // A customer registers with a mobile code and an email link, signs in, buys, and an admin works.
  const form = { name: 'Log Tester', mobileNumber: '9876501234', email: 'log.tester@example.in', password: secrets.customerPassword };
  expect((await call('/auth/register', { body: form })).status).toBeLessThan(300);
  const otp = codes.at(-1)!;
  seen.push(otp);
  expect((await call('/auth/verifyandregister', { body: { ...form, otp } })).status).toBeLessThan(300);
  const link = /https?:\/\/\S+\/verification\/([^/\s]+)\/([^\s"<]+)/.exec(mails.join('\n').replace(/=\r?\n/g, ''))!;
  seen.push(link[2]!);
  expect((await call(`/auth/verifymail/${link[1]}/${link[2]}`, { body: {} })).status).toBe(200);
  const customer = await call('/auth/login', { body: { email: form.email, password: secrets.customerPassword } });
  expect(customer.status).toBe(200);
  seen.push(customer.body.token);
  const wrong = await call('/auth/login', { body: { email: form.email, password: `${secrets.customerPassword}x` } });
  expect(wrong.status).toBe(401);

  const admin = await call('/auth/login', { body: { email: 'owner@example.in', password: secrets.adminPassword } });
  seen.push(admin.body.token);
  expect((await call('/admin/adduserbalance', { token: admin.body.token, body: { userId: customer.body.user._id, amount: 500 } })).status).toBe(200);
  const home = await call('/product/gethomeproducts');
  const mlbb = home.body.instantGames.find((p: { apiType: string | null }) => p.apiType === 'SMILEBR');
  const pack = (await call(`/item/${mlbb._id}`)).body[0];
  expect((await call('/order/checkid', { body: { userid: '123456789', zoneid: '2001', selectedProduct: mlbb._id } })).status).toBe(200);
  const order = await call('/order/createWalletOrder', {
    token: customer.body.token,
    body: { userid: customer.body.user.userid, product_id: mlbb._id, item_id: pack._id, input1: '123456789', input2: '2001', paymentmode: 'wallet' },
  });
  expect(order.status).toBe(200);
  const metrics = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${secrets.metricsToken}` } });
  expect(metrics.status).toBe(200);
  await new Promise((r) => setTimeout(r, 500)); // the delivery job's own lines

  const lines = log.split('\n').filter((l) => l.trim() !== '');
  expect(lines.length).toBeGreaterThan(12);
  const parsed = lines.map((line) => {
    try {
      return JSON.parse(line) as Record<string, unknown>;
    } catch {
      return { notJson: line };
    }
  });
  expect(parsed.filter((l) => 'notJson' in l)).toEqual([]);
  const requestLines = parsed.filter((l) => l.msg === 'request');
  expect(requestLines.map((l) => l.url)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/order/createWalletOrder', '/api/admin/adduserbalance']));
  expect(requestLines.filter((l) => typeof l.reqId !== 'string' || l.reqId === '')).toEqual([]);
  for (const secret of [...Object.values(secrets), ...seen]) expect(log.includes(secret), `the log holds ${secret.slice(0, 6)}…`).toBe(false);
});

it('keeps the secret part of an address out of the request line', async () => {
  const { loggableUrl } = await import('../src/platform/request-logger.js');
  expect(loggableUrl('/api/auth/verifymail/abc/SeCrEt', { id: 'abc', token: 'SeCrEt' })).toBe('/api/auth/verifymail/abc/[redacted]');
  expect(loggableUrl('/reset-password/abc/SeCrEt', {})).toBe('/reset-password/abc/[redacted]');
  expect(loggableUrl('/callback?code=XYZ&state=S1&iss=x', {})).toBe('/callback?code=%5Bredacted%5D&state=%5Bredacted%5D&iss=x');
  expect(loggableUrl('/api/item/123', { productId: '123' })).toBe('/api/item/123');
});
