import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerEnvelope } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSmtpMail } from '../src/notifications/smtp.js';
import { AppError } from '../src/platform/errors.js';
import { recordingLog } from './recording-log.js';
import { freePort } from './local-server.js';

const USER = 'shop-mailer';
const PASSWORD = 'S3cret-pass!9';
const FROM = 'S-Store <no-reply@sstore.local>';
const UNAVAILABLE = { code: 'UNAVAILABLE', message: 'Could not send the email. Please try again in a minute.' };

type Delivered = { envelope: SMTPServerEnvelope; user: unknown; raw: string };

/** A local SMTP server that wants a login and refuses mail for blocked@example.test. */
function startSmtpServer() {
  const delivered: Delivered[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) return callback(null, { user: auth.username });
      callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address === 'blocked@example.test') return callback(new Error('Mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        delivered.push({ envelope: structuredClone(session.envelope), user: session.user, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  return { server, delivered };
}


let smtp: ReturnType<typeof startSmtpServer>;
let port: number;
const urlWith = (user: string, password: string) => `smtp://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}`;

beforeAll(async () => {
  smtp = startSmtpServer();
  await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));
beforeEach(() => {
  smtp.delivered.length = 0;
});

/** The value of a header in a raw message (headers here are short, never folded). */
const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw.split('\r\n\r\n')[0]!)?.[1];

describe('SMTP mail adapter', () => {
  it('logs in and delivers the mail with its sender, recipient, subject and text', async () => {
    const mail = createSmtpMail({ url: urlWith(USER, PASSWORD), from: FROM });
    await mail.send({ to: 'asha@example.test', subject: 'Verify your email', text: 'Open http://127.0.0.1:3000/verify?token=abc to verify.', link: 'http://127.0.0.1:3000/verify?token=abc' });

    expect(smtp.delivered).toHaveLength(1);
    const [{ envelope, user, raw }] = smtp.delivered as [Delivered];
    expect(user).toBe(USER);
    expect(envelope.mailFrom && envelope.mailFrom.address).toBe('no-reply@sstore.local');
    expect(envelope.rcptTo.map((r) => r.address)).toEqual(['asha@example.test']);
    expect(header(raw, 'From')).toBe('"S-Store" <no-reply@sstore.local>');
    expect(header(raw, 'To')).toBe('asha@example.test');
    expect(header(raw, 'Subject')).toBe('Verify your email');
    expect(header(raw, 'Content-Type')).toMatch(/^text\/plain/);
    expect(raw).toContain('Open http://127.0.0.1:3000/verify?token=abc to verify.');
  });

  it('sends the HTML as an alternative to the text when given', async () => {
    const mail = createSmtpMail({ url: urlWith(USER, PASSWORD), from: FROM });
    await mail.send({ to: 'asha@example.test', subject: 'Reset your password', text: 'Reset: http://x/reset', html: '<p><a href="http://x/reset">Reset</a></p>' });
    const { raw } = smtp.delivered[0]!;
    expect(header(raw, 'Content-Type')).toMatch(/^multipart\/alternative/);
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).toContain('Reset: http://x/reset');
    expect(raw).toContain('<p><a href="http://x/reset">Reset</a></p>');
  });

  it('turns a refused login into UNAVAILABLE and logs why without the credentials', async () => {
    const log = recordingLog();
    const wrongPassword = 'Wr0ng-pass%word';
    const sending = createSmtpMail({ url: urlWith(USER, wrongPassword), from: FROM, log }).send({ to: 'asha@example.test', subject: 'Hi', text: 'Hello' });
    await expect(sending).rejects.toBeInstanceOf(AppError);
    await expect(sending).rejects.toMatchObject(UNAVAILABLE);
    expect(smtp.delivered).toHaveLength(0);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]!.obj).toMatchObject({ provider: 'smtp', server: `smtp://127.0.0.1:${port}`, code: 'EAUTH', responseCode: 535 });
    for (const secret of [wrongPassword, encodeURIComponent(wrongPassword), USER]) expect(log.text()).not.toContain(secret);
  });

  it('turns a refused recipient into UNAVAILABLE', async () => {
    const log = recordingLog();
    await expect(createSmtpMail({ url: urlWith(USER, PASSWORD), from: FROM, log }).send({ to: 'blocked@example.test', subject: 'Hi', text: 'Hello' })).rejects.toMatchObject(
      UNAVAILABLE,
    );
    expect(log.lines[0]!.obj).toMatchObject({ code: 'EENVELOPE' });
    expect(log.text()).not.toContain(PASSWORD);
  });

  it('turns a closed port into UNAVAILABLE', async () => {
    const closedPort = await freePort();
    const log = recordingLog();
    const url = `smtp://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${closedPort}`;
    await expect(createSmtpMail({ url, from: FROM, log }).send({ to: 'asha@example.test', subject: 'Hi', text: 'Hello' })).rejects.toMatchObject(UNAVAILABLE);
    expect(log.lines[0]!.obj).toMatchObject({ code: 'ESOCKET', server: `smtp://127.0.0.1:${closedPort}` });
    expect(log.text()).not.toContain(PASSWORD);
  });
});
