import { setRateRequest } from '@shop/contract/books';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { setRate, type CostedSupplier, type SupplierCosts } from '../../../api/admin-books';
import { useToast } from '../../../components/toast';
import { Button } from '../../../components/ui/button';
import { Field, fieldProps, inputClass } from '../../../components/ui/field';
import { FormMessage } from '../../../components/ui/form-message';
import { contractResolver, refusal } from '../kit/form-kit';
import { costsChanged } from './costs-queries';
import { rateLabel } from './rate-format';

type Values = { rate: string };
type Body = { supplier: CostedSupplier; rate: string };

/** Sets a supplier's rate from now on; the rates before stay in its history. */
export function RateForm({ supplier }: { supplier: SupplierCosts }) {
  const id = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Values, unknown, Body>({
    defaultValues: { rate: '' },
    resolver: contractResolver(setRateRequest, (v: Values) => ({ supplier: supplier.supplier, rate: v.rate })),
  });
  const error = form.formState.errors.rate?.message;

  const save = useMutation({
    mutationFn: setRate,
    onSuccess: async (answer, body) => {
      setServerError(null);
      form.reset({ rate: '' });
      toast(`${supplier.label}: ${rateLabel(body.rate, supplier.currency)} from now on.`, { tone: 'success' });
      await costsChanged(queryClient, answer);
    },
    onError: (failure) => {
      setServerError(refusal(failure));
      toast('Error saving the rate.', { tone: 'error' });
    },
  });

  return (
    <form
      noValidate
      aria-label={`Rate of ${supplier.label}`}
      onSubmit={form.handleSubmit((body) => {
        if (!save.isPending) save.mutate(body);
      })}
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
        <Field id={`${id}-rate`} label={`New rate (₹ per ${supplier.currency})`} error={error} hint="Applies to supplier orders delivered from now on.">
          <input
            {...fieldProps(`${id}-rate`, error, true)}
            inputMode="decimal"
            autoComplete="off"
            placeholder={supplier.rate ?? 'e.g. 15.25'}
            className={inputClass}
            {...form.register('rate')}
          />
        </Field>
        <Button type="submit" variant="primary" busy={save.isPending} busyLabel="Saving..." className="w-full sm:mt-6 sm:w-auto">
          Set rate <span className="sr-only">of {supplier.label}</span>
        </Button>
      </div>
      {serverError && (
        <div className="mt-3">
          <FormMessage tone="error">{serverError}</FormMessage>
        </div>
      )}
    </form>
  );
}
