import { gameTypes, productCategories } from '@shop/contract/catalogue-rules';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { AdminProduct } from '../../../api/admin-catalogue';
import { Checkbox, Field, fieldProps, inputClass } from '../../../components/ui/field';
import { ChoiceField, type Option } from '../kit/options';
import { ApiTypeField, ImagePathField, imagePathHint } from './catalogue-fields';

/** A product as its forms hold it: the item ids as typed, comma-separated. */
export type ProductValues = {
  name: string;
  type: string;
  category: string;
  imgpath: string;
  importantnote: string;
  inputs: { label: string }[];
  items: string;
  istrending: boolean;
  isApi: boolean;
  apiType: string;
  instock: boolean;
};

/** A saved product as the edit dialog fills its fields. */
export const productValuesOf = (product: AdminProduct): ProductValues => ({
  name: product.name,
  type: product.type,
  category: product.category,
  apiType: product.apiType ?? '',
  isApi: product.isApi,
  istrending: product.istrending,
  importantnote: product.importantnote,
  items: product.items.join(', '),
  instock: product.instock,
  imgpath: product.imgpath,
  inputs: product.inputs,
});

/** The ids of the fields in form order; the input labels (Create Product only) start at `inputs`. */
export const productFieldIds = (prefix: string) =>
  ({
    name: `${prefix}-name`,
    type: `${prefix}-type`,
    category: `${prefix}-category`,
    imgpath: `${prefix}-imgpath`,
    inputs: `${prefix}-input-0`,
    items: `${prefix}-items`,
    apiType: `${prefix}-apitype`,
    importantnote: `${prefix}-note`,
  }) as const;

/** The games the product page has rules for (player id checks, server pickers, Check Username), by name. */
const gameNames: Record<keyof typeof gameTypes, string> = {
  MLBB: 'Mobile Legends',
  MCGG: 'Magic Chess: Go Go',
  GENSHIN: 'Genshin Impact',
  HONKAI: 'Honkai: Star Rail',
  ZENLESS: 'Zenless Zone Zero',
  HOK: 'Honor of Kings',
};

/** The product types the shop knows: those games, then subscriptions and everything else. */
const knownProductTypes: Option[] = [
  ...Object.values(gameTypes).map((value) => ({ value, label: `${value} · ${gameNames[value]}` })),
  { value: 'OTT', label: 'OTT · Streaming subscriptions' },
  { value: 'OTHER', label: 'OTHER · Gift codes and anything else' },
];

/** The known types, and after them a product's own type when it is none of those, so that editing never changes it unasked. */
function productTypeOptions(savedType: string): Option[] {
  if (!savedType || knownProductTypes.some((t) => t.value === savedType)) return knownProductTypes;
  return [...knownProductTypes, { value: savedType, label: `${savedType} · this product's own type` }];
}

type ProductFieldsProps<Out> = {
  form: UseFormReturn<ProductValues, unknown, Out>;
  idPrefix: string;
  /** The page has room for two columns and the typing hints; the edit dialog has one column. */
  layout: 'page' | 'dialog';
  /** Fields of one form only, placed after the items. */
  children?: ReactNode;
};

/** The product's fields, shared by Create Product and the edit dialog. */
export function ProductFields<Out>({ form, idPrefix, layout, children }: ProductFieldsProps<Out>) {
  const ids = productFieldIds(idPrefix);
  const { errors } = form.formState;
  const isApi = form.watch('isApi');
  // A product saved with a type outside the list keeps it: the edit dialog offers it as well.
  const savedType = form.formState.defaultValues?.type ?? '';
  const page = layout === 'page';
  return (
    <div className={page ? 'grid gap-4 sm:grid-cols-2' : 'grid gap-4'}>
      <Field id={ids.name} label="Name" error={errors.name?.message}>
        <input {...fieldProps(ids.name, errors.name?.message)} autoComplete="off" className={inputClass} {...form.register('name')} />
      </Field>
      <ChoiceField
        id={ids.type}
        label="Type"
        error={errors.type?.message}
        hint={page ? "The game sets the product page's player id checks; OTT and OTHER have none." : undefined}
        register={form.register('type')}
        none="Select Type"
        options={productTypeOptions(savedType)}
      />
      <ChoiceField id={ids.category} label="Category" error={errors.category?.message} register={form.register('category')} none="Select Category" options={productCategories} />
      <ImagePathField id={ids.imgpath} error={errors.imgpath?.message} hint={page ? imagePathHint : undefined} register={form.register('imgpath')} />
      <Field id={ids.items} label="Items (comma-separated item ids)" error={errors.items?.message} hint={page ? 'e.g. 1001, 1002, 1003' : undefined} className="sm:col-span-2">
        <input {...fieldProps(ids.items, errors.items?.message, page)} inputMode={page ? 'numeric' : undefined} autoComplete="off" className={inputClass} {...form.register('items')} />
      </Field>
      {children}
      <div className="flex flex-wrap gap-x-6 gap-y-1 sm:col-span-2">
        <Checkbox id={`${idPrefix}-trending`} label="Is Trending" {...form.register('istrending')} />
        <Checkbox id={`${idPrefix}-instock`} label="In Stock" {...form.register('instock')} />
        <Checkbox id={`${idPrefix}-isapi`} label="Is API" {...form.register('isApi')} />
      </div>
      {isApi && <ApiTypeField id={ids.apiType} error={errors.apiType?.message} register={form.register('apiType')} />}
      <Field id={ids.importantnote} label="Important Note (optional)" error={errors.importantnote?.message} className="sm:col-span-2">
        <textarea {...fieldProps(ids.importantnote, errors.importantnote?.message)} rows={3} maxLength={1000} className={`${inputClass} py-2`} {...form.register('importantnote')} />
      </Field>
    </div>
  );
}
