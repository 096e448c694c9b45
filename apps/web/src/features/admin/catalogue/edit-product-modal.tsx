import { editProductRequest, type EditProductRequest } from '@shop/contract/catalogue-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { editProduct, type AdminProduct } from '../../../api/admin-catalogue';
import { useToast } from '../../../components/toast';
import { invalidateCatalogue } from './catalogue-queries';
import { contractResolver, focusFirstError, refusal } from '../kit/form-kit';
import { ProductFields, productFieldIds, type ProductValues } from './product-fields';
import { FormDialog } from '../kit/form-dialog';

/** Edits a product; its items are typed as comma-separated item ids. */
export function EditProductModal({ product, onClose }: { product: AdminProduct; onClose: () => void }) {
  const p = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ProductValues, unknown, EditProductRequest>({
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
      inputs: product.inputs,
    },
    // Input labels are not edited here; they travel unchanged.
    resolver: contractResolver(editProductRequest, (v: ProductValues) => ({ ...v, inputs: product.inputs }), ['items']),
  });

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
    <FormDialog
      title={`Edit Product ${product.name}`}
      busy={save.isPending}
      onClose={onClose}
      serverError={serverError}
      submitLabel="Save Changes"
      busyLabel="Saving..."
      onSubmit={form.handleSubmit(
        (body) => {
          if (!save.isPending) save.mutate(body);
        },
        (found) => focusFirstError(found, productFieldIds(p)),
      )}
    >
      <ProductFields form={form} idPrefix={p} layout="dialog" />
    </FormDialog>
  );
}
