import type { ReactNode } from 'react';
import type { CouponErrors, CouponValues } from './coupon-rules';
import { describedBy, ModalField, modalInputClass } from './modal-parts';

type CouponFieldsProps = {
  /** Makes the field ids unique when two forms could be on the page. */
  idPrefix: string;
  values: CouponValues;
  errors: CouponErrors;
  onChange: (values: CouponValues) => void;
};

/** The id of a coupon field, for focusing the first wrong one. */
export const couponFieldId = (idPrefix: string, field: keyof CouponValues) => `${idPrefix}-${field}`;

/** The coupon's fields (spec accounts-money-admin 3: Coupon), shared by create and edit. */
export function CouponFields({ idPrefix, values, errors, onChange }: CouponFieldsProps) {
  const id = (field: keyof CouponValues) => couponFieldId(idPrefix, field);
  const set = <K extends keyof CouponValues>(field: K, value: CouponValues[K]) => onChange({ ...values, [field]: value });

  function numberField(field: keyof CouponValues, label: string, options: { hint?: string; step?: string; placeholder?: string } = {}): ReactNode {
    const error = errors[field];
    return (
      <ModalField id={id(field)} label={label} error={error} hint={options.hint}>
        <input
          {...describedBy(id(field), error, Boolean(options.hint))}
          type="number"
          inputMode="decimal"
          min="0"
          step={options.step ?? 'any'}
          placeholder={options.placeholder}
          className={modalInputClass}
          value={values[field] as string}
          onChange={(e) => set(field, e.target.value)}
        />
      </ModalField>
    );
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ModalField id={id('couponCode')} label="Coupon Code" error={errors.couponCode} hint="Letters, digits, - and _; saved in capitals.">
        <input
          {...describedBy(id('couponCode'), errors.couponCode, true)}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={32}
          placeholder="e.g. DIWALI10"
          className={`${modalInputClass} font-mono uppercase placeholder:font-sans placeholder:normal-case`}
          value={values.couponCode}
          onChange={(e) => set('couponCode', e.target.value.toUpperCase())}
        />
      </ModalField>
      <ModalField id={id('discountType')} label="Discount Type">
        <select id={id('discountType')} className={modalInputClass} value={values.discountType} onChange={(e) => set('discountType', e.target.value as CouponValues['discountType'])}>
          <option value="percentage">percentage</option>
          <option value="fixed">fixed</option>
        </select>
      </ModalField>
      {values.discountType === 'percentage'
        ? numberField('discountPercentage', 'Discount Percentage (%)', { placeholder: 'e.g. 10', hint: 'From 0 to 100.' })
        : numberField('discountAmount', 'Discount Amount (₹)', { placeholder: 'e.g. 50' })}
      <ModalField id={id('expiryDate')} label="Expiry Date" error={errors.expiryDate} hint="Valid to the end of this day (India time).">
        <input {...describedBy(id('expiryDate'), errors.expiryDate, true)} type="date" className={modalInputClass} value={values.expiryDate} onChange={(e) => set('expiryDate', e.target.value)} />
      </ModalField>
      {numberField('minimumItemQuantity', 'Minimum Item Quantity', { step: '1', placeholder: 'e.g. 1' })}
      {numberField('minPurchaseAmount', 'Minimum Purchase Amount (₹)', { placeholder: 'e.g. 0' })}
      {numberField('maxDiscountAmount', 'Maximum Discount Amount (₹)', { placeholder: 'e.g. 100', hint: 'Caps a percentage discount; 0 for no cap.' })}
      {numberField('usageLimit', 'Usage Limit', { step: '1', placeholder: 'e.g. 100', hint: 'Uses across all customers, at least 1.' })}
      {numberField('userLimit', 'User Limit', { step: '1', placeholder: 'e.g. 1', hint: 'Uses per customer, at least 1.' })}
      <div className="flex items-end">
        <label htmlFor={id('isActive')} className="flex min-h-11 items-center gap-3 text-sm font-semibold">
          <input id={id('isActive')} type="checkbox" className="size-5 accent-brand-700" checked={values.isActive} onChange={(e) => set('isActive', e.target.checked)} />
          Active
        </label>
      </div>
      <div className="sm:col-span-2">
        <ModalField id={id('description')} label="Description" error={errors.description}>
          <textarea
            {...describedBy(id('description'), errors.description)}
            rows={2}
            maxLength={300}
            placeholder="Optional note about this coupon"
            className={`${modalInputClass} py-2`}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
        </ModalField>
      </div>
    </div>
  );
}
