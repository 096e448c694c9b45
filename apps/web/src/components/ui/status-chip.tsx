import type { ReactNode } from 'react';

export type Tone = 'green' | 'orange' | 'yellow' | 'red' | 'alarm' | 'blue' | 'grey' | 'brand';

const tones: Record<Tone, string> = {
  green: 'bg-emerald-100 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-500/15 dark:text-emerald-300 dark:ring-emerald-400/30',
  orange: 'bg-orange-100 text-orange-800 ring-orange-600/20 dark:bg-orange-500/15 dark:text-orange-300 dark:ring-orange-400/30',
  yellow: 'bg-amber-100 text-amber-800 ring-amber-600/20 dark:bg-amber-500/15 dark:text-amber-300 dark:ring-amber-400/30',
  red: 'bg-red-100 text-red-800 ring-red-600/20 dark:bg-red-500/15 dark:text-red-300 dark:ring-red-400/30',
  // A failed payment or order, where the customer must not miss it.
  alarm: 'bg-red-700 text-white ring-red-800/30 dark:bg-red-600 dark:text-white dark:ring-red-400/30',
  blue: 'bg-sky-100 text-sky-800 ring-sky-600/20 dark:bg-sky-500/15 dark:text-sky-300 dark:ring-sky-400/30',
  grey: 'bg-zinc-100 text-zinc-700 ring-zinc-500/20 dark:bg-zinc-800 dark:text-zinc-300 dark:ring-zinc-500/30',
  brand: 'bg-brand-100 text-brand-800 ring-brand-600/20 dark:bg-brand-500/15 dark:text-brand-200 dark:ring-brand-400/30',
};

/**
 * A status in a word, the one chip of the whole app. The tone is also in data-tone, and the state
 * it shows in data-status when given, so tests need not read colours; `icon` goes before the word
 * (a spinner while something is pending).
 */
export function StatusChip({ tone, status, icon, children }: { tone: Tone; status?: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <span
      data-tone={tone}
      data-status={status}
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[tone]}`}
    >
      {icon}
      {children}
    </span>
  );
}
