import { randomBytes } from 'node:crypto';

// Crockford base32 without look-alikes, so an id read out over the phone survives.
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A payment's client_txn_id: the id customers see and quote to support, and the idempotency key
 * from the gateway to the supplier. The prefix says what it pays for (ST: an order, TU: a
 * wallet top-up); the date helps support; 10 random characters make it unguessable enough.
 */
export function newClientTxnId(kind: 'order' | 'topup', now = new Date()): string {
  const ist = new Date(now.getTime() + 330 * 60_000);
  const date = ist.toISOString().slice(2, 10).replaceAll('-', '');
  const random = [...randomBytes(10)].map((b) => alphabet[b % 32]).join('');
  return `${kind === 'order' ? 'ST' : 'TU'}${date}${random}`;
}

export const isTopupTxnId = (clientTxnId: string) => clientTxnId.startsWith('TU');
