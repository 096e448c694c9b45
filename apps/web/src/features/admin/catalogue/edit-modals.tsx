import { editProductRequest, type CreateItemRequest, type EditProductRequest } from '@shop/contract/catalogue-admin';
import { useId, type ReactNode } from 'react';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { editItem, editProduct, type AdminItem, type AdminProduct } from '../../../api/admin-catalogue';
import { FormDialog } from '../kit/form-dialog';
import { contractResolver, focusFirstError } from '../kit/form-kit';
import { useAdminSave, type AdminSaveOptions } from '../kit/use-admin-save';
import { invalidateCatalogue } from './catalogue-queries';
import { ItemFields, itemFieldIds, itemResolver, itemValuesOf, type ItemValues } from './item-fields';
import { ProductFields, productFieldIds, productValuesOf, type ProductValues } from './product-fields';

type CatalogueDialogProps<Values extends FieldValues, Body, Answer> = {
  title: string;
  form: UseFormReturn<Values, unknown, Body>;
  /** The fields' ids in form order, to focus the first one refused. */
  fieldIds: Record<string, string>;
  save: Pick<AdminSaveOptions<Body, Answer>, 'mutationFn' | 'saved' | 'failed'>;
  onClose: () => void;
  children: ReactNode;
};

/** Edits a product or an item: a success closes the dialog and refreshes every catalogue view. */
function CatalogueDialog<Values extends FieldValues, Body, Answer>({ title, form, fieldIds, save: options, onClose, children }: CatalogueDialogProps<Values, Body, Answer>) {
  const save = useAdminSave({ ...options, onSaved: onClose, refresh: invalidateCatalogue });
  return (
    <FormDialog
      title={title}
      busy={save.busy}
      onClose={onClose}
      serverError={save.serverError}
      submitLabel="Save Changes"
      busyLabel="Saving..."
      onSubmit={form.handleSubmit(save.submit, (found) => focusFirstError(found, fieldIds))}
    >
      {children}
    </FormDialog>
  );
}

export function EditItemModal({ item, onClose }: { item: AdminItem; onClose: () => void }) {
  const prefix = useId();
  const form = useForm<ItemValues, unknown, CreateItemRequest>({ shouldFocusError: false, defaultValues: itemValuesOf(item), resolver: itemResolver });
  const save = { mutationFn: (body: CreateItemRequest) => editItem(item.itemid, body), failed: 'Failed to update item.' };
  return (
    <CatalogueDialog title={`Edit Item ${item.name}`} form={form} fieldIds={itemFieldIds(prefix)} save={save} onClose={onClose}>
      <ItemFields form={form} idPrefix={prefix} />
    </CatalogueDialog>
  );
}

/** Edits a product; its items are typed as comma-separated item ids. */
export function EditProductModal({ product, onClose }: { product: AdminProduct; onClose: () => void }) {
  const prefix = useId();
  const form = useForm<ProductValues, unknown, EditProductRequest>({
    shouldFocusError: false,
    defaultValues: productValuesOf(product),
    // Input labels are not edited here; they travel unchanged.
    resolver: contractResolver(editProductRequest, (v: ProductValues) => ({ ...v, inputs: product.inputs }), ['items']),
  });
  const save = { mutationFn: (body: EditProductRequest) => editProduct(product._id, body), saved: 'Product updated successfully!', failed: 'Failed to update product.' };
  return (
    <CatalogueDialog title={`Edit Product ${product.name}`} form={form} fieldIds={productFieldIds(prefix)} save={save} onClose={onClose}>
      <ProductFields form={form} idPrefix={prefix} layout="dialog" />
    </CatalogueDialog>
  );
}
