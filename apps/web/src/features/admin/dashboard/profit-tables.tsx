import { formatRupees, paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import type { ProfitResponse } from '../../../api/books';
import { formatCount } from '../kit/admin-format';
import { TableFrame, tdClass, tdMoneyClass, thClass, thMoneyClass, trClass } from '../kit/data-table';
import { MessageRow } from '../kit/list-state';
import { formatMargin } from './profit-format';

type Line = ProfitResponse['totals'];
export type NamedLine = { key: string; name: string; line: Line };

const muted = 'text-zinc-600 dark:text-zinc-400';
const profitTone = (value: number) => (value < 0 ? 'text-red-700 dark:text-red-300' : '');

/** Profit by product or by kind of buyer: a row each, money right-aligned. */
export function ProfitTable({ label, nameHeader, rows, empty }: { label: string; nameHeader: string; rows: NamedLine[]; empty: string }) {
  const columns = 7;
  return (
    <TableFrame label={label}>
      <thead>
        <tr>
          <th scope="col" className={thClass}>{nameHeader}</th>
          <th scope="col" className={thMoneyClass}>Orders</th>
          <th scope="col" className={thMoneyClass}>Refunded</th>
          <th scope="col" className={thMoneyClass}>Revenue</th>
          <th scope="col" className={thMoneyClass}>Cost</th>
          <th scope="col" className={thMoneyClass}>Gross profit</th>
          <th scope="col" className={thMoneyClass}>Margin</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <MessageRow colSpan={columns}>{empty}</MessageRow>
        ) : (
          rows.map(({ key, name, line }) => (
            <tr key={key} className={trClass}>
              <th scope="row" className={`${tdClass} text-left font-medium`}>
                {name}
                {line.uncosted > 0 && <span className={`block text-xs font-normal ${muted}`}>{formatCount(line.uncosted)} without a known cost</span>}
              </th>
              <td className={tdMoneyClass}>{formatCount(line.orders)}</td>
              <td className={tdMoneyClass}>{formatCount(line.refunded)}</td>
              <td className={tdMoneyClass}>{formatRupees(line.revenue)}</td>
              <td className={tdMoneyClass}>{formatRupees(line.cost)}</td>
              <td className={`${tdMoneyClass} ${profitTone(line.grossProfit)}`}>{formatRupees(line.grossProfit)}</td>
              <td className={tdMoneyClass}>{formatMargin(line.margin)}</td>
            </tr>
          ))
        )}
      </tbody>
    </TableFrame>
  );
}

const giveawayLines: [keyof ProfitResponse['giveaways'], string][] = [
  ['couponDiscounts', 'Coupon discounts'],
  ['pointsAtCheckout', 'Points used at checkout'],
  ['pointsRedeemed', 'Points redeemed'],
  ['referralCashback', 'Referral cashback'],
  ['leaderboardRewards', 'Leaderboard rewards'],
];

/** What the shop gave away in the dates: each kind on its line, and their sum (added in paise, exactly). */
export function GiveawaysList({ giveaways }: { giveaways: ProfitResponse['giveaways'] }) {
  const total = paiseToRupees(giveawayLines.reduce((sum, [key]) => sum + rupeesToPaise(giveaways[key]), 0));
  return (
    <section aria-labelledby="giveaways-heading" className="rounded-xl border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <h3 id="giveaways-heading" className="font-semibold">
        Given away
      </h3>
      <p className={`mt-0.5 text-xs ${muted}`}>Discounts, points and rewards the shop handed out in these dates, in rupees.</p>
      <dl className="mt-3 divide-y divide-zinc-100 text-sm dark:divide-zinc-800">
        {giveawayLines.map(([key, label]) => (
          <div key={key} className="flex items-baseline justify-between gap-3 py-1.5">
            <dt>{label}</dt>
            <dd className="font-medium tabular-nums">{formatRupees(giveaways[key])}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-3 pt-2 font-semibold">
          <dt>Total given away</dt>
          <dd className="tabular-nums">{formatRupees(total)}</dd>
        </div>
      </dl>
    </section>
  );
}
