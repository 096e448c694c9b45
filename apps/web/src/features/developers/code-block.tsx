import { useId } from 'react';
import { CopyButton } from './copy-button';

/**
 * A block of code with its caption and a Copy button (`copyLabel` names it where several blocks
 * share a caption, such as "Answer"). The code scrolls sideways inside its own
 * box, so a long curl line never widens the page on a 360 px phone.
 */
export function CodeBlock({ title, code, copyLabel = title }: { title: string; code: string; copyLabel?: string }) {
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId} className="min-w-0 overflow-hidden rounded-xl border border-zinc-200 bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-950">
      <div className="flex items-center justify-between gap-2 border-b border-zinc-200 py-1 pr-1 pl-3 dark:border-zinc-700">
        <figcaption id={captionId} className="min-w-0 truncate text-xs font-semibold text-zinc-700 dark:text-zinc-300">
          {title}
        </figcaption>
        <CopyButton text={code} label={copyLabel} className="border-0 bg-transparent dark:bg-transparent" />
      </div>
      {/* Focusable, so that a keyboard can scroll a long line into view. */}
      <pre tabIndex={0} className="overflow-x-auto p-3 text-[13px] leading-relaxed text-zinc-900 dark:text-zinc-100">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
