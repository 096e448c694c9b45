import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** A refusal under a field or an action, announced as it appears. */
export function FieldAlert({ id, className = '', children }: { id?: string; className?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className={`flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-300 ${className}`}>
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}
