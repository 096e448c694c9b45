import { randomUUID } from 'node:crypto';
import { builtOnce, placeholders } from '../platform/built-once.js';
import type { Db } from '../platform/database.js';
import type { MailSender, SmsSender } from './senders.js';
import { devMessages } from './tables.js';

/** What the sandbox "sent": built once, as the sandbox mails every order's confirmation. */
const insertMessage = builtOnce((db) => db.insert(devMessages).values(placeholders(['id', 'channel', 'to', 'subject', 'text', 'otp', 'link'])));

/** Enough of a pino logger to print what the sandbox "sent". */
type InfoLog = { info(obj: object, msg: string): void };

/**
 * The sandbox SMS provider (ARCHITECTURE: sandbox contract): nothing leaves the machine; the
 * message lands in the dev outbox and the code is printed so a developer can sign in.
 */
export function createSandboxSms({ db, log }: { db: Db; log: InfoLog }): SmsSender {
  return {
    name: 'sandbox',
    async send({ to, text, otp }) {
      await insertMessage(db, { id: randomUUID(), channel: 'sms', to, subject: null, text, otp: otp ?? null, link: null });
      log.info({ channel: 'sms', to, otp }, otp ? `Sandbox SMS to ${to}: one-time code ${otp}` : `Sandbox SMS to ${to}: ${text}`);
    },
  };
}

/** The sandbox mail provider: the mail lands in the dev outbox and its link is printed. */
export function createSandboxMail({ db, log }: { db: Db; log: InfoLog }): MailSender {
  return {
    name: 'sandbox',
    async send({ to, subject, text, link }) {
      await insertMessage(db, { id: randomUUID(), channel: 'email', to, subject, text, otp: null, link: link ?? null });
      log.info({ channel: 'email', to, subject, link }, `Sandbox email to ${to}: ${subject}${link ? ` ${link}` : ''}`);
    },
  };
}
