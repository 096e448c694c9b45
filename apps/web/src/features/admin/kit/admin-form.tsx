import type { FormEventHandler, ReactNode } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';

type SaveState = { busy: boolean; serverError: string | null };

/** The server's reason when it refused a save, where the form shows it. */
export function Refusal({ message, className }: { message: string | null; className?: string }) {
  if (!message) return null;
  const text = <FormMessage tone="error">{message}</FormMessage>;
  return className ? <div className={className}>{text}</div> : text;
}

type SubmitButtonProps = { save: SaveState; busyLabel: string; variant?: ButtonVariant; className?: string; children: ReactNode };

/** Disabled and saying so while the save is on its way. */
export function SubmitButton({ save, busyLabel, variant = 'primary', className, children }: SubmitButtonProps) {
  return (
    <Button type="submit" variant={variant} busy={save.busy} busyLabel={busyLabel} className={className}>
      {children}
    </Button>
  );
}

type AdminFormProps = {
  /** The form's accessible name. */
  label: string;
  className?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  save: SaveState;
  children: ReactNode;
} & (
  | {
      /** One row of fields that holds its own SubmitButton; the refusal goes below the row. */
      layout: 'row';
    }
  | {
      /**
       * The refusal and the submit button below the fields: with margins of their own (`page`),
       * or in a form that spaces its children itself (`stack`: space-y, a grid's gap).
       */
      layout?: 'page' | 'stack';
      submitLabel: ReactNode;
      busyLabel: string;
      /** A note beside the refusal: what the last save made. */
      notice?: ReactNode;
    }
);

/** An admin form: its fields, the server's reason when it refused, and the submit button. */
export function AdminForm(props: AdminFormProps) {
  const { label, className, onSubmit, save, children } = props;
  const refusal = <Refusal message={save.serverError} className={props.layout === 'row' ? 'mt-3' : undefined} />;
  const page = props.layout !== 'row' && props.layout !== 'stack';
  return (
    // The fields check themselves against the contract and say why in words, not in the browser's bubbles.
    <form noValidate aria-label={label} className={className} onSubmit={onSubmit}>
      {children}
      {page && (save.serverError || props.notice) ? (
        <div className="mt-4 space-y-2">
          {refusal}
          {props.notice}
        </div>
      ) : (
        !page && refusal
      )}
      {props.layout !== 'row' && (
        <div className={page ? 'mt-5 flex justify-end' : 'flex justify-end'}>
          <SubmitButton save={save} busyLabel={props.busyLabel} className="w-full sm:w-auto">
            {props.submitLabel}
          </SubmitButton>
        </div>
      )}
    </form>
  );
}
