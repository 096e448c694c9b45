import type { Config } from '../platform/config.js';
import type { Db } from '../platform/database.js';
import type { HttpLog } from '../platform/http.js';
import type { PaymentGateway } from './gateway.js';
import { createRazorpay } from './razorpay.js';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway.js';
import { createUpiGateway } from './upigateway.js';

/**
 * The payment gateway PAYMENT_GATEWAY names (its keys were checked when the configuration was
 * loaded), and the sandbox's own pages and webhooks when it is the sandbox.
 */
export function createGateway({
  config,
  db,
  log,
  sandboxKey,
  deliverSandboxWebhook,
}: {
  config: Config;
  db: Db;
  log: HttpLog;
  /** The key the sandbox signs its webhooks with. */
  sandboxKey: Uint8Array;
  /** How the sandbox sends its webhook: through the shop's own HTTP stack, as a gateway would. */
  deliverSandboxWebhook: (body: string, signature: string) => Promise<void>;
}): { gateway: PaymentGateway; sandbox: SandboxGateway | null } {
  switch (config.PAYMENT_GATEWAY) {
    case 'sandbox': {
      const sandbox = createSandboxGateway({ db, key: sandboxKey, deliverWebhook: deliverSandboxWebhook });
      return { gateway: sandbox.gateway, sandbox };
    }
    case 'upigateway':
      return { gateway: createUpiGateway({ key: config.UPIGATEWAY_KEY!, url: config.UPIGATEWAY_URL, log }), sandbox: null };
    default:
      return {
        gateway: createRazorpay({ keyId: config.RAZORPAY_KEY_ID!, keySecret: config.RAZORPAY_KEY_SECRET!, webhookSecret: config.RAZORPAY_WEBHOOK_SECRET!, url: config.RAZORPAY_URL, linkLifetimeMs: 25 * 60_000, log }),
        sandbox: null,
      };
  }
}
