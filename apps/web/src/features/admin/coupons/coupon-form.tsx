import type { CouponInput } from '@shop/contract/coupons';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Checkbox, Field, fieldProps, inputClass } from '../../../components/ui/field';
import { couponFields, type CouponValues } from './coupon-values';

export type CouponForm = UseFormReturn<CouponValues, unknown, CouponInput>;

/** The ids of the coupon fields in form order, for focusing the first wrong one. */
export const couponFieldIds = (idPrefix: string) => Object.fromEntries(couponFields.map((field) => [field, `${idPrefix}-${field}`])) as Record<keyof CouponValues, string>;

/** The coupon's fields, shared by create and edit. */
export function CouponFields({ form, idPrefix }: { form: CouponForm; idPrefix: string }) {
  const ids = couponFieldIds(idPrefix);
  const { errors } = form.formState;
  const discountType = form.watch('discountType');
  const code = form.register('couponCode');

  function numberField(field: 'discountAmount' | 'discountPercentage' | 'minimumItemQuantity' | 'minPurchaseAmount' | 'maxDiscountAmount' | 'usageLimit' | 'userLimit', label: string, options: { hint?: string; step?: string; placeholder?: string } = {}): ReactNode {
    const error = errors[field]?.message;
    return (
      <Field id={ids[field]} label={label} error={error} hint={options.hint}>
        <input
          {...fieldProps(ids[field], error, Boolean(options.hint))}
          type="number"
          inputMode="decimal"
          min="0"
          step={options.step ?? 'any'}
          placeholder={options.placeholder}
          className={inputClass}
          {...form.register(field)}
        />
      </Field>
    );
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={ids.couponCode} label="Coupon Code" error={errors.couponCode?.message} hint="Letters, digits, - and _; saved in capitals.">
        <input
          {...fieldProps(ids.couponCode, errors.couponCode?.message, true)}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={32}
          placeholder="e.g. DIWALI10"
          className={`${inputClass} font-mono uppercase placeholder:font-sans placeholder:normal-case`}
          {...code}
          onChange={(e) => {
            e.target.value = e.target.value.toUpperCase();
            return code.onChange(e);
          }}
        />
      </Field>
      <Field id={ids.discountType} label="Discount Type">
        <select id={ids.discountType} className={inputClass} {...form.register('discountType')}>
          <option value="percentage">percentage</option>
          <option value="fixed">fixed</option>
        </select>
      </Field>
      {discountType === 'percentage'
        ? numberField('discountPercentage', 'Discount Percentage (%)', { placeholder: 'e.g. 10', hint: 'From 0 to 100.' })
        : numberField('discountAmount', 'Discount Amount (₹)', { placeholder: 'e.g. 50' })}
      <Field id={ids.expiryDate} label="Expiry Date" error={errors.expiryDate?.message} hint="Valid to the end of this day (India time).">
        <input {...fieldProps(ids.expiryDate, errors.expiryDate?.message, true)} type="date" className={inputClass} {...form.register('expiryDate')} />
      </Field>
      {numberField('minimumItemQuantity', 'Minimum Item Quantity', { step: '1', placeholder: 'e.g. 1' })}
      {numberField('minPurchaseAmount', 'Minimum Purchase Amount (₹)', { placeholder: 'e.g. 0' })}
      {numberField('maxDiscountAmount', 'Maximum Discount Amount (₹)', { placeholder: 'e.g. 100', hint: 'Caps a percentage discount; 0 for no cap.' })}
      {numberField('usageLimit', 'Usage Limit', { step: '1', placeholder: 'e.g. 100', hint: 'Uses across all customers, at least 1.' })}
      {numberField('userLimit', 'User Limit', { step: '1', placeholder: 'e.g. 1', hint: 'Uses per customer, at least 1.' })}
      <div className="flex items-end">
        <Checkbox id={ids.isActive} label="Active" {...form.register('isActive')} />
      </div>
      <Field id={ids.description} label="Description" error={errors.description?.message} className="sm:col-span-2">
        <textarea
          {...fieldProps(ids.description, errors.description?.message)}
          rows={2}
          maxLength={300}
          placeholder="Optional note about this coupon"
          className={`${inputClass} py-2`}
          {...form.register('description')}
        />
      </Field>
    </div>
  );
}
