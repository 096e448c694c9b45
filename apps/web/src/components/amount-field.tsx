import type { LucideIcon } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';

type AmountFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'className' | 'aria-invalid' | 'aria-describedby'> & {
  id: string;
  label: string;
  icon: LucideIcon;
  invalid: boolean;
  /** The id of the error while invalid, else of the hint. */
  describedBy: string;
};

/** A large amount to type, its icon inside at the left; red while refused. */
export function AmountField({ id, label, icon: Icon, invalid, describedBy, ...input }: AmountFieldProps) {
  return (
    <>
      <label htmlFor={id} className="block text-sm font-semibold text-zinc-800 dark:text-zinc-200">
        {label}
      </label>
      <div className="relative mt-1">
        <Icon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-zinc-600 dark:text-zinc-400" />
        <input
          {...input}
          id={id}
          type="text"
          autoComplete="off"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={`block min-h-14 w-full rounded-xl border bg-white pr-3 pl-10 text-2xl font-bold text-zinc-900 placeholder:text-base placeholder:font-normal placeholder:text-zinc-500 dark:bg-zinc-950 dark:text-zinc-100 dark:placeholder:text-zinc-400 ${
            invalid ? 'border-red-600 dark:border-red-400' : 'border-zinc-300 dark:border-zinc-700'
          }`}
        />
      </div>
    </>
  );
}

/** One-tap amounts under an amount field; the one the field holds shows pressed. */
export function QuickAmounts<T extends number>({
  amounts,
  isChosen,
  onPick,
  text,
  name,
}: {
  amounts: readonly T[];
  isChosen: (amount: T) => boolean;
  onPick: (amount: T) => void;
  /** What a button shows. */
  text: (amount: T) => string;
  /** A button's accessible name, when what it shows does not say enough. */
  name?: (amount: T) => string;
}) {
  return (
    <div className="mt-4 grid grid-cols-4 gap-2" role="group" aria-label="Quick amounts">
      {amounts.map((amount) => (
        <button
          key={amount}
          type="button"
          aria-pressed={isChosen(amount)}
          onClick={() => onPick(amount)}
          aria-label={name?.(amount)}
          className={`min-h-12 rounded-xl text-sm font-bold ring-1 ${
            isChosen(amount)
              ? 'bg-brand-50 text-brand-800 ring-2 ring-brand-600 dark:bg-brand-950 dark:text-brand-200 dark:ring-brand-300'
              : 'text-zinc-900 ring-zinc-300 hover:ring-brand-400 dark:text-zinc-100 dark:ring-zinc-700'
          }`}
        >
          {text(amount)}
        </button>
      ))}
    </div>
  );
}
