import type { ComponentProps } from 'react';

export const cardClass = 'rounded-xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-5 dark:border-zinc-800 dark:bg-zinc-900';

export function Card({ className = '', ...props }: ComponentProps<'div'>) {
  return <div {...props} className={`${cardClass} ${className}`} />;
}
