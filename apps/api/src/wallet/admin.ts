import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { allWalletTxnQuery } from '@shop/contract/admin';
import { formatBalance, formatRupees, paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import { accountsMatching, customerByRef, peopleOf } from '../accounts/lookups.js';
import type { Caller } from '../accounts/session.js';
import { istDayStart, nextIstDayStart } from '@shop/contract/india-time';
import { adminCreditTxnId, isAdminCreditTxnId, looksLikeTxnId } from '../platform/txn-ids.js';
import { clientTxnIdsOf, orderIdWithTxnId } from '../orders/lookups.js';
import type { AuditTrail } from '../platform/audit-trail.js';
import { type Db, isUniqueViolation } from '../platform/database.js';
import { AppError, badRequest, notFound } from '../platform/errors.js';
import { creditWallet, debitWallet, entryByKey, lockBalance, lockEntry, reversalOf } from './service.js';
import { walletTopups, walletTransactions } from './tables.js';

export type WalletAdmin = ReturnType<typeof createWalletAdmin>;

/** The admin console's wallet desk: every wallet movement, admin credits and their reversals. */
export function createWalletAdmin({ db, audit }: { db: Db; audit: AuditTrail }) {
  return {
    /**
     * Every movement of money (the ledger) and every top-up that did not become one (awaiting
     * payment, or failed), filtered and paged together, newest first.
     */
    async allWalletTransactions(query: z.infer<typeof allWalletTxnQuery>) {
      const where: SQL[] = [sql`true`];
      if (query.search) where.push(looksLikeTxnId(query.search) ? sql`m.txnid = ${query.search.toUpperCase()}` : sql`m.user_id in (${accountsMatching(db, query.search)})`);
      if (query.type) where.push(sql`m.type = ${query.type}`);
      if (query.status) where.push(sql`m.status = ${query.status}`);
      if (query.orderid) where.push(sql`m.order_id in (${orderIdWithTxnId(db, query.orderid)})`);
      if (query.from) where.push(sql`m.created_at >= ${istDayStart(query.from)}`);
      if (query.to) where.push(sql`m.created_at < ${nextIstDayStart(query.to)}`);
      const movements = sql`(
        select id, txnid, user_id, type, status, amount_paise, order_id, reason, flag, created_at, updated_at from ${walletTransactions}
        union all
        select id, txnid, user_id, 'Credit' as type, status, amount_paise, null::uuid as order_id, reason, flag, created_at, updated_at from ${walletTopups} where status <> 'Success'
      ) m`;
      const condition = sql.join(where, sql` and `);
      type Movement = { id: string; txnid: string; user_id: string; type: string; status: string; amount_paise: string | number; order_id: string | null; reason: string | null; flag: string | null; created_at: string | Date; updated_at: string | Date };
      const [page, counted] = await Promise.all([
        db.execute(sql`select * from ${movements} where ${condition} order by m.created_at desc, m.id desc limit ${query.limit} offset ${(query.page - 1) * query.limit}`),
        db.execute(sql`select count(*)::int as n from ${movements} where ${condition}`),
      ]);
      const rows = (page as unknown as { rows: Movement[] }).rows;
      const totalItems = Number((counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
      const [byId, orderTxnIds] = await Promise.all([peopleOf(db, rows.map((r) => r.user_id)), clientTxnIdsOf(db, rows.flatMap((r) => (r.order_id ? [r.order_id] : [])))]);
      return {
        transactions: rows.map((txn) => ({
          _id: txn.id,
          txnid: txn.txnid,
          type: txn.type as 'Credit' | 'Debit' | 'Refunded',
          status: txn.status as 'Created' | 'Processing' | 'Success' | 'Failed',
          amount: paiseToRupees(Number(txn.amount_paise)),
          orderid: txn.order_id ? (orderTxnIds.get(txn.order_id) ?? null) : null,
          userid: String(byId.get(txn.user_id)?.userid ?? ''),
          useremail: byId.get(txn.user_id)?.email ?? '',
          reason: txn.reason,
          flag: txn.flag,
          updatedAt: new Date(txn.updated_at).toISOString(),
          createdAt: new Date(txn.created_at).toISOString(),
        })),
        currentPage: query.page,
        totalPages: Math.max(1, Math.ceil(totalItems / query.limit)),
        totalItems,
      };
    },

    /**
     * Users Top-Up: credits a wallet through the ledger, audited in the same transaction. With a
     * key, the same key again (a double click, a retried request) credits nothing more and
     * answers the first credit's result.
     */
    async addUserBalance(admin: Caller, request: { userId: string; amount: number; reason?: string | undefined }, idempotencyKey: string | null) {
      const user = await customerByRef(db, request.userId);
      const amountPaise = rupeesToPaise(request.amount);
      const answer = (txnid: string, balancePaise: number) => ({
        message: `Successfully added ${formatRupees(paiseToRupees(amountPaise))} to ${user.name}'s wallet`,
        balance: paiseToRupees(balancePaise),
        txnid,
      });
      const replay = async () => {
        const earlier = idempotencyKey ? await entryByKey(db, idempotencyKey) : undefined;
        if (!earlier) return null;
        if (earlier.userId !== user.id || earlier.amountPaise !== amountPaise || earlier.type !== 'Credit') throw reusedKey();
        return answer(earlier.txnid, earlier.balanceAfterPaise ?? 0);
      };
      const earlier = await replay();
      if (earlier) return earlier;
      try {
        return await db.transaction(async (tx) => {
          const before = await lockBalance(tx, user.id);
          const txnid = adminCreditTxnId();
          const reason = request.reason?.trim() || `Added by admin ${admin.email}`;
          const { balancePaise } = await creditWallet(tx, { userId: user.id, amountPaise, type: 'Credit', txnid, reason, adminId: admin.id, idempotencyKey });
          await audit(tx, {
            adminId: admin.id,
            action: 'wallet.credit',
            target: user.email,
            customerId: user.id,
            reason: request.reason?.trim() || null,
            details: { txnid, amountPaise, before: { balancePaise: before }, after: { balancePaise } },
          });
          return answer(txnid, balancePaise);
        });
      } catch (err) {
        // The same key at the same moment: the other request credited; answer its result.
        if (idempotencyKey && isUniqueViolation(err)) {
          const first = await replay();
          if (first) return first;
        }
        throw err;
      }
    },

    /**
     * Reverses an admin credit made by mistake: a debit of its amount (or less) with the reason
     * the customer reads, never below zero, at most once per credit, audited in the same
     * transaction. A key makes a retried request answer the first reversal.
     */
    async reverseCredit(admin: Caller, request: { txnid: string; amount?: number | undefined; reason: string }, idempotencyKey: string | null) {
      const txnid = request.txnid.trim();
      const replay = async () => {
        const earlier = idempotencyKey ? await entryByKey(db, idempotencyKey) : undefined;
        if (!earlier) return null;
        if (earlier.type !== 'Debit' || earlier.txnid !== `${txnid}-R`) throw reusedKey();
        return reversalAnswer(earlier.amountPaise, earlier.txnid, earlier.balanceAfterPaise ?? 0);
      };
      const earlier = await replay();
      if (earlier) return earlier;
      try {
        const reversed = await db.transaction(async (tx) => {
          const credit = await lockEntry(tx, txnid);
          if (!credit) throw notFound('No wallet transaction has this id.');
          if (credit.type !== 'Credit' || !isAdminCreditTxnId(credit.txnid) || credit.status !== 'Success') throw badRequest('Only a credit made by an admin can be reversed here.');
          const prior = await reversalOf(tx, credit.id);
          // The same request, sent again while the first held the credit's lock: answer the first.
          if (prior && idempotencyKey && prior.idempotencyKey === idempotencyKey) return null;
          if (prior) throw new AppError('CONFLICT', 'This credit has already been reversed.');
          const amountPaise = request.amount === undefined ? credit.amountPaise : rupeesToPaise(request.amount);
          if (amountPaise > credit.amountPaise) throw badRequest(`At most the credit's ${formatRupees(paiseToRupees(credit.amountPaise))} can be reversed.`);
          const before = await lockBalance(tx, credit.userId);
          if (before < amountPaise) {
            throw new AppError('CONFLICT', `The wallet holds ${formatBalance(paiseToRupees(before))}; a reversal cannot take it below zero. Reverse at most that much.`);
          }
          const reason = `Reversal of ${credit.txnid}: ${request.reason.trim()}`;
          const { row, balancePaise } = await debitWallet(tx, { userId: credit.userId, amountPaise, txnid: `${credit.txnid}-R`, reason, adminId: admin.id, idempotencyKey, reversesId: credit.id });
          const people = await peopleOf(tx, [credit.userId]);
          await audit(tx, {
            adminId: admin.id,
            action: 'wallet.reverse',
            target: people.get(credit.userId)?.email ?? credit.userId,
            customerId: credit.userId,
            reason: request.reason.trim(),
            details: { txnid: row.txnid, reverses: credit.txnid, amountPaise, before: { balancePaise: before }, after: { balancePaise } },
          });
          return reversalAnswer(amountPaise, row.txnid, balancePaise);
        });
        return reversed ?? (await replay())!;
      } catch (err) {
        if (idempotencyKey && isUniqueViolation(err)) {
          const first = await replay();
          if (first) return first;
        }
        throw err;
      }
    },

  };
}

const reusedKey = () => new AppError('CONFLICT', 'This request key was already used for a different request. Reload the page and try again.');
const reversalAnswer = (amountPaise: number, txnid: string, balancePaise: number) => ({
  message: `Reversed ${formatRupees(paiseToRupees(amountPaise))}. The customer sees the reason in their wallet history.`,
  balance: paiseToRupees(balancePaise),
  txnid,
});

