import type { Item } from '@shop/contract/catalogue';
import { formatRupees } from '@shop/contract/money';
import { BadgePercent, CircleAlert, CircleCheck } from 'lucide-react';
import type { FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button';
import type { CouponState } from './coupon';
import type { PlayerValues } from './player-info-step';
import type { PlayerField } from './product-rules';
import { StepCard } from './step-card';

type OrderConfirmationStepProps = {
  productName: string;
  item: Item;
  /** The pack's price for this customer, before any coupon. */
  price: number;
  fields: PlayerField[];
  values: PlayerValues;
  username: string | null;
  coupon: CouponState;
};

const row = 'flex items-baseline justify-between gap-4 py-2.5';
const term = 'text-zinc-700 dark:text-zinc-300';

/**
 * Step 3: what the customer is about to buy, for whom, and the total they will pay, with the
 * coupon entry. The total shown is the coupon's final price: exactly what the order charges.
 */
export function OrderConfirmationStep({ productName, item, price, fields, values, username, coupon }: OrderConfirmationStepProps) {
  const applied = coupon.applied;
  const original = applied ? Math.max(applied.originalPrice, item.originalprice) : item.originalprice;
  const subtotal = applied ? applied.originalPrice : price;
  const total = applied ? applied.finalPrice : price;

  function submit(event: FormEvent) {
    event.preventDefault();
    coupon.apply();
  }

  return (
    <StepCard step={3} title="Order Confirmation" id="step-confirmation">
      <dl className="divide-y divide-zinc-200 text-sm dark:divide-zinc-800">
        <div className={row}>
          <dt className={term}>Product</dt>
          <dd className="text-right font-semibold">{productName}</dd>
        </div>
        <div className={row}>
          <dt className={term}>Pack</dt>
          <dd className="text-right font-semibold">{item.name}</dd>
        </div>
        {fields.map((field) => (
          <div key={field.name} className={row}>
            <dt className={term}>{field.label}</dt>
            <dd className="text-right font-semibold break-all">
              {values[field.name].trim() || <span className="font-normal text-zinc-600 dark:text-zinc-400">Not entered yet</span>}
            </dd>
          </div>
        ))}
        {username && (
          <div className={row}>
            <dt className={term}>Username</dt>
            <dd className="text-right font-semibold">{username}</dd>
          </div>
        )}
        <div className={row}>
          <dt className={term}>Price</dt>
          <dd className="flex items-baseline gap-2 font-semibold">
            {original > subtotal && (
              <s className="text-xs font-normal text-zinc-600 dark:text-zinc-400">
                <span className="sr-only">was </span>
                {formatRupees(original)}
              </s>
            )}
            {formatRupees(subtotal)}
          </dd>
        </div>
      </dl>

      <form onSubmit={submit} className="mt-2 border-t border-zinc-200 pt-3 dark:border-zinc-800" noValidate>
        <label htmlFor="coupon-code" className="mb-1 flex items-center gap-1.5 text-sm font-semibold text-zinc-800 dark:text-zinc-200">
          <BadgePercent aria-hidden="true" className="size-4" />
          Coupon code
        </label>
        <div className="flex gap-2">
          <input
            id="coupon-code"
            name="couponCode"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            placeholder="Enter coupon code"
            value={coupon.code}
            onChange={(e) => coupon.setCode(e.target.value)}
            aria-describedby={coupon.feedback || coupon.needsReapply ? 'coupon-feedback' : undefined}
            aria-invalid={coupon.feedback?.tone === 'error' ? true : undefined}
            className="block min-h-12 w-full min-w-0 flex-1 rounded-xl border border-zinc-300 bg-white px-3 text-base tracking-wide text-zinc-900 uppercase placeholder:tracking-normal placeholder:text-zinc-500 placeholder:normal-case dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100 dark:placeholder:text-zinc-400"
          />
          <BusyButton
            type="submit"
            busy={coupon.applying}
            className="inline-flex min-h-12 min-w-20 items-center justify-center gap-1.5 rounded-xl border-2 border-brand-700 px-4 font-bold text-brand-800 hover:bg-brand-50 disabled:opacity-70 dark:border-brand-300 dark:text-brand-200 dark:hover:bg-brand-950"
          >
            Apply
          </BusyButton>
        </div>
        <div id="coupon-feedback" aria-live="polite" className="min-h-0">
          {coupon.feedback ? (
            <p
              role={coupon.feedback.tone === 'error' ? 'alert' : undefined}
              className={`mt-2 flex items-start gap-1.5 text-sm font-medium ${
                coupon.feedback.tone === 'error' ? 'text-red-700 dark:text-red-300' : 'text-emerald-800 dark:text-emerald-300'
              }`}
            >
              {coupon.feedback.tone === 'error' ? (
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              ) : (
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              )}
              {coupon.feedback.text}
            </p>
          ) : coupon.needsReapply ? (
            <p className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">Tap Apply to use this coupon on the pack you chose.</p>
          ) : null}
        </div>
      </form>

      <dl className="mt-3 divide-y divide-zinc-200 border-t border-zinc-200 text-sm dark:divide-zinc-800 dark:border-zinc-800">
        {applied && (
          <div className={row}>
            <dt className={term}>
              Discount <span className="font-semibold text-zinc-900 dark:text-zinc-100">({applied.code})</span>
            </dt>
            <dd className="font-semibold text-emerald-800 dark:text-emerald-300" data-testid="coupon-discount">
              −{formatRupees(applied.discount)}
            </dd>
          </div>
        )}
        <div className={`${row} text-base`}>
          <dt className="font-bold">Total</dt>
          <dd className="text-lg font-extrabold" data-testid="summary-total">
            {formatRupees(total)}
          </dd>
        </div>
      </dl>
    </StepCard>
  );
}
