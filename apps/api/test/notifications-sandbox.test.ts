import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxResponse } from '@shop/contract/dev-outbox';
import { outboxRoutes } from '../src/notifications/routes.js';
import { createSandboxMail, createSandboxSms } from '../src/notifications/sandbox.js';
import { createSenders } from '../src/notifications/senders-from-config.js';
import { devMessages } from '../src/notifications/tables.js';
import { loadConfig } from '../src/platform/config.js';
import type { Db } from '../src/platform/database.js';
import { registerErrorHandling } from '../src/platform/errors.js';
import { openTestDatabase } from './helpers.js';
import { recordingLog } from './recording-log.js';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Db;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(() => database.dispose());

/** A logger that keeps what it was told. */

/** The outbox route mounted under /api, as the shop mounts it. */
async function appWithOutbox(enabled: boolean) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(async (api) => outboxRoutes(api.withTypeProvider<ZodTypeProvider>(), { db, enabled }), { prefix: '/api' });
  await app.ready();
  return app;
}

const newMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const newEmail = () => `u${randomUUID().slice(0, 8)}@example.test`;

describe('sandbox senders', () => {
  it('record an SMS in the dev outbox and print its code', async () => {
    const log = recordingLog();
    const mobile = newMobile();
    await createSandboxSms({ db, log }).send({ to: mobile, text: 'Your S-Store code is 4821', otp: '4821' });

    const rows = await db.select().from(devMessages).where(eq(devMessages.to, mobile));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'sms', to: mobile, subject: null, text: 'Your S-Store code is 4821', otp: '4821', link: null });
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]!.msg).toContain('4821');
    expect(log.lines[0]!.msg).toContain(mobile);
  });

  it('record an email in the dev outbox and print its link', async () => {
    const log = recordingLog();
    const email = newEmail();
    const link = 'http://127.0.0.1:3000/reset-password?token=abc123';
    await createSandboxMail({ db, log }).send({ to: email, subject: 'Reset your password', text: `Open ${link}`, html: `<a href="${link}">Reset</a>`, link });

    const rows = await db.select().from(devMessages).where(eq(devMessages.to, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'email', subject: 'Reset your password', text: `Open ${link}`, otp: null, link });
    expect(log.lines[0]!.msg).toContain(link);
  });
});

describe('GET /api/dev/outbox', () => {
  it('answers the messages to one address, newest first, with the code or link and no empty fields', async () => {
    const app = await appWithOutbox(true);
    const log = recordingLog();
    const mobile = newMobile();
    const sms = createSandboxSms({ db, log });
    await sms.send({ to: mobile, text: 'Your code is 1111', otp: '1111' });
    await sms.send({ to: mobile, text: 'Your code is 2222', otp: '2222' });
    await sms.send({ to: newMobile(), text: 'Someone else: 3333', otp: '3333' });
    await sms.send({ to: mobile, text: 'Your order is complete' });

    const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${mobile}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { messages } = outboxResponse.parse(res.json());
    expect(messages.map((m) => m.text)).toEqual(['Your order is complete', 'Your code is 2222', 'Your code is 1111']);
    expect(messages[1]).toEqual({ channel: 'sms', to: mobile, text: 'Your code is 2222', otp: '2222', createdAt: expect.any(String) });
    expect(res.json().messages[0]).not.toHaveProperty('otp');
    expect(res.json().messages[0]).not.toHaveProperty('subject');
    expect(Date.parse(messages[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(messages[2]!.createdAt));
    expect(Math.abs(Date.parse(messages[0]!.createdAt) - Date.now())).toBeLessThan(60_000);
    await app.close();
  });

  it('answers emails with subject and link', async () => {
    const app = await appWithOutbox(true);
    const email = newEmail();
    await createSandboxMail({ db, log: recordingLog() }).send({ to: email, subject: 'Verify your email', text: 'Open http://x/verify?t=1', link: 'http://x/verify?t=1' });

    const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    expect(res.json()).toEqual({
      messages: [{ channel: 'email', to: email, subject: 'Verify your email', text: 'Open http://x/verify?t=1', link: 'http://x/verify?t=1', createdAt: expect.any(String) }],
    });
    expect((await app.inject({ method: 'GET', url: `/api/dev/outbox?to=nobody${encodeURIComponent(email)}` })).json()).toEqual({ messages: [] });
    await app.close();
  });

  it('without `to` answers everyone\'s messages, newest first, at most 100', async () => {
    const app = await appWithOutbox(true);
    const start = Date.now() + 60_000; // later than anything the other tests wrote
    await db.insert(devMessages).values(
      Array.from({ length: 105 }, (_, i) => ({ channel: 'sms', to: newMobile(), text: `message ${i}`, otp: String(1000 + i), createdAt: new Date(start + i * 1000) })),
    );
    const { messages } = outboxResponse.parse((await app.inject({ method: 'GET', url: '/api/dev/outbox' })).json());
    expect(messages).toHaveLength(100);
    expect(messages[0]!.text).toBe('message 104');
    expect(messages[99]!.text).toBe('message 5');
    await app.close();
  });

  it('refuses an empty `to` with 400', async () => {
    const app = await appWithOutbox(true);
    const res = await app.inject({ method: 'GET', url: '/api/dev/outbox?to=' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
    await app.close();
  });

  it('does not exist when no sandbox provider is in use', async () => {
    const app = await appWithOutbox(false);
    expect((await app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    await app.close();
  });
});

describe('createSenders', () => {
  const configWith = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

  it('uses the sandboxes by default, with the outbox on, and they reach the outbox', async () => {
    const senders = createSenders({ config: configWith({}), db, log: recordingLog() });
    expect([senders.sms.name, senders.mail.name, senders.outboxEnabled]).toEqual(['sandbox', 'sandbox', true]);
    const mobile = newMobile();
    await senders.sms.send({ to: mobile, text: 'code 5150', otp: '5150' });
    expect(await db.select().from(devMessages).where(eq(devMessages.to, mobile))).toHaveLength(1);
  });

  it('picks the configured real providers; the outbox stays on while either one is the sandbox', () => {
    const log = recordingLog();
    const fast2sms = createSenders({ config: configWith({ SMS_PROVIDER: 'fast2sms', FAST2SMS_API_KEY: 'k' }), db, log });
    expect([fast2sms.sms.name, fast2sms.mail.name, fast2sms.outboxEnabled]).toEqual(['fast2sms', 'sandbox', true]);

    const smtp = createSenders({ config: configWith({ MAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://127.0.0.1:2525' }), db, log });
    expect([smtp.sms.name, smtp.mail.name, smtp.outboxEnabled]).toEqual(['sandbox', 'smtp', true]);

    const real = createSenders({
      config: configWith({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't', MAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://127.0.0.1:2525' }),
      db,
      log,
    });
    expect([real.sms.name, real.mail.name, real.outboxEnabled]).toEqual(['msg91', 'smtp', false]);
  });

  it('refuses a hand-built config that names a provider without its key', () => {
    const config = { ...configWith({}), SMS_PROVIDER: 'fast2sms' as const };
    expect(() => createSenders({ config, db, log: recordingLog() })).toThrow(/FAST2SMS_API_KEY/);
  });
});
