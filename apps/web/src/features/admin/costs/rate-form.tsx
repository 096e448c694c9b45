import { setRateRequest } from '@shop/contract/books';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { setRate, type CostedSupplier, type SupplierCosts } from '../../../api/admin-books';
import { Field, fieldProps, inputClass } from '../../../components/ui/field';
import { AdminForm, SubmitButton } from '../kit/admin-form';
import { contractResolver } from '../kit/form-kit';
import { useAdminSave } from '../kit/use-admin-save';
import { costsChanged } from './costs-queries';
import { rateLabel } from './rate-format';

type Values = { rate: string };
type Body = { supplier: CostedSupplier; rate: string };

/** Sets a supplier's rate from now on; the rates before stay in its history. */
export function RateForm({ supplier }: { supplier: SupplierCosts }) {
  const id = `${useId()}-rate`;
  const form = useForm<Values, unknown, Body>({
    defaultValues: { rate: '' },
    resolver: contractResolver(setRateRequest, (v: Values) => ({ supplier: supplier.supplier, rate: v.rate })),
  });
  const error = form.formState.errors.rate?.message;
  const save = useAdminSave({
    mutationFn: setRate,
    saved: (_, body) => `${supplier.label}: ${rateLabel(body.rate, supplier.currency)} from now on.`,
    failed: 'Error saving the rate.',
    onSaved: () => form.reset({ rate: '' }),
    refresh: costsChanged,
  });

  return (
    <AdminForm label={`Rate of ${supplier.label}`} layout="row" save={save} onSubmit={form.handleSubmit(save.submit)}>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
        <Field id={id} label={`New rate (₹ per ${supplier.currency})`} error={error} hint="Applies to supplier orders delivered from now on.">
          <input {...fieldProps(id, error, true)} inputMode="decimal" autoComplete="off" placeholder={supplier.rate ?? 'e.g. 15.25'} className={inputClass} {...form.register('rate')} />
        </Field>
        <SubmitButton save={save} busyLabel="Saving..." className="w-full sm:mt-6 sm:w-auto">
          Set rate <span className="sr-only">of {supplier.label}</span>
        </SubmitButton>
      </div>
    </AdminForm>
  );
}
