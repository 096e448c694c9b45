import { createProductRequest, splitItemIds, type CreateProductRequest } from '@shop/contract/catalogue-admin';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { createProduct } from '../../../api/admin-catalogue';
import { Button } from '../../../components/ui/button';
import { cardClass } from '../../../components/ui/card';
import { Field, fieldProps, inputClass } from '../../../components/ui/field';
import { AdminForm } from '../kit/admin-form';
import { contractResolver, focusFirstError } from '../kit/form-kit';
import { PageHeader } from '../kit/page-header';
import { useAdminSave } from '../kit/use-admin-save';
import { invalidateCatalogue } from './catalogue-queries';
import { ProductFields, productFieldIds, type ProductValues } from './product-fields';

const empty: ProductValues = {
  name: '',
  type: '',
  category: '',
  imgpath: '',
  importantnote: '',
  inputs: [{ label: 'User ID' }, { label: 'Zone ID' }],
  items: '',
  istrending: false,
  isApi: false,
  apiType: '',
  instock: true,
};

const ids = productFieldIds('cp');

const toBody = (v: ProductValues) => ({ ...v, items: splitItemIds(v.items) });

/** /admin/createproduct. */
export function CreateProductPage() {
  const form = useForm<ProductValues, unknown, CreateProductRequest>({
    // focusFirstError follows the form's visual order; RHF's own follows registration order.
    shouldFocusError: false,
    defaultValues: empty,
    resolver: contractResolver(createProductRequest, toBody, ['items']),
  });
  const labels = useFieldArray({ control: form.control, name: 'inputs' });
  const { errors } = form.formState;
  const inputsError = errors.inputs?.root?.message ?? errors.inputs?.message;
  const save = useAdminSave({ mutationFn: createProduct, saved: 'Product created successfully!', failed: 'Error creating product.', onSaved: () => form.reset(empty), refresh: invalidateCatalogue });
  const submit = form.handleSubmit(save.submit, (found) => focusFirstError(found, ids));

  return (
    <>
      <PageHeader title="Create Product" description="A product of the shop; its items (packs) are created first and listed here by id." />
      <AdminForm label="Create product" className={`${cardClass} max-w-3xl`} save={save} submitLabel="Create Product" busyLabel="Creating..." onSubmit={submit}>
        <ProductFields form={form} idPrefix="cp" layout="page">
          <fieldset className="min-w-0 sm:col-span-2">
            <legend className="mb-1 text-sm font-semibold text-zinc-800 dark:text-zinc-200">Input fields the customer fills in</legend>
            <div className="space-y-2">
              {labels.fields.map((field, index) => {
                const fieldId = `cp-input-${index}`;
                const error = errors.inputs?.[index]?.label?.message;
                return (
                  <div key={field.id} className="flex items-start gap-2">
                    <Field id={fieldId} label={`Input ${index + 1} label`} error={error} className="flex-1">
                      <input {...fieldProps(fieldId, error)} autoComplete="off" className={inputClass} {...form.register(`inputs.${index}.label`)} />
                    </Field>
                    <Button aria-label={`Remove input ${index + 1}`} onClick={() => labels.remove(index)} className="mt-6 px-3">
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </div>
                );
              })}
              {inputsError && <p className="text-xs font-medium text-red-700 dark:text-red-300">{inputsError}</p>}
              {labels.fields.length < 4 && (
                <Button onClick={() => labels.append({ label: '' })}>
                  <Plus aria-hidden="true" className="size-4" />
                  Add input
                </Button>
              )}
            </div>
          </fieldset>
        </ProductFields>
      </AdminForm>
    </>
  );
}
