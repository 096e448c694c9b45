import { z } from 'zod';
import { sandboxPayRequest, sandboxPaymentResponse } from '@shop/contract/orders';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App } from '../platform/app-types.js';
import type { SandboxGateway } from './sandbox-gateway.js';
import type { Payments } from './service.js';

export function paymentRoutes(app: App, { payments, sandbox }: { payments: Payments; sandbox: SandboxGateway | null }) {
  // Webhooks are verified over their exact bytes, so this scope keeps the raw body.
  app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));
    scope.post(
      '/payments/webhook/:provider',
      // A gateway's call: 401 for a signature that does not verify, 404 for a gateway not in use.
      { config: { errors: [401, 404] }, schema: { tags: ['payments'], params: z.object({ provider: z.string().max(40) }) } },
      async (req) => {
        const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        await payments.handleWebhook(req.params.provider, { headers: req.headers, rawBody, body: parseBody(req.headers['content-type'], rawBody) });
        return { received: true };
      },
    );
  });

  if (!sandbox) return;
  const params = z.object({ client_txn_id: z.string().trim().min(1).max(64) });
  app.get('/sandbox/payments/:client_txn_id', { config: { errors: [404] }, schema: { tags: ['sandbox'], params, response: { 200: sandboxPaymentResponse } } }, (req) =>
    sandbox.payment(req.params.client_txn_id),
  );
  app.post('/sandbox/pay/:client_txn_id', { config: { errors: [404] }, schema: { tags: ['sandbox'], params, body: sandboxPayRequest, response: { 200: z.object({ returnUrl: z.string() }) } } }, (req) =>
    sandbox.pay(req.params.client_txn_id, req.body.outcome),
  );
}

function parseBody(contentType: string | undefined, raw: Buffer): unknown {
  const text = raw.toString('utf8');
  try {
    if (contentType?.includes('json')) return JSON.parse(text);
    if (contentType?.includes('x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  } catch {
    return undefined; // the gateway adapter decides what an unreadable body means
  }
  return undefined;
}
