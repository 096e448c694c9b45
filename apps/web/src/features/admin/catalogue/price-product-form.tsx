import { updateProductRequest } from '@shop/contract/catalogue-admin';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { updateProduct, type AdminProduct } from '../../../api/admin-catalogue';
import { cardClass } from '../../../components/ui/card';
import { Field, fieldProps, inputClass } from '../../../components/ui/field';
import { AdminForm } from '../kit/admin-form';
import { contractResolver } from '../kit/form-kit';
import { useAdminSave } from '../kit/use-admin-save';
import { invalidateCatalogue } from './catalogue-queries';
import { StockRadios } from './stock-radios';

type Values = { instock: 'true' | 'false'; importantNote: string };

/** The chosen product's stock and its Important Note. */
export function PriceProductForm({ product }: { product: AdminProduct }) {
  const id = useId();
  const form = useForm<Values, unknown, { _id: string; instock: boolean; importantNote: string }>({
    defaultValues: { instock: product.instock ? 'true' : 'false', importantNote: product.importantnote },
    resolver: contractResolver(updateProductRequest, (v: Values) => ({ ...v, _id: product._id }), ['importantNote']),
  });
  const noteError = form.formState.errors.importantNote?.message;
  const save = useAdminSave({ mutationFn: updateProduct, saved: 'Product instock status updated successfully', failed: 'Error updating instock status', refresh: invalidateCatalogue });

  return (
    <AdminForm label={`${product.name} stock`} className={`${cardClass} grid gap-3`} layout="stack" save={save} submitLabel="Update Product" busyLabel="Updating..." onSubmit={form.handleSubmit(save.submit)}>
      <h2 className="text-lg font-bold break-words">{product.name}</h2>
      <StockRadios legend="Product stock" idPrefix={`${id}-stock`} register={form.register('instock')} />
      <Field id={`${id}-note`} label="Important Note (optional)" error={noteError}>
        <textarea {...fieldProps(`${id}-note`, noteError)} rows={3} maxLength={1000} className={`${inputClass} py-2`} {...form.register('importantNote')} />
      </Field>
    </AdminForm>
  );
}
