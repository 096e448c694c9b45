import { updateItemRequest } from '@shop/contract/catalogue-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { updateItem, type AdminItem } from '../../../api/admin-catalogue';
import { useToast } from '../../../components/toast';
import { invalidateCatalogue } from './catalogue-queries';
import { contractResolver, refusal } from '../kit/form-kit';
import { StockRadios } from './stock-radios';
import { Field, fieldProps, inputClass } from '../../../components/ui/field';
import { FormMessage } from '../../../components/ui/form-message';
import { Button } from '../../../components/ui/button';

type Values = { price: string; resellPrice: string; itemInstock: 'true' | 'false' };

const valuesOf = (item: AdminItem): Values => ({ price: String(item.discountedprice), resellPrice: String(item.resellprice), itemInstock: item.inStock ? 'true' : 'false' });

/** One pack's prices on the price screen: what customers pay, what resellers pay, and its stock. */
export function PriceItemForm({ item }: { item: AdminItem }) {
  const id = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Values, unknown, { price: number; resellPrice: number; itemInstock: boolean }>({
    // Follows the saved values: a repricing applied on this screen refills the fields in place,
    // so focus stays where the admin left it.
    values: valuesOf(item),
    resolver: contractResolver(updateItemRequest, (v: Values) => v),
  });
  const { errors } = form.formState;

  const save = useMutation({
    mutationFn: (body: { price: number; resellPrice: number; itemInstock: boolean }) => updateItem(item.itemid, body),
    onSuccess: async () => {
      setServerError(null);
      toast('Price updated successfully', { tone: 'success' });
      await invalidateCatalogue(queryClient);
    },
    onError: (error) => {
      setServerError(refusal(error));
      toast('Error updating price', { tone: 'error' });
    },
  });

  return (
    <form
      noValidate
      aria-label={item.name}
      onSubmit={form.handleSubmit((body) => {
        if (!save.isPending) save.mutate(body);
      })}
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto] lg:items-end">
        <Field id={`${id}-price`} label="Normal Price" error={errors.price?.message}>
          <input {...fieldProps(`${id}-price`, errors.price?.message)} inputMode="decimal" className={inputClass} {...form.register('price')} />
        </Field>
        <Field id={`${id}-resell`} label="Resell Price" error={errors.resellPrice?.message}>
          <input {...fieldProps(`${id}-resell`, errors.resellPrice?.message)} inputMode="decimal" className={inputClass} {...form.register('resellPrice')} />
        </Field>
        <StockRadios legend="Stock" idPrefix={`${id}-stock`} register={form.register('itemInstock')} />
        <Button type="submit" variant="primary" busy={save.isPending} busyLabel="Updating...">
          Update Item
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
