import { createProductRequest, splitItemIds, type CreateProductRequest } from '@shop/contract/catalogue-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { createProduct } from '../../../api/admin-catalogue';
import { useToast } from '../../../components/toast';
import { PageHeader } from '../kit/page-header';
import { invalidateCatalogue } from './catalogue-queries';
import { contractResolver, focusFirstError, refusal } from '../kit/form-kit';
import { ProductFields, productFieldIds, type ProductValues } from './product-fields';
import { cardClass } from '../../../components/ui/card';
import { Field, fieldProps, inputClass } from '../../../components/ui/field';
import { FormMessage } from '../../../components/ui/form-message';
import { Button } from '../../../components/ui/button';

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
  const toast = useToast();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ProductValues, unknown, CreateProductRequest>({
    // focusFirstError follows the form's visual order; RHF's own follows registration order.
    shouldFocusError: false,
    defaultValues: empty,
    resolver: contractResolver(createProductRequest, toBody, ['items']),
  });
  const labels = useFieldArray({ control: form.control, name: 'inputs' });
  const { errors } = form.formState;
  const inputsError = errors.inputs?.root?.message ?? errors.inputs?.message;

  const create = useMutation({
    mutationFn: createProduct,
    onSuccess: async () => {
      setServerError(null);
      toast('Product created successfully!', { tone: 'success' });
      form.reset(empty);
      await invalidateCatalogue(queryClient);
    },
    onError: (error) => {
      setServerError(refusal(error));
      toast('Error creating product.', { tone: 'error' });
    },
  });

  return (
    <>
      <PageHeader title="Create Product" description="A product of the shop; its items (packs) are created first and listed here by id." />
      <form
        noValidate
        aria-label="Create product"
        className={`${cardClass} max-w-3xl`}
        onSubmit={form.handleSubmit(
          (body) => {
            if (!create.isPending) create.mutate(body);
          },
          (found) => focusFirstError(found, ids),
        )}
      >
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
        {serverError && (
          <div className="mt-4">
            <FormMessage tone="error">{serverError}</FormMessage>
          </div>
        )}
        <div className="mt-5 flex justify-end">
          <Button type="submit" variant="primary" busy={create.isPending} busyLabel="Creating..." className="w-full sm:w-auto">
            Create Product
          </Button>
        </div>
      </form>
    </>
  );
}
