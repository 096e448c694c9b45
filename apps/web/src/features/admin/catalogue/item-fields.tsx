import { createItemRequest, type CreateItemRequest } from '@shop/contract/catalogue-admin';
import { apiTypes, itemTypes } from '@shop/contract/catalogue-rules';
import type { UseFormReturn } from 'react-hook-form';
import type { AdminItem } from '../../../api/admin-catalogue';
import { describedBy, ModalField, modalInputClass } from '../modal-parts';
import { checkboxClass, contractResolver } from './form-kit';

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
    <ModalField id={ids[field]} label={label} error={errors[field]?.message}>
      <input {...describedBy(ids[field], errors[field]?.message)} inputMode="decimal" autoComplete="off" placeholder="e.g. 120" className={modalInputClass} {...form.register(field)} />
    </ModalField>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ModalField id={ids.name} label="Name" error={errors.name?.message}>
        <input {...describedBy(ids.name, errors.name?.message)} autoComplete="off" className={modalInputClass} {...form.register('name')} />
      </ModalField>
      <ModalField id={ids.type} label="Item Type" error={errors.type?.message}>
        <select {...describedBy(ids.type, errors.type?.message)} className={modalInputClass} {...form.register('type')}>
          <option value="">None</option>
          {itemTypes.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </ModalField>
      {price('originalprice', 'Original Price (₹)')}
      {price('discountedprice', 'Discounted Price (₹)')}
      {price('resellprice', 'Resell Price (₹)')}
      <ModalField id={ids.imgpath} label="Image Path" error={errors.imgpath?.message} hint="A path of this shop (/uploads/…) or an https:// address.">
        <input {...describedBy(ids.imgpath, errors.imgpath?.message, true)} autoComplete="off" spellCheck={false} className={modalInputClass} {...form.register('imgpath')} />
      </ModalField>
      <div className="sm:col-span-2">
        <ModalField id={ids.itemidarray} label="Supplier SKUs (comma-separated)" error={errors.itemidarray?.message} hint="The supplier's product codes this pack delivers, e.g. 13, 2391.">
          <input {...describedBy(ids.itemidarray, errors.itemidarray?.message, true)} autoComplete="off" spellCheck={false} className={modalInputClass} {...form.register('itemidarray')} />
        </ModalField>
      </div>
      <div className="sm:col-span-2">
        <ModalField id={ids.suggestedTask} label="Suggested Task (optional)" error={errors.suggestedTask?.message}>
          <input {...describedBy(ids.suggestedTask, errors.suggestedTask?.message)} autoComplete="off" className={modalInputClass} {...form.register('suggestedTask')} />
        </ModalField>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-1 sm:col-span-2">
        <label htmlFor={`${idPrefix}-instock`} className="flex min-h-11 items-center gap-2 text-sm font-semibold">
          <input id={`${idPrefix}-instock`} type="checkbox" className={checkboxClass} {...form.register('inStock')} />
          In Stock
        </label>
        <label htmlFor={`${idPrefix}-isapi`} className="flex min-h-11 items-center gap-2 text-sm font-semibold">
          <input id={`${idPrefix}-isapi`} type="checkbox" className={checkboxClass} {...form.register('isApi')} />
          Is API
        </label>
      </div>
      {isApi && (
        <ModalField id={ids.apiType} label="API Type" error={errors.apiType?.message}>
          <select {...describedBy(ids.apiType, errors.apiType?.message)} className={modalInputClass} {...form.register('apiType')}>
            <option value="">Select API Type</option>
            {apiTypes.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </ModalField>
      )}
    </div>
  );
}
