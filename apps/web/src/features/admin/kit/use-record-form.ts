import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { focusFirstError } from './form-kit';
import { useAdminSave } from './use-admin-save';

type RecordFormOptions<Values extends FieldValues, Saved, Body> = {
  /** The form's values of the record as saved. */
  valuesOf: (saved: Saved) => Values;
  resolver: Resolver<Values, unknown, Body>;
  /** The fields' ids in the form's order, to focus the first one refused. */
  fieldIds: Record<string, string>;
  /** The record's query, whose cached copy the answer replaces. */
  queryKey: QueryKey;
  mutationFn: (body: Body) => Promise<Saved>;
  saved: string;
  failed: string;
  /** Other copies of the record to update from the answer (the storefront's). */
  alsoStore?: (queryClient: QueryClient, saved: Saved) => void;
};

/**
 * A form over one record the server keeps (the shop's settings, the weekly rewards): filled from
 * the record as saved, and after a save refilled from the server's answer, which also replaces
 * the cached record.
 */
export function useRecordForm<Values extends FieldValues, Saved, Body>(current: Saved, options: RecordFormOptions<Values, Saved, Body>) {
  const { valuesOf, resolver, fieldIds, queryKey, mutationFn, saved, failed, alsoStore } = options;
  const form = useForm<Values, unknown, Body>({ defaultValues: valuesOf(current) as DefaultValues<Values>, resolver, shouldFocusError: false });
  const save = useAdminSave({
    mutationFn,
    saved,
    failed,
    onSaved: (answer) => form.reset(valuesOf(answer)),
    refresh: (queryClient, answer) => {
      queryClient.setQueryData(queryKey, answer);
      alsoStore?.(queryClient, answer);
    },
  });
  const submit = form.handleSubmit(save.submit, (found) => focusFirstError(found, fieldIds));
  return { form, save, submit };
}
