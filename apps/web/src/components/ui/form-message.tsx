import type { ReactNode } from 'react';

/** A form's outcome: errors are announced at once (alert), successes politely (status). */
export function FormMessage({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg px-3 py-2 text-sm font-medium ${
        tone === 'error' ? 'bg-red-50 text-red-800 dark:bg-red-950/50 dark:text-red-300' : 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-300'
      }`}
    >
      {children}
    </p>
  );
}
