import type { UseFormReturn } from 'react-hook-form';
import { Field, fieldProps, inputClass } from '../../../components/ui/field';
import type { PricingRule } from '../../../api/admin-books';
import { ChoiceField } from '../kit/options';
import type { Buyer, RuleValues } from './rule-values';

const legends: Record<Buyer, string> = { customer: 'Customer price', reseller: 'Reseller price' };
const markupKinds = [
  { value: 'percent', label: 'Percent of cost' },
  { value: 'fixed', label: 'Fixed rupees over cost' },
];

/** One buyer's markup over cost (a percentage or fixed rupees) and the lowest price the rule sets. */
export function MarkupFields({ who, idPrefix, form }: { who: Buyer; idPrefix: string; form: UseFormReturn<RuleValues, unknown, PricingRule> }) {
  const errors = form.formState.errors[who];
  const kind = form.watch(`${who}.kind`);
  const ids = { kind: `${idPrefix}-${who}-kind`, value: `${idPrefix}-${who}-value`, floor: `${idPrefix}-${who}-floor` };
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-zinc-200 p-3 dark:border-zinc-700">
      <legend className="px-1 text-sm font-bold">{legends[who]}</legend>
      <ChoiceField id={ids.kind} label="Markup type" error={errors?.kind?.message} register={form.register(`${who}.kind`)} options={markupKinds} />
      <Field id={ids.value} label={kind === 'fixed' ? 'Markup (₹)' : 'Markup (%)'} error={errors?.value?.message} hint="Added to the cost. Below zero sells under cost.">
        <input {...fieldProps(ids.value, errors?.value?.message, true)} inputMode="decimal" autoComplete="off" className={inputClass} {...form.register(`${who}.value`)} />
      </Field>
      <Field id={ids.floor} label="Lowest price (₹, optional)" error={errors?.floor?.message} hint="The rule never prices a pack under this.">
        <input {...fieldProps(ids.floor, errors?.floor?.message, true)} inputMode="decimal" autoComplete="off" className={inputClass} {...form.register(`${who}.floor`)} />
      </Field>
    </fieldset>
  );
}
