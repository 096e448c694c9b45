import { formatRupees } from '@shop/contract/money';
import { ordinal, type Entry } from './podium';

/** Ranks 4 and below of the Active Challenge tab. */
export function RankList({ entries }: { entries: Entry[] }) {
  if (entries.length === 0) return <p className="py-6 text-center text-sm text-zinc-700 dark:text-zinc-300">No one below the podium yet: your next top-up could put you here.</p>;
  return (
    <ol start={4} aria-label="Ranks 4 and below" className="divide-y divide-zinc-200 dark:divide-zinc-800">
      {entries.map((entry, i) => (
        <li key={entry._id} className="flex min-h-14 items-center gap-3 py-2">
          <span className="grid size-9 shrink-0 place-items-center rounded-full bg-zinc-100 text-sm font-bold text-zinc-800 dark:bg-zinc-800 dark:text-zinc-100">
            <span className="sr-only">{ordinal(i + 4)} place: </span>
            <span aria-hidden="true">{i + 4}</span>
          </span>
          <span className="min-w-0 flex-1 truncate font-semibold">{entry.name}</span>
          <span className="shrink-0 font-bold text-brand-800 tabular-nums dark:text-brand-200">
            <span className="sr-only">spent </span>
            {formatRupees(entry.totalSpent)}
          </span>
        </li>
      ))}
    </ol>
  );
}
