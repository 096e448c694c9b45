import type { z } from 'zod';
import type { winnersGroup } from '@shop/contract/leaderboard';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import { ordinal } from './podium';

type Week = z.infer<typeof winnersGroup>;

const weekDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "17 Nov 2025": weekStart is already India's date, so it is shown as written, whatever the browser's zone. */
export const formatWeekStart = (weekStart: string) => {
  const at = new Date(`${weekStart}T00:00:00Z`);
  return Number.isNaN(at.getTime()) ? weekStart : weekDate.format(at);
};

/** Rupee amounts added as paise, so that ₹0.10 + ₹0.20 is ₹0.30 exactly. */
const sum = (values: number[]) => paiseToRupees(values.reduce((total, rupees) => total + rupeesToPaise(rupees), 0));

/** Past Reward: each closed week's winners with their count, what they spent and what they won. */
export function PastRewards({ weeks }: { weeks: Week[] }) {
  return (
    <ul className="space-y-3">
      {weeks.map((week) => {
        const titleId = `week-${week.weekStart}`;
        return (
          <li key={week.weekStart}>
            <article aria-labelledby={titleId} className="rounded-xl p-3 ring-1 ring-zinc-200 dark:ring-zinc-800">
              <h3 id={titleId} className="font-bold">
                Week {week.weekNumber} <span className="font-normal text-zinc-700 dark:text-zinc-300">· from {formatWeekStart(week.weekStart)}</span>
              </h3>
              <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
                {(
                  [
                    ['Winners', String(week.winners.length)],
                    ['Total spent', formatRupees(sum(week.winners.map((w) => w.totalSpent)))],
                    ['Rewards', formatRupees(sum(week.winners.map((w) => w.rewardAmount)))],
                  ] as const
                ).map(([term, value]) => (
                  <div key={term} className="min-w-0 rounded-lg bg-zinc-50 px-1 py-2 dark:bg-zinc-800/60">
                    <dt className="text-xs text-zinc-700 dark:text-zinc-300">{term}</dt>
                    <dd className="text-sm font-bold break-words tabular-nums">{value}</dd>
                  </div>
                ))}
              </dl>
              <ol aria-label={`Week ${week.weekNumber} winners`} className="mt-2 divide-y divide-zinc-200 dark:divide-zinc-800">
                {week.winners.map((winner, i) => (
                  <li key={winner._id} className="flex flex-wrap items-center gap-x-3 gap-y-0.5 py-2 text-sm">
                    <span className="w-8 shrink-0 font-bold">{ordinal(i + 1)}</span>
                    <span className="min-w-0 flex-1 truncate font-semibold">{winner.name}</span>
                    <span className="tabular-nums">
                      <span className="sr-only">spent </span>
                      {formatRupees(winner.totalSpent)}
                    </span>
                    <span className="rounded-full bg-emerald-100 px-2 py-0.5 font-bold text-emerald-900 tabular-nums dark:bg-emerald-500/15 dark:text-emerald-200">
                      <span className="sr-only">won </span>+{formatRupees(winner.rewardAmount)}
                    </span>
                  </li>
                ))}
              </ol>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
