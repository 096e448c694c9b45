import { randomUUID } from 'node:crypto';
import { istDate } from '@shop/contract/india-time';
import { randomText } from './random-text.js';

/**
 * The ids customers and admins read on orders and wallet rows, one kind per way money moves. The
 * prefix says which: minting and recognising them (an admin's search) both read this one table,
 * so a new kind is searchable the day it is minted.
 */
const kinds = {
  /** An order's client_txn_id; its wallet debit and refund add -D and -R. */
  order: { prefix: 'ST', shape: /^ST\d{6}[0-9A-Z]{10}(-[DR])?$/i },
  /** A wallet top-up by UPI. */
  topup: { prefix: 'TU', shape: /^TU\d{6}[0-9A-Z]{10}$/i },
  /** An admin's credit to a wallet. */
  adminCredit: { prefix: 'AD', shape: /^AD[0-9A-Z]{14}$/i },
  /** Reward points redeemed into the wallet. */
  points: { prefix: 'PR', shape: /^PR[0-9A-F]{16}$/i },
  /** Referral earnings redeemed into the wallet. */
  referral: { prefix: 'RF', shape: /^RF[0-9A-F]{16}$/i },
  /** A weekly leaderboard reward: the week's Monday and the place. */
  leaderboard: { prefix: 'LB', shape: /^LB\d{8}\d{1,2}$/i },
} as const;

// Crockford base32 without look-alikes, so an id read out over the phone survives.
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A payment's client_txn_id: the id customers see and quote to support, and the idempotency key
 * from the gateway to the supplier. The date (India time) helps support; 10 random characters
 * make it unguessable enough.
 */
export function newClientTxnId(kind: 'order' | 'topup', now = new Date()): string {
  const date = istDate(now).slice(2).replaceAll('-', '');
  return `${kinds[kind].prefix}${date}${randomText(alphabet, 10)}`;
}

export const isTopupTxnId = (clientTxnId: string) => clientTxnId.startsWith(kinds.topup.prefix);

/** An admin credit's txnid: the time, then randomness. */
export const adminCreditTxnId = () => `${kinds.adminCredit.prefix}${Date.now().toString(36).toUpperCase().padStart(8, '0')}${randomUUID().slice(0, 6).toUpperCase()}`;
export const isAdminCreditTxnId = (txnid: string) => txnid.startsWith(kinds.adminCredit.prefix);

/** The wallet credit of a points or referral redemption, named after the ledger entry that paid it. */
export const redemptionTxnId = (kind: 'points' | 'referral', entryId: string) => `${kinds[kind].prefix}${entryId.replaceAll('-', '').slice(0, 16).toUpperCase()}`;

/** A leaderboard reward's txnid: the week (its Monday, yyyymmdd) and the place. */
export const leaderboardTxnId = (weekStart: Date, place: number) => `${kinds.leaderboard.prefix}${istDate(weekStart).replaceAll('-', '')}${place}`;

/** Whether an admin's search is an id of any kind (else it is an email or a name). */
export const looksLikeTxnId = (search: string) => Object.values(kinds).some((kind) => kind.shape.test(search));

/** The prefix of a kind of id: what a report groups wallet credits by. */
export const txnPrefix = (kind: keyof typeof kinds) => kinds[kind].prefix;
