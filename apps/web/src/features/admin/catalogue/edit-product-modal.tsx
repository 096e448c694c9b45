import { editProductRequest, type EditProductRequest } from '@shop/contract/catalogue-admin';
import { apiTypes, productCategories } from '@shop/contract/catalogue-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { editProduct, type AdminProduct } from '../../../api/admin-catalogue';
import { Modal } from '../../../components/modal';
import { useToast } from '../../../components/toast';
import { describedBy, FormMessage, ModalField, modalInputClass, primaryButtonClass, secondaryButtonClass } from '../modal-parts';
import { invalidateCatalogue } from './catalogue-queries';
import { checkboxClass, contractResolver, focusFirstError, refusal } from './form-kit';
import { upperNoSpaces } from './product-text';

type Values = {
  name: string;
  type: string;
  category: string;
  apiType: string;
  isApi: boolean;
  istrending: boolean;
  importantnote: string;
  items: string;
  instock: boolean;
  imgpath: string;
};

/** Edits a product; its items are typed as comma-separated item ids. */
export function EditProductModal({ product, onClose }: { product: AdminProduct; onClose: () => void }) {
  const titleId = useId();
  const p = useId();
  const ids = { name: `${p}-name`, type: `${p}-type`, category: `${p}-category`, imgpath: `${p}-imgpath`, items: `${p}-items`, apiType: `${p}-apitype`, importantnote: `${p}-note` };
  const toast = useToast();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Values, unknown, EditProductRequest>({
    shouldFocusError: false,
    defaultValues: {
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
    },
    // Input labels are not edited here; they travel unchanged.
    resolver: contractResolver(editProductRequest, (v: Values) => ({ ...v, inputs: product.inputs }), ['items']),
  });
  const { errors } = form.formState;
  const isApi = form.watch('isApi');
  const typeField = form.register('type');

  const save = useMutation({
    mutationFn: (body: EditProductRequest) => editProduct(product._id, body),
    onSuccess: async () => {
      toast('Product updated successfully!', { tone: 'success' });
      onClose();
      await invalidateCatalogue(queryClient);
    },
    onError: (error) => {
      setServerError(refusal(error));
      toast('Failed to update product.', { tone: 'error' });
    },
  });

  return (
    <Modal open onClose={save.isPending ? () => {} : onClose} labelledBy={titleId} variant="sheet" className="max-h-[92dvh] overflow-y-auto">
      <form
        noValidate
        className="p-4 sm:p-5"
        onSubmit={form.handleSubmit(
          (body) => {
            if (!save.isPending) save.mutate(body);
          },
          (found) => focusFirstError(found, ids),
        )}
      >
        <h2 id={titleId} className="mb-4 text-lg font-bold break-words">
          Edit Product {product.name}
        </h2>
        <div className="grid gap-4">
          <ModalField id={ids.name} label="Name" error={errors.name?.message}>
            <input {...describedBy(ids.name, errors.name?.message)} autoComplete="off" className={modalInputClass} {...form.register('name')} />
          </ModalField>
          <ModalField id={ids.type} label="Type" error={errors.type?.message}>
            <input
              {...describedBy(ids.type, errors.type?.message)}
              autoComplete="off"
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
          <ModalField id={ids.imgpath} label="Image Path" error={errors.imgpath?.message}>
            <input {...describedBy(ids.imgpath, errors.imgpath?.message)} autoComplete="off" spellCheck={false} className={modalInputClass} {...form.register('imgpath')} />
          </ModalField>
          <ModalField id={ids.items} label="Items (comma-separated item ids)" error={errors.items?.message}>
            <input {...describedBy(ids.items, errors.items?.message)} autoComplete="off" className={modalInputClass} {...form.register('items')} />
          </ModalField>
          <div className="flex flex-wrap gap-x-6 gap-y-1">
            <label htmlFor={`${p}-trending`} className="flex min-h-11 items-center gap-2 text-sm font-semibold">
              <input id={`${p}-trending`} type="checkbox" className={checkboxClass} {...form.register('istrending')} />
              Is Trending
            </label>
            <label htmlFor={`${p}-instock`} className="flex min-h-11 items-center gap-2 text-sm font-semibold">
              <input id={`${p}-instock`} type="checkbox" className={checkboxClass} {...form.register('instock')} />
              In Stock
            </label>
            <label htmlFor={`${p}-isapi`} className="flex min-h-11 items-center gap-2 text-sm font-semibold">
              <input id={`${p}-isapi`} type="checkbox" className={checkboxClass} {...form.register('isApi')} />
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
          <ModalField id={ids.importantnote} label="Important Note (optional)" error={errors.importantnote?.message}>
            <textarea {...describedBy(ids.importantnote, errors.importantnote?.message)} rows={3} maxLength={1000} className={`${modalInputClass} py-2`} {...form.register('importantnote')} />
          </ModalField>
          {serverError && <FormMessage tone="error">{serverError}</FormMessage>}
        </div>
        <div className="mt-5 flex justify-end gap-2">
          <button type="button" onClick={onClose} disabled={save.isPending} className={secondaryButtonClass}>
            Cancel
          </button>
          <button type="submit" disabled={save.isPending} className={primaryButtonClass}>
            {save.isPending ? 'Saving...' : 'Save Changes'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
