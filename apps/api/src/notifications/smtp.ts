import { createTransport } from 'nodemailer';
import { AppError } from '../platform/errors.js';
import type { MailSender } from './senders.js';

type WarnLog = { warn(obj: object, msg: string): void };

/**
 * Email through any SMTP server, e.g. smtps://user:pass@smtp.example.com:465. A failure gives
 * the customer one plain message; the log gets the server's reason, without the credentials.
 */
export function createSmtpMail({ url, from, timeoutMs = 15_000, log }: { url: string; from: string; timeoutMs?: number; log?: WarnLog }): MailSender {
  // Nodemailer waits minutes by default; a customer waiting on a reset link should not.
  const transport = createTransport({ url, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs });
  const secrets = credentialsIn(url);
  const hide = (text: string) => secrets.reduce((t, secret) => t.replaceAll(secret, '[redacted]'), text);

  return {
    name: 'smtp',
    async send({ to, subject, text, html }) {
      try {
        await transport.sendMail({ from, to, subject, text, ...(html ? { html } : {}) });
      } catch (err) {
        const e = (err ?? {}) as { message?: unknown; code?: unknown; responseCode?: unknown; command?: unknown };
        log?.warn(
          {
            provider: 'smtp',
            server: serverOf(url),
            code: e.code,
            responseCode: e.responseCode,
            command: typeof e.command === 'string' ? hide(e.command) : undefined,
            reason: hide(typeof e.message === 'string' ? e.message : String(err)),
          },
          'email not sent',
        );
        throw new AppError('UNAVAILABLE', 'Could not send the email. Please try again in a minute.');
      }
    },
  };
}

function credentialsIn(url: string): string[] {
  const { username, password } = new URL(url);
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  };
  // Both spellings of each, longest first so a password containing the user name is hidden whole.
  return [...new Set([password, decode(password), username, decode(username)])].filter((s) => s.length >= 3).sort((a, b) => b.length - a.length);
}

function serverOf(url: string): string {
  const u = new URL(url);
  return `${u.protocol}//${u.host}`;
}
