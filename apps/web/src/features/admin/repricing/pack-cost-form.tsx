import { packCostRequest } from '@shop/contract/books';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { setPackCost, type PackMargin } from '../../../api/admin-books';
import { useToast } from '../../../components/toast';
import { Button } from '../../../components/ui/button';
import { Field, fieldProps, inputClass } from '../../../components/ui/field';
import { FormMessage } from '../../../components/ui/form-message';
import { marginsKey } from '../catalogue/catalogue-queries';
import { contractResolver, refusal } from '../kit/form-kit';

type Values = { cost: string };
type Body = { itemid: number; cost: number | null };

/** The cost of a pack delivered by hand, which no supplier reports; empty clears it. */
export function PackCostForm({ pack }: { pack: PackMargin }) {
  const id = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Values, unknown, Body>({
    defaultValues: { cost: pack.cost === null ? '' : String(pack.cost) },
    resolver: contractResolver(packCostRequest, (v: Values) => ({ itemid: pack.itemid, cost: v.cost.trim() === '' ? null : v.cost })),
  });
  const error = form.formState.errors.cost?.message;

  const save = useMutation({
    mutationFn: setPackCost,
    onSuccess: async (answer) => {
      setServerError(null);
      toast(answer.message, { tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: marginsKey });
    },
    onError: (failure) => {
      setServerError(refusal(failure));
      toast('Error saving the cost.', { tone: 'error' });
    },
  });

  return (
    <form
      noValidate
      aria-label={`Cost of ${pack.name}`}
      onSubmit={form.handleSubmit((body) => {
        if (!save.isPending) save.mutate(body);
      })}
    >
      <div className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_auto] sm:items-start">
        <Field id={`${id}-cost`} label="Cost of this pack (₹)" error={error} hint="Delivered by hand: what one costs you. Empty if unknown.">
          <input {...fieldProps(`${id}-cost`, error, true)} inputMode="decimal" autoComplete="off" className={inputClass} {...form.register('cost')} />
        </Field>
        <Button type="submit" busy={save.isPending} busyLabel="Saving..." className="w-full sm:mt-6 sm:w-auto">
          Save cost <span className="sr-only">of {pack.name}</span>
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
