import type { CreateItemRequest } from '@shop/contract/catalogue-admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { createItem } from '../../../api/admin-catalogue';
import { cardClass } from '../../../components/ui/card';
import { FormMessage } from '../../../components/ui/form-message';
import { AdminForm } from '../kit/admin-form';
import { focusFirstError } from '../kit/form-kit';
import { PageHeader } from '../kit/page-header';
import { useAdminSave } from '../kit/use-admin-save';
import { invalidateCatalogue } from './catalogue-queries';
import { emptyItem, ItemFields, itemFieldIds, itemResolver, type ItemValues } from './item-fields';

const PREFIX = 'create-item';

/** /admin/createitems: a pack, later listed on a product by its item id. */
export function CreateItemPage() {
  const [created, setCreated] = useState<{ itemid: number; name: string } | null>(null);
  const form = useForm<ItemValues, unknown, CreateItemRequest>({ shouldFocusError: false, defaultValues: emptyItem, resolver: itemResolver });
  const save = useAdminSave({
    mutationFn: createItem,
    saved: 'Item created successfully!',
    failed: 'Error creating item.',
    onSaved: ({ item }) => {
      setCreated({ itemid: item.itemid, name: item.name });
      form.reset(emptyItem);
    },
    refresh: invalidateCatalogue,
  });

  const submit = form.handleSubmit(save.submit, (found) => focusFirstError(found, itemFieldIds(PREFIX)));
  const notice = created && <FormMessage tone="success">Item created successfully! {created.name} has item id {created.itemid}.</FormMessage>;

  return (
    <>
      <PageHeader title="Create Item" description="A pack (a price point) that products list by its item id." />
      <AdminForm label="Create item" className={`${cardClass} max-w-3xl`} save={save} submitLabel="Create Item" busyLabel="Creating..." notice={notice} onSubmit={submit}>
        <ItemFields form={form} idPrefix={PREFIX} />
      </AdminForm>
    </>
  );
}
