import { Check, Copy } from 'lucide-react';
import { useCopy } from '../../components/copy-text';

/** How long the button says "Copied" before it offers to copy again. */
const COPIED_MS = 2000;

/**
 * A Copy button (44 px) that says "Copied" for a moment. `label` names what it copies for screen
 * readers, since a page of code blocks has a Copy button on each.
 */
export function CopyButton({ text, label, className = '' }: { text: string; label: string; className?: string }) {
  const { copied, copy } = useCopy(COPIED_MS);

  return (
    <>
      <button
        type="button"
        onClick={() => void copy(text)}
        aria-label={`Copy ${label}`}
        className={`inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-lg border border-zinc-300 bg-white px-3 text-sm font-semibold text-zinc-800 hover:bg-zinc-100 dark:border-zinc-600 dark:bg-zinc-800 dark:text-zinc-100 dark:hover:bg-zinc-700 ${className}`}
      >
        {copied ? <Check aria-hidden="true" className="size-4 text-emerald-700 dark:text-emerald-400" /> : <Copy aria-hidden="true" className="size-4" />}
        {copied ? 'Copied' : 'Copy'}
      </button>
      <span className="sr-only" role="status">
        {copied ? `${label} copied` : ''}
      </span>
    </>
  );
}
