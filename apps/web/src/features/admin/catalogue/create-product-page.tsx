import { createProductRequest, splitItemIds, type CreateProductRequest } from '@shop/contract/catalogue-admin';
import { apiTypes, productCategories } from '@shop/contract/catalogue-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { createProduct } from '../../../api/admin-catalogue';
import { useToast } from '../../../components/toast';
import { describedBy, FormMessage, ModalField, modalInputClass, primaryButtonClass, secondaryButtonClass } from '../modal-parts';
import { PageHeader } from '../page-header';
import { invalidateCatalogue } from './catalogue-queries';
import { cardClass, checkboxClass, contractResolver, focusFirstError, refusal } from './form-kit';
import { upperNoSpaces } from './product-text';

type Values = {
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

const empty: Values = {
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

const ids = { name: 'cp-name', type: 'cp-type', category: 'cp-category', imgpath: 'cp-imgpath', inputs: 'cp-input-0', items: 'cp-items', apiType: 'cp-apitype', importantnote: 'cp-note' };

const toBody = (v: Values) => ({ ...v, items: splitItemIds(v.items) });

/** /admin/createproduct. */
export function CreateProductPage() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Values, unknown, CreateProductRequest>({
    // focusFirstError follows the form's visual order; RHF's own follows registration order.
    shouldFocusError: false,
    defaultValues: empty,
    resolver: contractResolver(createProductRequest, toBody, ['items']),
  });
  const labels = useFieldArray({ control: form.control, name: 'inputs' });
  const { errors } = form.formState;
  const isApi = form.watch('isApi');
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

  const typeField = form.register('type');

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
        <div className="grid gap-4 sm:grid-cols-2">
          <ModalField id={ids.name} label="Name" error={errors.name?.message}>
            <input {...describedBy(ids.name, errors.name?.message)} autoComplete="off" className={modalInputClass} {...form.register('name')} />
          </ModalField>
          <ModalField id={ids.type} label="Type" error={errors.type?.message} hint="Saved in capitals without spaces, e.g. MLBB.">
            <input
              {...describedBy(ids.type, errors.type?.message, true)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className={`${modalInputClass} font-mono`}
              {...typeField}
              onChange={(e) => {
                e.target.value = upperNoSpaces(e.target.value);
                return typeField.onChange(e);
              }}
            />
          </ModalField>
          <ModalField id={ids.category} label="Category" error={errors.category?.message}>
            <select {...describedBy(ids.category, errors.category?.message)} className={modalInputClass} {...form.register('category')}>
              <option value="">Select Category</option>
              {productCategories.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </ModalField>
          <ModalField id={ids.imgpath} label="Image Path" error={errors.imgpath?.message} hint="A path of this shop (/uploads/…) or an https:// address.">
            <input {...describedBy(ids.imgpath, errors.imgpath?.message, true)} autoComplete="off" spellCheck={false} className={modalInputClass} {...form.register('imgpath')} />
          </ModalField>
          <div className="sm:col-span-2">
            <ModalField id={ids.items} label="Items (comma-separated item ids)" error={errors.items?.message} hint="e.g. 1001, 1002, 1003">
              <input {...describedBy(ids.items, errors.items?.message, true)} inputMode="numeric" autoComplete="off" className={modalInputClass} {...form.register('items')} />
            </ModalField>
          </div>

          <fieldset className="min-w-0 sm:col-span-2">
            <legend className="mb-1 text-sm font-semibold text-zinc-800 dark:text-zinc-200">Input fields the customer fills in</legend>
            <div className="space-y-2">
              {labels.fields.map((field, index) => {
                const fieldId = `cp-input-${index}`;
                const error = errors.inputs?.[index]?.label?.message;
                return (
                  <div key={field.id} className="flex items-start gap-2">
                    <div className="min-w-0 flex-1">
                      <ModalField id={fieldId} label={`Input ${index + 1} label`} error={error}>
                        <input {...describedBy(fieldId, error)} autoComplete="off" className={modalInputClass} {...form.register(`inputs.${index}.label`)} />
                      </ModalField>
                    </div>
                    <button type="button" aria-label={`Remove input ${index + 1}`} onClick={() => labels.remove(index)} className={`${secondaryButtonClass} mt-6 px-3`}>
                      <Trash2 aria-hidden="true" className="size-4" />
                    </button>
                  </div>
                );
              })}
              {inputsError && <p className="text-xs font-medium text-red-700 dark:text-red-300">{inputsError}</p>}
              {labels.fields.length < 4 && (
                <button type="button" onClick={() => labels.append({ label: '' })} className={secondaryButtonClass}>
                  <Plus aria-hidden="true" className="mr-1 size-4" />
                  Add input
                </button>
              )}
            </div>
          </fieldset>

          <div className="flex flex-wrap gap-x-6 gap-y-1 sm:col-span-2">
            <label htmlFor="cp-trending" className="flex min-h-11 items-center gap-2 text-sm font-semibold">
              <input id="cp-trending" type="checkbox" className={checkboxClass} {...form.register('istrending')} />
              Is Trending
            </label>
            <label htmlFor="cp-instock" className="flex min-h-11 items-center gap-2 text-sm font-semibold">
              <input id="cp-instock" type="checkbox" className={checkboxClass} {...form.register('instock')} />
              In Stock
            </label>
            <label htmlFor="cp-isapi" className="flex min-h-11 items-center gap-2 text-sm font-semibold">
              <input id="cp-isapi" type="checkbox" className={checkboxClass} {...form.register('isApi')} />
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
          <div className="sm:col-span-2">
            <ModalField id={ids.importantnote} label="Important Note (optional)" error={errors.importantnote?.message}>
              <textarea {...describedBy(ids.importantnote, errors.importantnote?.message)} rows={3} maxLength={1000} className={`${modalInputClass} py-2`} {...form.register('importantnote')} />
            </ModalField>
          </div>
        </div>
        {serverError && (
          <div className="mt-4">
            <FormMessage tone="error">{serverError}</FormMessage>
          </div>
        )}
        <div className="mt-5 flex justify-end">
          <button type="submit" disabled={create.isPending} className={`${primaryButtonClass} w-full sm:w-auto`}>
            {create.isPending ? 'Creating...' : 'Create Product'}
          </button>
        </div>
      </form>
    </>
  );
}
