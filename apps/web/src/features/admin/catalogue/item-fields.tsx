import { createItemRequest, type CreateItemRequest } from '@shop/contract/catalogue-admin';
import { itemTypes } from '@shop/contract/catalogue-rules';
import type { UseFormReturn } from 'react-hook-form';
import type { AdminItem } from '../../../api/admin-catalogue';
import { contractResolver } from '../kit/form-kit';
import { ChoiceField } from '../kit/options';
import { Checkbox, Field, fieldProps, inputClass } from '../../../components/ui/field';
import { ApiTypeField, ImagePathField, imagePathHint } from './catalogue-fields';

/** An item as the form holds it: prices and supplier SKUs as typed. */
export type ItemValues = {
  name: string;
  type: string;
  suggestedTask: string;
  originalprice: string;
  discountedprice: string;
  resellprice: string;
  isApi: boolean;
  apiType: string;
  imgpath: string;
  inStock: boolean;
  itemidarray: string;
};

export const emptyItem: ItemValues = {
  name: '',
  type: '',
  suggestedTask: '',
  originalprice: '',
  discountedprice: '',
  resellprice: '',
  isApi: false,
  apiType: '',
  imgpath: '',
  inStock: true,
  itemidarray: '',
};

export const itemValuesOf = (item: AdminItem): ItemValues => ({
  name: item.name,
  type: item.type,
  suggestedTask: item.suggestedTask,
  originalprice: String(item.originalprice),
  discountedprice: String(item.discountedprice),
  resellprice: String(item.resellprice),
  isApi: item.isApi,
  apiType: item.apiType ?? '',
  imgpath: item.imgpath,
  inStock: item.inStock,
  itemidarray: item.itemidarray.join(', '),
});

const toBody = (v: ItemValues) => ({
  ...v,
  itemidarray: v.itemidarray
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
});

export const itemResolver = contractResolver<ItemValues, typeof createItemRequest>(createItemRequest, toBody, ['itemidarray']);
export type ItemForm = UseFormReturn<ItemValues, unknown, CreateItemRequest>;

export const itemFieldIds = (prefix: string) =>
  ({
    name: `${prefix}-name`,
    type: `${prefix}-type`,
    originalprice: `${prefix}-original`,
    discountedprice: `${prefix}-discounted`,
    resellprice: `${prefix}-resell`,
    apiType: `${prefix}-apitype`,
    imgpath: `${prefix}-imgpath`,
    itemidarray: `${prefix}-skus`,
    suggestedTask: `${prefix}-task`,
  }) as const;

/** The item's fields, shared by Create Item and the edit dialog. */
export function ItemFields({ form, idPrefix }: { form: ItemForm; idPrefix: string }) {
  const ids = itemFieldIds(idPrefix);
  const { errors } = form.formState;
  const isApi = form.watch('isApi');
  const price = (field: 'originalprice' | 'discountedprice' | 'resellprice', label: string) => (
    <Field id={ids[field]} label={label} error={errors[field]?.message}>
      <input {...fieldProps(ids[field], errors[field]?.message)} inputMode="decimal" autoComplete="off" placeholder="e.g. 120" className={inputClass} {...form.register(field)} />
    </Field>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={ids.name} label="Name" error={errors.name?.message}>
        <input {...fieldProps(ids.name, errors.name?.message)} autoComplete="off" className={inputClass} {...form.register('name')} />
      </Field>
      <ChoiceField id={ids.type} label="Item Type" error={errors.type?.message} register={form.register('type')} none="None" options={itemTypes} />
      {price('originalprice', 'Original Price (₹)')}
      {price('discountedprice', 'Discounted Price (₹)')}
      {price('resellprice', 'Resell Price (₹)')}
      <ImagePathField id={ids.imgpath} error={errors.imgpath?.message} hint={imagePathHint} register={form.register('imgpath')} />
      <Field id={ids.itemidarray} label="Supplier SKUs (comma-separated)" error={errors.itemidarray?.message} hint="The supplier's product codes this pack delivers, e.g. 13, 2391." className="sm:col-span-2">
        <input {...fieldProps(ids.itemidarray, errors.itemidarray?.message, true)} autoComplete="off" spellCheck={false} className={inputClass} {...form.register('itemidarray')} />
      </Field>
      <Field id={ids.suggestedTask} label="Suggested Task (optional)" error={errors.suggestedTask?.message} className="sm:col-span-2">
        <input {...fieldProps(ids.suggestedTask, errors.suggestedTask?.message)} autoComplete="off" className={inputClass} {...form.register('suggestedTask')} />
      </Field>
      <div className="flex flex-wrap gap-x-6 gap-y-1 sm:col-span-2">
        <Checkbox id={`${idPrefix}-instock`} label="In Stock" {...form.register('inStock')} />
        <Checkbox id={`${idPrefix}-isapi`} label="Is API" {...form.register('isApi')} />
      </div>
      {isApi && <ApiTypeField id={ids.apiType} error={errors.apiType?.message} register={form.register('apiType')} />}
    </div>
  );
}
