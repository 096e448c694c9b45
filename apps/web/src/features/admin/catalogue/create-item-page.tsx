import type { CreateItemRequest } from '@shop/contract/catalogue-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { createItem } from '../../../api/admin-catalogue';
import { useToast } from '../../../components/toast';
import { PageHeader } from '../kit/page-header';
import { invalidateCatalogue } from './catalogue-queries';
import { focusFirstError, refusal } from '../kit/form-kit';
import { emptyItem, ItemFields, itemFieldIds, itemResolver, type ItemValues } from './item-fields';
import { cardClass } from '../../../components/ui/card';
import { FormMessage } from '../../../components/ui/form-message';
import { Button } from '../../../components/ui/button';

const PREFIX = 'create-item';

/** /admin/createitems: a pack, later listed on a product by its item id. */
export function CreateItemPage() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ itemid: number; name: string } | null>(null);
  const form = useForm<ItemValues, unknown, CreateItemRequest>({ shouldFocusError: false, defaultValues: emptyItem, resolver: itemResolver });

  const create = useMutation({
    mutationFn: createItem,
    onSuccess: async ({ item }) => {
      setServerError(null);
      setCreated({ itemid: item.itemid, name: item.name });
      toast('Item created successfully!', { tone: 'success' });
      form.reset(emptyItem);
      await invalidateCatalogue(queryClient);
    },
    onError: (error) => {
      setServerError(refusal(error));
      toast('Error creating item.', { tone: 'error' });
    },
  });

  return (
    <>
      <PageHeader title="Create Item" description="A pack (a price point) that products list by its item id." />
      <form
        noValidate
        aria-label="Create item"
        className={`${cardClass} max-w-3xl`}
        onSubmit={form.handleSubmit(
          (body) => {
            if (!create.isPending) create.mutate(body);
          },
          (found) => focusFirstError(found, itemFieldIds(PREFIX)),
        )}
      >
        <ItemFields form={form} idPrefix={PREFIX} />
        <div className="mt-4 space-y-2">
          {serverError && <FormMessage tone="error">{serverError}</FormMessage>}
          {created && (
            <FormMessage tone="success">
              Item created successfully! {created.name} has item id {created.itemid}.
            </FormMessage>
          )}
        </div>
        <div className="mt-5 flex justify-end">
          <Button type="submit" variant="primary" busy={create.isPending} busyLabel="Creating..." className="w-full sm:w-auto">
            Create Item
          </Button>
        </div>
      </form>
    </>
  );
}
