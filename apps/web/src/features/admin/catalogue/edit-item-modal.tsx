import type { CreateItemRequest } from '@shop/contract/catalogue-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { editItem, type AdminItem } from '../../../api/admin-catalogue';
import { Modal } from '../../../components/modal';
import { useToast } from '../../../components/toast';
import { FormMessage, primaryButtonClass, secondaryButtonClass } from '../modal-parts';
import { invalidateCatalogue } from './catalogue-queries';
import { focusFirstError, refusal } from './form-kit';
import { ItemFields, itemFieldIds, itemResolver, itemValuesOf, type ItemValues } from './item-fields';

export function EditItemModal({ item, onClose }: { item: AdminItem; onClose: () => void }) {
  const titleId = useId();
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
    <Modal open onClose={save.isPending ? () => {} : onClose} labelledBy={titleId} variant="sheet" className="max-h-[92dvh] overflow-y-auto">
      <form
        noValidate
        className="p-4 sm:p-5"
        onSubmit={form.handleSubmit(
          (body) => {
            if (!save.isPending) save.mutate(body);
          },
          (found) => focusFirstError(found, itemFieldIds(prefix)),
        )}
      >
        <h2 id={titleId} className="mb-4 text-lg font-bold break-words">
          Edit Item {item.name}
        </h2>
        <ItemFields form={form} idPrefix={prefix} />
        {serverError && (
          <div className="mt-4">
            <FormMessage tone="error">{serverError}</FormMessage>
          </div>
        )}
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
