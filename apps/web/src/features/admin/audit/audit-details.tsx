import type { ReactNode } from 'react';
import { describeDetails } from './audit-format';

/** Lines shown at once; a created or deleted coupon lists every field, the rest fold away. */
const SHOWN_LINES = 6;

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li className="[overflow-wrap:anywhere]">
      <span className="text-zinc-600 dark:text-zinc-400">{label}:</span> {children}
    </li>
  );
}

/** An audit entry's "What changed": its facts, then "field: old → new" per changed field. */
export function AuditDetails({ details }: { details: Record<string, unknown> }) {
  const { facts, changes } = describeDetails(details);
  const lines = [
    ...facts.map((fact) => (
      <Line key={`fact-${fact.field}`} label={fact.label}>
        <span className="font-medium text-zinc-900 dark:text-zinc-100">{fact.text}</span>
      </Line>
    )),
    ...changes.map((change) => (
      <Line key={`change-${change.field}`} label={change.label}>
        <span className="text-zinc-700 dark:text-zinc-300">{change.before}</span> → <span className="font-medium text-zinc-900 dark:text-zinc-100">{change.after}</span>
      </Line>
    )),
  ];
  if (lines.length === 0) return <span className="text-zinc-600 dark:text-zinc-400">—</span>;
  const rest = lines.slice(SHOWN_LINES);
  return (
    <div className="text-xs leading-5">
      <ul>{lines.slice(0, SHOWN_LINES)}</ul>
      {rest.length > 0 && (
        <details className="group">
          <summary className="inline-flex min-h-8 cursor-pointer items-center font-semibold text-brand-700 dark:text-brand-300">
            <span className="group-open:hidden">Show {rest.length} more</span>
            <span className="hidden group-open:inline">Show fewer</span>
          </summary>
          <ul>{rest}</ul>
        </details>
      )}
    </div>
  );
}
