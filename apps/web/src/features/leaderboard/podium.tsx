import type { z } from 'zod';
import type { leaderboardEntry } from '@shop/contract/leaderboard';
import { formatRupees } from '@shop/contract/money';
import { Crown, Medal } from 'lucide-react';

export type Entry = z.infer<typeof leaderboardEntry>;

export const ordinal = (rank: number) => `${rank}${rank === 1 ? 'st' : rank === 2 ? 'nd' : rank === 3 ? 'rd' : 'th'}`;

// By rank. `order` puts 1st in the middle, as podiums stand (2nd, 1st, 3rd), while the list stays
// in rank order for screen readers and for anyone reading without styles.
const places = [
  { order: 2, step: 'h-24 sm:h-28', ring: 'ring-amber-400 dark:ring-amber-300', stepTone: 'bg-amber-100 dark:bg-amber-400/20', badge: 'bg-amber-400 text-zinc-950' },
  { order: 1, step: 'h-16 sm:h-20', ring: 'ring-zinc-400 dark:ring-zinc-300', stepTone: 'bg-zinc-200 dark:bg-zinc-700/60', badge: 'bg-zinc-300 text-zinc-950' },
  { order: 3, step: 'h-12 sm:h-14', ring: 'ring-orange-400 dark:ring-orange-300', stepTone: 'bg-orange-100 dark:bg-orange-400/20', badge: 'bg-orange-300 text-zinc-950' },
] as const;

/** The week's top three, shown 2nd, 1st, 3rd. */
export function Podium({ entries }: { entries: Entry[] }) {
  return (
    <ol aria-label="Top 3 this week" className="flex items-end justify-center gap-2 sm:gap-4">
      {entries.slice(0, places.length).map((entry, i) => {
        const place = places[i]!;
        const Icon = i === 0 ? Crown : Medal;
        return (
          <li key={entry._id} style={{ order: place.order }} data-rank={i + 1} className="flex w-1/3 max-w-40 min-w-0 flex-col items-center text-center">
            <Icon aria-hidden="true" className={`mb-1 size-6 ${i === 0 ? 'text-amber-500 dark:text-amber-300' : 'text-zinc-500 dark:text-zinc-400'}`} />
            <span className={`grid size-12 place-items-center rounded-full bg-white text-lg font-extrabold text-zinc-900 ring-4 dark:bg-zinc-900 dark:text-zinc-100 ${place.ring}`} aria-hidden="true">
              {entry.name.trim().charAt(0).toUpperCase() || '?'}
            </span>
            <span className="mt-2 line-clamp-2 w-full text-sm font-bold break-words text-zinc-900 dark:text-zinc-100">{entry.name}</span>
            <span className="text-sm font-semibold text-brand-800 tabular-nums dark:text-brand-200">
              <span className="sr-only">spent </span>
              {formatRupees(entry.totalSpent)}
            </span>
            <span className={`mt-2 flex w-full items-start justify-center rounded-t-xl pt-2 ${place.step} ${place.stepTone}`}>
              <span className={`rounded-full px-2.5 py-0.5 text-sm font-extrabold ${place.badge}`}>
                {ordinal(i + 1)}
                <span className="sr-only"> place</span>
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
