import { CircleHelp } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from './dialog';

/** A question and its answer, as the help sheets list them. */
export type FaqEntry = { q: string; a: string };

/** A help sheet: questions and answers, and Got it to go back. */
function FaqSheet({ open, onClose, title, entries }: { open: boolean; onClose: () => void; title: string; entries: FaqEntry[] }) {
  return (
    <Dialog open={open} onClose={onClose} title={title} variant="sheet" className="max-h-[85dvh] overflow-y-auto p-5">
      <dl className="mt-2 space-y-4">
        {entries.map(({ q, a }) => (
          <div key={q}>
            <dt className="font-semibold">{q}</dt>
            <dd className="mt-1 text-sm leading-relaxed text-zinc-700 dark:text-zinc-300">{a}</dd>
          </div>
        ))}
      </dl>
      <button type="button" onClick={onClose} className="mt-5 inline-flex min-h-12 w-full items-center justify-center rounded-xl bg-brand-700 font-bold text-white hover:bg-brand-800">
        Got it
      </button>
    </Dialog>
  );
}

type KnowMoreProps = {
  /** The sheet's title ("About S-Coins"). */
  title: string;
  entries: FaqEntry[];
  /** A fuller name for the button, when "Know More" alone would not say about what. */
  label?: string;
  /** The button's colours, to suit the card it sits on. */
  className: string;
};

/** Know More beside a card's heading, opening the help sheet about that card. */
export function KnowMore({ title, entries, label, className }: KnowMoreProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={label}
        className={`-mt-2 -mr-2 inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold ${className}`}
      >
        <CircleHelp aria-hidden="true" className="size-4" />
        Know More
      </button>
      <FaqSheet open={open} onClose={() => setOpen(false)} title={title} entries={entries} />
    </>
  );
}
