import type { ComponentProps, ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';
/** sm: beside a heading or a filter; md: a dialog's answer; lg: a form's own action (44 px touch target). */
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60',
  secondary:
    'border border-zinc-300 text-zinc-800 hover:bg-zinc-100 disabled:opacity-50 dark:border-zinc-700 dark:text-zinc-100 dark:hover:bg-zinc-800',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60',
};
const sizes: Record<ButtonSize, string> = { sm: 'min-h-10 px-3', md: 'min-h-10 px-4', lg: 'min-h-11 px-4' };

/** The classes of a button, also for a link that looks like one. */
export const buttonClass = (variant: ButtonVariant = 'secondary', size: ButtonSize = 'lg') =>
  `inline-flex items-center justify-center gap-2 rounded-lg text-sm font-semibold ${sizes[size]} ${variants[variant]}`;

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** While true the button is disabled, so a double click cannot send twice. */
  busy?: boolean;
  /** What the button says while busy ("Saving..."). */
  busyLabel?: ReactNode;
};

export function Button({ variant = 'secondary', size = 'lg', busy = false, busyLabel, disabled, className = '', type = 'button', children, ...props }: ButtonProps) {
  return (
    <button {...props} type={type} disabled={disabled || busy} className={`${buttonClass(variant, size)} ${className}`}>
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}
