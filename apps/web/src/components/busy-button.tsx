import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';

type BusyButtonProps = ComponentProps<'button'> & {
  /** While true a spinner leads the words and the button is disabled, so a double tap sends once. */
  busy: boolean;
  /** The spinner's size, to match the words beside it. */
  spinnerSize?: 'size-4' | 'size-5';
};

/** A button whose request is under way shows it there, where the customer tapped. */
export function BusyButton({ busy, spinnerSize = 'size-4', disabled, type = 'button', children, ...button }: BusyButtonProps) {
  return (
    <button {...button} type={type} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy && <LoaderCircle aria-hidden="true" className={`${spinnerSize} animate-spin`} />}
      {children}
    </button>
  );
}
