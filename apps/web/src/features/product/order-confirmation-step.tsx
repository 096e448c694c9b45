import type { Item } from '@shop/contract/catalogue';
import { formatRupees } from '@shop/contract/money';
import { CreditCard } from 'lucide-react';
import type { RefObject } from 'react';
import type { PlayerField } from './product-rules';
import type { PlayerValues } from './player-info-step';
import { StepCard } from './step-card';

type OrderConfirmationStepProps = {
  item: Item;
  total: number;
  fields: PlayerField[];
  values: PlayerValues;
  username: string | null;
  sectionRef: RefObject<HTMLElement | null>;
};

/**
 * Step 3: the order summary. The coupon entry and the step 4 payment sheet plug in here;
 * until they land, the summary says that payment opens soon.
 */
export function OrderConfirmationStep({ item, total, fields, values, username, sectionRef }: OrderConfirmationStepProps) {
  const row = 'flex justify-between gap-4 py-2';
  return (
    <StepCard ref={sectionRef} step={3} title="Order Confirmation" id="step-confirmation">
      <dl className="divide-y divide-zinc-200 text-sm dark:divide-zinc-800">
        <div className={row}>
          <dt className="text-zinc-700 dark:text-zinc-300">Pack</dt>
          <dd className="text-right font-semibold">{item.name}</dd>
        </div>
        {fields.map((field) => (
          <div key={field.name} className={row}>
            <dt className="text-zinc-700 dark:text-zinc-300">{field.label}</dt>
            <dd className="text-right font-semibold break-all">{values[field.name]}</dd>
          </div>
        ))}
        {username && (
          <div className={row}>
            <dt className="text-zinc-700 dark:text-zinc-300">Username</dt>
            <dd className="text-right font-semibold">{username}</dd>
          </div>
        )}
        <div className={`${row} text-base`}>
          <dt className="font-bold">Total</dt>
          <dd className="font-extrabold">{formatRupees(total)}</dd>
        </div>
      </dl>
      <p className="mt-4 flex items-start gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-900 dark:bg-brand-950 dark:text-brand-100">
        <CreditCard aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Payment opens soon: paying by UPI or from your S-Coins wallet will be available here shortly.
      </p>
    </StepCard>
  );
}
