import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { compactInputClass as controlClass, Field } from '../../../components/ui/field';
import { Options, type Option } from './options';
import type { PagedList } from './use-list-params';

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

export function SelectField({ label, value, onChange, options, className }: { label: string; value: string; onChange: (value: string) => void; options: readonly Option[]; className?: string }) {
  return (
    <Field compact label={label} className={className}>
      <select className={controlClass} value={value} onChange={(e) => onChange(e.target.value)}>
        <Options options={options} />
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

type ListControls = Pick<PagedList<'from' | 'to'>, 'params' | 'setParams' | 'limit' | 'pageSizes' | 'activeCount' | 'clear'>;

/** How many rows a page of the list shows. */
export function PageSizeField({ list, label = 'Rows per page', className = 'lg:w-32' }: { list: Pick<ListControls, 'limit' | 'pageSizes' | 'setParams'>; label?: string; className?: string }) {
  return (
    <SelectField
      label={label}
      className={className}
      value={String(list.limit)}
      onChange={(value) => list.setParams({ limit: value })}
      options={list.pageSizes.map((n) => ({ value: String(n), label: String(n) }))}
    />
  );
}

/** Offered only while a filter is set. */
export function ClearFilters({ list }: { list: Pick<ListControls, 'activeCount' | 'clear'> }) {
  if (list.activeCount === 0) return null;
  return (
    <button
      type="button"
      onClick={list.clear}
      className="min-h-10 self-end rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-500/10"
    >
      Clear filters
    </button>
  );
}

/** The end of a money list's filters: the date range, the rows per page and Clear filters. */
export function PeriodRowsAndClear({ list }: { list: ListControls }) {
  return (
    <>
      <DateField label="From" className="lg:w-40" value={list.params.from} onChange={(from) => list.setParams({ from })} />
      <DateField label="To" className="lg:w-40" value={list.params.to} onChange={(to) => list.setParams({ to })} />
      <PageSizeField list={list} label="Rows" className="lg:w-24" />
      <ClearFilters list={list} />
    </>
  );
}

/** A search of a list the browser already holds, applied as it is typed; a whole row on a phone. */
export function SearchField({ placeholder, value, onChange, className }: { placeholder: string; value: string; onChange: (value: string) => void; className: string }) {
  return (
    <Field compact label="Search" className={`col-span-2 sm:col-span-1 ${className}`}>
      <input type="search" className={controlClass} placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} />
    </Field>
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
