import { updateProductRequest } from '@shop/contract/catalogue-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { updateProduct, type AdminProduct } from '../../../api/admin-catalogue';
import { useToast } from '../../../components/toast';
import { invalidateCatalogue } from './catalogue-queries';
import { contractResolver, refusal } from '../kit/form-kit';
import { StockRadios } from './stock-radios';
import { cardClass } from '../../../components/ui/card';
import { Field, fieldProps, inputClass } from '../../../components/ui/field';
import { FormMessage } from '../../../components/ui/form-message';
import { Button } from '../../../components/ui/button';

type Values = { instock: 'true' | 'false'; importantNote: string };

/** The chosen product's stock and its Important Note. */
export function PriceProductForm({ product }: { product: AdminProduct }) {
  const id = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Values, unknown, { _id: string; instock: boolean; importantNote: string }>({
    defaultValues: { instock: product.instock ? 'true' : 'false', importantNote: product.importantnote },
    resolver: contractResolver(updateProductRequest, (v: Values) => ({ ...v, _id: product._id }), ['importantNote']),
  });
  const noteError = form.formState.errors.importantNote?.message;

  const save = useMutation({
    mutationFn: updateProduct,
    onSuccess: async () => {
      setServerError(null);
      toast('Product instock status updated successfully', { tone: 'success' });
      await invalidateCatalogue(queryClient);
    },
    onError: (error) => {
      setServerError(refusal(error));
      toast('Error updating instock status', { tone: 'error' });
    },
  });

  return (
    <form
      noValidate
      aria-label={`${product.name} stock`}
      className={cardClass}
      onSubmit={form.handleSubmit((body) => {
        if (!save.isPending) save.mutate(body);
      })}
    >
      <h2 className="mb-3 text-lg font-bold break-words">{product.name}</h2>
      <div className="grid gap-3">
        <StockRadios legend="Product stock" idPrefix={`${id}-stock`} register={form.register('instock')} />
        <Field id={`${id}-note`} label="Important Note (optional)" error={noteError}>
          <textarea {...fieldProps(`${id}-note`, noteError)} rows={3} maxLength={1000} className={`${inputClass} py-2`} {...form.register('importantNote')} />
        </Field>
        {serverError && <FormMessage tone="error">{serverError}</FormMessage>}
        <div className="flex justify-end">
          <Button type="submit" variant="primary" busy={save.isPending} busyLabel="Updating..." className="w-full sm:w-auto">
            Update Product
          </Button>
        </div>
      </div>
    </form>
  );
}
