import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { compactInputClass as controlClass, Field } from '../../../components/ui/field';

/**
 * The filters above a table (UI: Admin). On a phone they fold away behind a Filters button so
 * that the list is in view; on a laptop they are always shown.
 */
export function FilterBar({ label, activeCount = 0, children }: { label: string; activeCount?: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const groupId = useId();
  return (
    <div className="mb-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={groupId}
        onClick={() => setOpen((v) => !v)}
        className="mb-2 inline-flex min-h-10 items-center gap-2 rounded-lg border border-zinc-300 bg-white px-3 text-sm font-semibold lg:hidden dark:border-zinc-700 dark:bg-zinc-900"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        Filters
        {activeCount > 0 && <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white">{activeCount}</span>}
      </button>
      <div id={groupId} role="group" aria-label={label} className={`${open ? 'grid' : 'hidden'} grid-cols-2 gap-2 sm:grid-cols-3 lg:flex lg:flex-wrap lg:items-end`}>
        {children}
      </div>
    </div>
  );
}

type Option = { value: string; label: string };

export function SelectField({ label, value, onChange, options, className }: { label: string; value: string; onChange: (value: string) => void; options: readonly Option[]; className?: string }) {
  return (
    <Field compact label={label} className={className}>
      <select className={controlClass} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function DateField({ label, value, onChange, className }: { label: string; value: string; onChange: (value: string) => void; className?: string }) {
  return (
    <Field compact label={label} className={className}>
      <input type="date" className={controlClass} value={value} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}

type PeriodRowsAndClearProps = {
  from: string;
  to: string;
  limit: number;
  pageSizes: readonly number[];
  /** Whether any filter is set: only then is Clear filters offered. */
  filtered: boolean;
  onChange: (change: { from?: string; to?: string; limit?: string }) => void;
  onClear: () => void;
};

/** The end of a money list's filters: the date range, the rows per page and Clear filters. */
export function PeriodRowsAndClear({ from, to, limit, pageSizes, filtered, onChange, onClear }: PeriodRowsAndClearProps) {
  return (
    <>
      <DateField label="From" className="lg:w-40" value={from} onChange={(value) => onChange({ from: value })} />
      <DateField label="To" className="lg:w-40" value={to} onChange={(value) => onChange({ to: value })} />
      <SelectField
        label="Rows"
        className="lg:w-24"
        value={String(limit)}
        onChange={(value) => onChange({ limit: value })}
        options={pageSizes.map((n) => ({ value: String(n), label: String(n) }))}
      />
      {filtered && (
        <button
          type="button"
          onClick={onClear}
          className="min-h-10 self-end rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-500/10"
        >
          Clear filters
        </button>
      )}
    </>
  );
}

type DebouncedTextFieldProps = {
  label: string;
  /** The value the list uses now. */
  value: string;
  /** Called with the trimmed text once typing pauses. */
  onCommit: (value: string) => void;
  placeholder?: string;
  className?: string;
  delayMs?: number;
};

/** A text filter sent to the server only after typing pauses, not on every key. */
export function DebouncedTextField({ label, value, onCommit, placeholder, className, delayMs = 400 }: DebouncedTextFieldProps) {
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  const onCommitRef = useRef(onCommit);
  useEffect(() => {
    onCommitRef.current = onCommit;
  });

  // Cleared from outside (Clear filters): show it.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setDraft(value);
    }
  }, [value]);

  useEffect(() => {
    const next = draft.trim();
    if (next === committed.current) return;
    const timer = window.setTimeout(() => {
      committed.current = next;
      onCommitRef.current(next);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [draft, delayMs]);

  return (
    <Field compact label={label} className={className}>
      <input type="search" className={controlClass} value={draft} placeholder={placeholder} onChange={(e) => setDraft(e.target.value)} />
    </Field>
  );
}
