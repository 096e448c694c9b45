import { createWebhookRequest, updateWebhookRequest } from '@shop/contract/reseller-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, type FieldErrors, type UseFormRegister, type UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../api/client';
import { createWebhook, updateWebhook, type WebhookEndpoint } from '../../api/reseller-api';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { Checkbox, Field, fieldProps, inputClass } from '../../components/ui/field';
import { FormMessage } from '../../components/ui/form-message';
import { updateList, webhooksKey } from './developer-queries';
import { contractResolver } from '../../components/contract-resolver';
import { useCreateOnce } from './use-create-once';

type WebhookValues = { url: string; lowBalance: string; enabled: boolean };
type EndpointsAnswer = { endpoints: WebhookEndpoint[] };

/** An empty alert field means no alert: the request says null. */
const lowBalanceOf = (text: string) => (text.trim() === '' ? null : text.trim());

const createResolver = contractResolver<WebhookValues, typeof createWebhookRequest>(createWebhookRequest, (v) => ({ url: v.url, lowBalance: lowBalanceOf(v.lowBalance) }));
const updateResolver = contractResolver<WebhookValues, typeof updateWebhookRequest>(updateWebhookRequest, (v) => ({
  url: v.url,
  lowBalance: lowBalanceOf(v.lowBalance),
  enabled: v.enabled,
}));

/**
 * Where the server's refusal goes. A 400 is about what was typed: it shows under the field it is
 * about (the address, unless it names the alert), since the server's checks go further than the
 * form's: it resolves the address and refuses private and loopback ones. Anything else shows
 * below the form.
 */
function showRefusal(error: Error, setError: UseFormSetError<WebhookValues>, setFormError: (text: string) => void) {
  if (error instanceof ApiError && error.status === 400) {
    const field = /low.?balance|alert/i.test(error.message) ? 'lowBalance' : 'url';
    setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
    return;
  }
  setFormError(error.message);
}

type FieldsProps = { register: UseFormRegister<WebhookValues>; errors: FieldErrors<WebhookValues>; idPrefix: string; withEnabled: boolean };

function WebhookFields({ register, errors, idPrefix, withEnabled }: FieldsProps) {
  const urlId = `${idPrefix}-url`;
  const lowId = `${idPrefix}-low-balance`;
  const urlError = errors.url?.message;
  const lowError = errors.lowBalance?.message;
  return (
    <div className="space-y-4">
      <Field id={urlId} label="Address (URL)" error={urlError} hint="A public https:// address of your server that accepts POST requests.">
        <input
          {...fieldProps(urlId, urlError, true)}
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder="https://yourshop.in/hooks/s-store"
          className={inputClass}
          {...register('url')}
        />
      </Field>
      <Field id={lowId} label="Low-balance alert (₹)" error={lowError} hint="A balance.low event when your wallet falls below this. Empty: no alert.">
        <input {...fieldProps(lowId, lowError, true)} type="text" inputMode="decimal" autoComplete="off" placeholder="e.g. 500" className={inputClass} {...register('lowBalance')} />
      </Field>
      {withEnabled && <Checkbox id={`${idPrefix}-enabled`} label="Send events to this address" {...register('enabled')} />}
    </div>
  );
}

/** Adds an endpoint; its signing secret is handed to `onCreated` to show once. */
export function CreateWebhookForm({ onCreated }: { onCreated: (created: { url: string; secret: string }) => void }) {
  const form = useForm<WebhookValues, unknown, { url: string; lowBalance?: number | null | undefined }>({
    defaultValues: { url: '', lowBalance: '', enabled: true },
    resolver: createResolver,
  });
  const create = useCreateOnce({
    mutationFn: createWebhook,
    onCreated: (answer, queryClient) => {
      onCreated({ url: answer.endpoint.url, secret: answer.secret });
      updateList<EndpointsAnswer>(queryClient, webhooksKey, (old) => ({ endpoints: [...old.endpoints, answer.endpoint] }));
    },
    reset: () => form.reset(),
    onRefused: (error, setFormError) => showRefusal(error, form.setError, setFormError),
  });

  return (
    <form
      noValidate
      aria-label="Add an endpoint"
      className="mt-3 space-y-4"
      onSubmit={form.handleSubmit((body) => {
        create.setFormError(null);
        create.submit({ url: body.url, lowBalance: body.lowBalance ?? null });
      })}
    >
      <WebhookFields register={form.register} errors={form.formState.errors} idPrefix="new-webhook" withEnabled={false} />
      {create.formError && <FormMessage tone="error">{create.formError}</FormMessage>}
      <div className="flex justify-end">
        <Button type="submit" variant="primary" busy={create.busy} busyLabel="Adding..." className="w-full sm:w-auto">
          Add endpoint
        </Button>
      </div>
    </form>
  );
}

/** Changes an endpoint's address, alert or whether it gets events, in a sheet over the list. */
export function EditWebhookDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint; onClose: () => void }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<WebhookValues, unknown, { url?: string | undefined; lowBalance?: number | null | undefined; enabled?: boolean | undefined }>({
    defaultValues: { url: endpoint.url, lowBalance: endpoint.lowBalance === null ? '' : String(endpoint.lowBalance), enabled: endpoint.enabled },
    resolver: updateResolver,
  });

  const save = useMutation({
    mutationFn: (body: { url?: string; lowBalance: number | null; enabled?: boolean }) => updateWebhook(endpoint.id, body),
    onSuccess: (answer) => {
      updateList<EndpointsAnswer>(queryClient, webhooksKey, (old) => ({ endpoints: old.endpoints.map((e) => (e.id === answer.endpoint.id ? answer.endpoint : e)) }));
      toast(answer.message, { tone: 'success' });
      onClose();
    },
    onError: (error) => showRefusal(error, form.setError, setFormError),
  });

  return (
    <Modal open onClose={save.isPending ? () => {} : onClose} labelledBy={titleId} variant="sheet" className="max-h-[92dvh] overflow-y-auto">
      <form
        noValidate
        className="p-4 sm:p-5"
        onSubmit={form.handleSubmit((body) => {
          setFormError(null);
          if (!save.isPending) save.mutate({ url: body.url, lowBalance: body.lowBalance ?? null, enabled: body.enabled });
        })}
      >
        <h2 id={titleId} className="mb-4 text-lg font-bold">
          Edit endpoint
        </h2>
        <WebhookFields register={form.register} errors={form.formState.errors} idPrefix="edit-webhook" withEnabled />
        {formError && (
          <div className="mt-4">
            <FormMessage tone="error">{formError}</FormMessage>
          </div>
        )}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" busy={save.isPending} busyLabel="Saving...">
            Save
          </Button>
        </div>
      </form>
    </Modal>
  );
}
