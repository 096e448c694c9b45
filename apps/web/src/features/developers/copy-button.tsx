import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/** How long the button says "Copied" before it offers to copy again. */
const COPIED_MS = 2000;

/** Copies text; on plain HTTP or with the permission refused, through a hidden text area instead. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}

/**
 * A Copy button (44 px) that says "Copied" for a moment. `label` names what it copies for screen
 * readers, since a page of code blocks has a Copy button on each.
 */
export function CopyButton({ text, label, className = '' }: { text: string; label: string; className?: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy() {
    await copyText(text);
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
  }

  return (
    <>
      <button
        type="button"
        onClick={() => void copy()}
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
