import type { PaymentMode } from '@shop/contract/orders';
import type { ReactNode, Ref } from 'react';

type MethodOptionProps = {
  value: PaymentMode;
  checked: boolean;
  onChoose: (mode: PaymentMode) => void;
  icon: ReactNode;
  title: string;
  detail: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
};

/** One payment method of the payment sheet: a radio with its icon, name and detail. */
export function MethodOption({ value, checked, onChoose, icon, title, detail, inputRef }: MethodOptionProps) {
  const id = `payment-method-${value}`;
  return (
    <label
      htmlFor={id}
      className={`flex min-h-16 cursor-pointer items-center gap-3 rounded-xl p-3 ring-1 transition has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 ${
        checked ? 'bg-brand-50 ring-2 ring-brand-600 dark:bg-brand-950 dark:ring-brand-300' : 'ring-zinc-300 hover:ring-brand-400 dark:ring-zinc-700'
      }`}
    >
      <input
        ref={inputRef}
        id={id}
        type="radio"
        name="payment-method"
        value={value}
        checked={checked}
        onChange={() => onChoose(value)}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-detail`}
        className="size-5 shrink-0 accent-brand-700 dark:accent-brand-300"
      />
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-white text-brand-700 ring-1 ring-zinc-200 dark:bg-zinc-900 dark:text-brand-300 dark:ring-zinc-700">
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span id={`${id}-title`} className="block font-bold">
          {title}
        </span>
        <span id={`${id}-detail`} className="block text-sm text-zinc-700 dark:text-zinc-300">
          {detail}
        </span>
      </span>
    </label>
  );
}
