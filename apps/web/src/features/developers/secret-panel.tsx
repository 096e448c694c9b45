import { KeyRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { CopyButton } from './copy-button';

type SecretPanelProps = {
  title: string;
  secret: string;
  /** What the secret is for and whether it can be seen again, in a sentence or two. */
  note: string;
  /** Names the secret for the Copy button's screen-reader label ("your new key"). */
  copyLabel: string;
  doneLabel?: string;
  /** The heading's level: 2 on its own in the page, 4 inside an endpoint's card. */
  level?: 2 | 4;
  onDone: () => void;
};

/**
 * A secret the page shows while it is open, with a Copy button. It lives in the page's state
 * only, never in the query cache or browser storage, so leaving the page forgets it.
 */
export function SecretPanel({ title, secret, note, copyLabel, doneLabel = 'I have saved it', level = 2, onDone }: SecretPanelProps) {
  const Heading = level === 2 ? 'h2' : 'h4';
  const panel = useRef<HTMLElement>(null);
  // Brought into view and focus when it appears: the form that made it may be further down.
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'nearest' });
    panel.current?.focus();
  }, [secret]);

  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-label={title}
      className="rounded-2xl border-2 border-amber-400 bg-amber-50 p-4 outline-none sm:p-5 dark:border-amber-500/70 dark:bg-amber-950/40"
    >
      <Heading className="flex items-center gap-2 text-lg font-bold text-amber-950 dark:text-amber-100">
        <KeyRound aria-hidden="true" className="size-5 shrink-0" />
        {title}
      </Heading>
      <p className="mt-1 text-sm font-medium text-amber-900 dark:text-amber-200">{note}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <code data-testid="secret" className="block min-w-0 flex-1 rounded-lg bg-white px-3 py-2.5 font-mono text-sm break-all text-zinc-900 ring-1 ring-amber-300 select-all dark:bg-zinc-950 dark:text-zinc-100 dark:ring-amber-700">
          {secret}
        </code>
        <CopyButton text={secret} label={copyLabel} />
      </div>
      <div className="mt-3 flex justify-end">
        <Button onClick={onDone} className="w-full sm:w-auto">
          {doneLabel}
        </Button>
      </div>
    </section>
  );
}
