import { updateItemRequest } from '@shop/contract/catalogue-admin';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { updateItem, type AdminItem } from '../../../api/admin-catalogue';
import { Field, fieldProps, inputClass } from '../../../components/ui/field';
import { AdminForm, SubmitButton } from '../kit/admin-form';
import { contractResolver } from '../kit/form-kit';
import { useAdminSave } from '../kit/use-admin-save';
import { invalidateCatalogue } from './catalogue-queries';
import { StockRadios } from './stock-radios';

type Values = { price: string; resellPrice: string; itemInstock: 'true' | 'false' };
type Body = { price: number; resellPrice: number; itemInstock: boolean };

const valuesOf = (item: AdminItem): Values => ({ price: String(item.discountedprice), resellPrice: String(item.resellprice), itemInstock: item.inStock ? 'true' : 'false' });

/** One pack's prices on the price screen: what customers pay, what resellers pay, and its stock. */
export function PriceItemForm({ item }: { item: AdminItem }) {
  const id = useId();
  const form = useForm<Values, unknown, Body>({
    // Follows the saved values: a repricing applied on this screen refills the fields in place,
    // so focus stays where the admin left it.
    values: valuesOf(item),
    resolver: contractResolver(updateItemRequest, (v: Values) => v),
  });
  const { errors } = form.formState;
  const save = useAdminSave({ mutationFn: (body: Body) => updateItem(item.itemid, body), saved: 'Price updated successfully', failed: 'Error updating price', refresh: invalidateCatalogue });

  return (
    <AdminForm label={item.name} layout="row" save={save} onSubmit={form.handleSubmit(save.submit)}>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto] lg:items-end">
        <Field id={`${id}-price`} label="Normal Price" error={errors.price?.message}>
          <input {...fieldProps(`${id}-price`, errors.price?.message)} inputMode="decimal" className={inputClass} {...form.register('price')} />
        </Field>
        <Field id={`${id}-resell`} label="Resell Price" error={errors.resellPrice?.message}>
          <input {...fieldProps(`${id}-resell`, errors.resellPrice?.message)} inputMode="decimal" className={inputClass} {...form.register('resellPrice')} />
        </Field>
        <StockRadios legend="Stock" idPrefix={`${id}-stock`} register={form.register('itemInstock')} />
        <SubmitButton save={save} busyLabel="Updating...">
          Update Item
        </SubmitButton>
      </div>
    </AdminForm>
  );
}
