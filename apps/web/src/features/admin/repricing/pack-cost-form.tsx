import { packCostRequest } from '@shop/contract/books';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { setPackCost, type PackMargin } from '../../../api/admin-books';
import { Field, fieldProps, inputClass } from '../../../components/ui/field';
import { refetchMargins } from '../catalogue/catalogue-queries';
import { AdminForm, SubmitButton } from '../kit/admin-form';
import { contractResolver } from '../kit/form-kit';
import { useAdminSave } from '../kit/use-admin-save';

type Values = { cost: string };
type Body = { itemid: number; cost: number | null };

/** The cost of a pack delivered by hand, which no supplier reports; empty clears it. */
export function PackCostForm({ pack }: { pack: PackMargin }) {
  const id = `${useId()}-cost`;
  const form = useForm<Values, unknown, Body>({
    defaultValues: { cost: pack.cost === null ? '' : String(pack.cost) },
    resolver: contractResolver(packCostRequest, (v: Values) => ({ itemid: pack.itemid, cost: v.cost.trim() === '' ? null : v.cost })),
  });
  const error = form.formState.errors.cost?.message;
  const save = useAdminSave({ mutationFn: setPackCost, failed: 'Error saving the cost.', refresh: refetchMargins });

  return (
    <AdminForm label={`Cost of ${pack.name}`} layout="row" save={save} onSubmit={form.handleSubmit(save.submit)}>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_auto] sm:items-start">
        <Field id={id} label="Cost of this pack (₹)" error={error} hint="Delivered by hand: what one costs you. Empty if unknown.">
          <input {...fieldProps(id, error, true)} inputMode="decimal" autoComplete="off" className={inputClass} {...form.register('cost')} />
        </Field>
        <SubmitButton save={save} busyLabel="Saving..." variant="secondary" className="w-full sm:mt-6 sm:w-auto">
          Save cost <span className="sr-only">of {pack.name}</span>
        </SubmitButton>
      </div>
    </AdminForm>
  );
}
