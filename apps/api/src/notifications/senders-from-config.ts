import { ConfigError, type Config } from '../platform/config.js';
import type { Db } from '../platform/database.js';
import { createFast2Sms } from './fast2sms.js';
import { createMsg91 } from './msg91.js';
import { createSandboxMail, createSandboxSms } from './sandbox.js';
import type { MailSender, SmsSender } from './senders.js';
import type { HttpLog } from '../platform/http.js';
import { createSmtpMail } from './smtp.js';

/** The SMS and mail providers the configuration names; the dev outbox is on while either is the sandbox. */
export function createSenders({ config, db, log }: { config: Config; db: Db; log: HttpLog }): {
  sms: SmsSender;
  mail: MailSender;
  outboxEnabled: boolean;
} {
  const sms = smsSenderOf(config, db, log);
  const mail =
    config.MAIL_PROVIDER === 'smtp'
      ? createSmtpMail({ url: required('SMTP_URL', config.SMTP_URL), from: config.MAIL_FROM, log })
      : createSandboxMail({ db, log });
  return { sms, mail, outboxEnabled: config.SMS_PROVIDER === 'sandbox' || config.MAIL_PROVIDER === 'sandbox' };
}

function smsSenderOf(config: Config, db: Db, log: HttpLog): SmsSender {
  switch (config.SMS_PROVIDER) {
    case 'fast2sms':
      return createFast2Sms({ apiKey: required('FAST2SMS_API_KEY', config.FAST2SMS_API_KEY), url: config.FAST2SMS_URL, log });
    case 'msg91':
      return createMsg91({
        authKey: required('MSG91_AUTH_KEY', config.MSG91_AUTH_KEY),
        templateId: required('MSG91_TEMPLATE_ID', config.MSG91_TEMPLATE_ID),
        url: config.MSG91_URL,
        log,
      });
    case 'sandbox':
      return createSandboxSms({ db, log });
  }
}

// loadConfig already insists on these; this keeps a hand-built config honest too.
function required(name: string, value: string | undefined): string {
  if (!value) throw new ConfigError(`Invalid configuration:\n  ${name}: required by the chosen provider`);
  return value;
}
