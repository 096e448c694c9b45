import { pricingRule } from '@shop/contract/books';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { saveRule, type PricingRule, type ProductMargins } from '../../../api/admin-books';
import { Checkbox } from '../../../components/ui/field';
import { refetchMargins } from '../catalogue/catalogue-queries';
import { AdminForm } from '../kit/admin-form';
import { contractResolver } from '../kit/form-kit';
import { useAdminSave } from '../kit/use-admin-save';
import { MarkupFields } from './markup-fields';
import { ruleOf, ruleValues, type RuleValues } from './rule-values';

const resolver = contractResolver<RuleValues, typeof pricingRule>(pricingRule, ruleOf);

const roundingOptions = [
  { value: 'rupee', label: 'Up to a whole rupee (₹129.40 → ₹130)' },
  { value: 'nine', label: 'Up to a price ending in 9 (₹123 → ₹129)' },
] as const;

/** A product's repricing rule: cost plus a markup for customers and for resellers, rounded up. */
export function RuleForm({ product }: { product: ProductMargins }) {
  const id = useId();
  const form = useForm<RuleValues, unknown, PricingRule>({ defaultValues: ruleValues(product.rule), resolver });
  const roundingError = form.formState.errors.rounding?.message;
  const save = useAdminSave({ mutationFn: (rule: PricingRule) => saveRule({ productId: product._id, rule }), failed: 'Error saving the rule.', refresh: refetchMargins });

  return (
    <AdminForm label={`Repricing rule of ${product.name}`} className="space-y-4" layout="stack" save={save} submitLabel="Save rule" busyLabel="Saving..." onSubmit={form.handleSubmit(save.submit)}>
      <div className="grid gap-3 md:grid-cols-2">
        <MarkupFields who="customer" idPrefix={id} form={form} />
        <MarkupFields who="reseller" idPrefix={id} form={form} />
      </div>
      <fieldset aria-describedby={roundingError ? `${id}-rounding-error` : undefined}>
        <legend className="mb-1 text-sm font-semibold text-zinc-800 dark:text-zinc-200">Rounding</legend>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {roundingOptions.map((option) => (
            <label key={option.value} className="flex min-h-11 items-center gap-2 text-sm">
              <input type="radio" value={option.value} className="size-5 shrink-0 accent-brand-700" {...form.register('rounding')} />
              {option.label}
            </label>
          ))}
        </div>
        {roundingError && (
          <p id={`${id}-rounding-error`} className="mt-1 text-xs font-medium text-red-700 dark:text-red-300">
            {roundingError}
          </p>
        )}
      </fieldset>
      <div>
        <Checkbox id={`${id}-below`} label="Allow prices below cost" aria-describedby={`${id}-below-hint`} {...form.register('allowBelowCost')} />
        <p id={`${id}-below-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
          Only for selling at a loss on purpose: without it a markup below zero is refused.
        </p>
      </div>
    </AdminForm>
  );
}
