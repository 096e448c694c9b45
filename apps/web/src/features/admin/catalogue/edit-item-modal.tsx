import type { CreateItemRequest } from '@shop/contract/catalogue-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { editItem, type AdminItem } from '../../../api/admin-catalogue';
import { useToast } from '../../../components/toast';
import { invalidateCatalogue } from './catalogue-queries';
import { focusFirstError, refusal } from '../kit/form-kit';
import { ItemFields, itemFieldIds, itemResolver, itemValuesOf, type ItemValues } from './item-fields';
import { FormDialog } from '../kit/form-dialog';

export function EditItemModal({ item, onClose }: { item: AdminItem; onClose: () => void }) {
  const prefix = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ItemValues, unknown, CreateItemRequest>({ shouldFocusError: false, defaultValues: itemValuesOf(item), resolver: itemResolver });

  const save = useMutation({
    mutationFn: (body: CreateItemRequest) => editItem(item.itemid, body),
    onSuccess: async (answer) => {
      toast(answer.message, { tone: 'success' });
      onClose();
      await invalidateCatalogue(queryClient);
    },
    onError: (error) => {
      setServerError(refusal(error));
      toast('Failed to update item.', { tone: 'error' });
    },
  });

  return (
    <FormDialog
      title={`Edit Item ${item.name}`}
      busy={save.isPending}
      onClose={onClose}
      serverError={serverError}
      submitLabel="Save Changes"
      busyLabel="Saving..."
      onSubmit={form.handleSubmit(
        (body) => {
          if (!save.isPending) save.mutate(body);
        },
        (found) => focusFirstError(found, itemFieldIds(prefix)),
      )}
    >
      <ItemFields form={form} idPrefix={prefix} />
    </FormDialog>
  );
}
