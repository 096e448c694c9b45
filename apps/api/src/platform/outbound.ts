import { Agent, request as httpsRequest } from 'node:https';
import { rootCertificates } from 'node:tls';
import { type AddressPolicy, assertLiteralAddressPublic, type Lookup, publicLookup } from './public-address.js';

/** What one POST to an address a user gave came to: its status (null when none came), the start of its answer, the time. */
export type OutboundResult = { status: number | null; answer: string; ms: number };

const TIMEOUT_MS = 10_000;
const ANSWER_BYTES = 1_000;

export type Outbound = ReturnType<typeof createOutbound>;

/**
 * POSTs to addresses users give the shop (a reseller's webhook, a browser's push service): https
 * only, public addresses only (checked at connect time, so the address checked is the one
 * connected to), a redirect is an answer and never followed, and nothing waits past 10 s. Every
 * failure is an answer, never a throw, so callers record it and retry.
 */
export function createOutbound({ policy, lookup, ca }: { policy: AddressPolicy; lookup?: Lookup | undefined; ca?: string | undefined }) {
  // Connections are kept and reused per host (a reseller's receiver takes many events in a row;
  // a TLS handshake for each would cost the shop's CPU more than the event). The address was
  // checked when the connection was made, and a kept connection stays with that address.
  const agent = new Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 16, timeout: 30_000, lookup: publicLookup(policy, lookup), ...(ca ? { ca: [...rootCertificates, ca] } : {}) });
  return {
    close: () => agent.destroy(),

    async post(url: string, body: string | Buffer, headers: Record<string, string | number>): Promise<OutboundResult> {
      const started = performance.now();
      const took = () => Math.round(performance.now() - started);
      try {
        const target = new URL(url);
        if (target.protocol !== 'https:') throw new Error('only https:// addresses are called');
        await assertLiteralAddressPublic(target, policy);
        return await new Promise<OutboundResult>((resolve, reject) => {
          const req = httpsRequest(target, { method: 'POST', agent, timeout: TIMEOUT_MS, headers: { 'content-length': Buffer.byteLength(body), ...headers } }, (res) => {
            const chunks: Buffer[] = [];
            let size = 0;
            res.on('data', (chunk: Buffer) => {
              if (size < ANSWER_BYTES) chunks.push(chunk);
              size += chunk.length;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? null, answer: Buffer.concat(chunks).toString('utf8').slice(0, ANSWER_BYTES), ms: took() }));
            res.on('error', reject);
          });
          req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
          req.on('error', reject);
          req.end(body);
        });
      } catch (err) {
        return { status: null, answer: err instanceof Error ? err.message : String(err), ms: took() };
      }
    },
  };
}
