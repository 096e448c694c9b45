import { updateProductRequest } from '@shop/contract/catalogue-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { updateProduct, type AdminProduct } from '../../../api/admin-catalogue';
import { useToast } from '../../../components/toast';
import { describedBy, FormMessage, ModalField, modalInputClass, primaryButtonClass } from '../modal-parts';
import { invalidateCatalogue } from './catalogue-queries';
import { cardClass, contractResolver, refusal } from './form-kit';
import { StockRadios } from './stock-radios';

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
        <ModalField id={`${id}-note`} label="Important Note (optional)" error={noteError}>
          <textarea {...describedBy(`${id}-note`, noteError)} rows={3} maxLength={1000} className={`${modalInputClass} py-2`} {...form.register('importantNote')} />
        </ModalField>
        {serverError && <FormMessage tone="error">{serverError}</FormMessage>}
        <div className="flex justify-end">
          <button type="submit" disabled={save.isPending} className={`${primaryButtonClass} w-full sm:w-auto`}>
            {save.isPending ? 'Updating...' : 'Update Product'}
          </button>
        </div>
      </div>
    </form>
  );
}
