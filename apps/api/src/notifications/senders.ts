/**
 * How the shop reaches people: SMS for one-time codes, email for links. Each has a sandbox
 * (the dev outbox, ARCHITECTURE: sandbox contract) and real adapters chosen by configuration.
 */
export type SmsMessage = {
  /** A 10-digit Indian mobile number. */
  to: string;
  text: string;
  /** The one-time code carried by the text, when there is one (the sandbox outbox shows it). */
  otp?: string;
};

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The verification or reset address the mail carries (the sandbox outbox shows it). */
  link?: string;
};

export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export interface MailSender {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}
