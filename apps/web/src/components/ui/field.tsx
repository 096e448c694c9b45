import type { ComponentProps, ReactNode } from 'react';

export const inputClass =
  'min-h-11 w-full rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 placeholder:text-zinc-500 aria-[invalid=true]:border-red-600 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100 dark:placeholder:text-zinc-400 dark:aria-[invalid=true]:border-red-400';
/** The smaller control of a filter row, where many sit side by side. */
export const compactInputClass =
  'min-h-10 w-full rounded-lg border border-zinc-300 bg-white px-2.5 text-sm font-normal text-zinc-900 placeholder:text-zinc-500 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-400';
export const checkboxClass = 'size-5 shrink-0 accent-brand-700';

/**
 * The props that tie a control to its error text, or else its hint. Spread them on the control
 * inside a Field with the same id and the same error and hint.
 */
export function fieldProps(id: string, error: string | undefined, hasHint = false) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hasHint ? `${id}-hint` : undefined,
  } as const;
}

type FieldProps = {
  label: ReactNode;
  children: ReactNode;
  className?: string;
} & (
  | {
      /** The control's id: the label points at it and the hint and error are named after it. */
      id: string;
      error?: string | undefined;
      /** Shown while there is no error; the error replaces it. */
      hint?: string | undefined;
      compact?: false;
    }
  | {
      /**
       * A filter's control without hint or error: the label wraps it, so no id is needed. Not for
       * fields with messages, which would otherwise become part of the control's name.
       */
      id?: undefined;
      error?: undefined;
      hint?: undefined;
      compact: true;
    }
);

/** A labelled form control with its hint or error below. */
export function Field({ id, label, error, hint, className = '', compact, children }: FieldProps) {
  if (compact) {
    return (
      <label className={`flex min-w-0 flex-col gap-1 text-xs font-semibold text-zinc-700 dark:text-zinc-300 ${className}`}>
        <span>{label}</span>
        {children}
      </label>
    );
  }
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-zinc-800 dark:text-zinc-200">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

/** A checkbox with its label beside it, a 44 px row to tap. */
export function Checkbox({ id, label, className = '', ...props }: Omit<ComponentProps<'input'>, 'type'> & { id: string; label: ReactNode }) {
  return (
    <label htmlFor={id} className={`flex min-h-11 items-center gap-2 text-sm font-semibold ${className}`}>
      <input {...props} id={id} type="checkbox" className={checkboxClass} />
      {label}
    </label>
  );
}
