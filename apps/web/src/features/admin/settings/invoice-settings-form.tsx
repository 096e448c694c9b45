import { gstRates, invoiceSettings } from '@shop/contract/books';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { saveInvoiceSettings, type InvoiceSettings } from '../../../api/books';
import { useToast } from '../../../components/toast';
import { Button } from '../../../components/ui/button';
import { cardClass } from '../../../components/ui/card';
import { Field, fieldProps, inputClass } from '../../../components/ui/field';
import { FormMessage } from '../../../components/ui/form-message';
import { contractResolver, focusFirstError, refusal } from '../kit/form-kit';
import { FetchError } from '../kit/list-state';
import { invoiceSettingsKey, invoiceSettingsQuery } from './settings-queries';

type Values = { legalName: string; address: string; gstin: string; gstRate: string };
type Saved = InvoiceSettings & { configured: boolean };

const ids: Record<keyof Values, string> = { legalName: 'invoice-legal-name', address: 'invoice-address', gstin: 'invoice-gstin', gstRate: 'invoice-gst-rate' };
const valuesOf = (saved: Saved): Values => ({ legalName: saved.legalName, address: saved.address, gstin: saved.gstin, gstRate: String(saved.gstRate) });
// The rate is chosen as text in a select; the contract checks it as a number.
const resolver = contractResolver<Values, typeof invoiceSettings>(invoiceSettings, (values) => ({ ...values, gstRate: values.gstRate === '' ? undefined : Number(values.gstRate) }));

/** The settings screen's invoice part: the seller's details every GST invoice prints. */
export function InvoiceSettingsSection() {
  const settings = useQuery(invoiceSettingsQuery());
  return (
    <section aria-labelledby="invoice-settings-heading" className="mt-8 max-w-3xl">
      <h2 id="invoice-settings-heading" className="text-lg font-bold">
        Invoices
      </h2>
      <p className="mt-0.5 mb-3 text-sm text-zinc-600 dark:text-zinc-400">
        The seller on every GST invoice: the shop&rsquo;s legal name, registered address, GSTIN and the GST included in its prices.
      </p>
      {settings.isError && !settings.data ? (
        <FetchError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : settings.data ? (
        <InvoiceSettingsForm current={settings.data} />
      ) : (
        <div className={cardClass} role="status" aria-live="polite">
          <span className="sr-only">Loading the invoice settings…</span>
          <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2">
            {[1, 2, 3, 4].map((n) => (
              <div key={n} className="skeleton h-16 w-full" />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

// Mounted once the settings are in, so they are the form's defaults from the start.
function InvoiceSettingsForm({ current }: { current: Saved }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Values, unknown, InvoiceSettings>({ defaultValues: valuesOf(current), resolver, shouldFocusError: false });
  const { errors } = form.formState;

  const save = useMutation({
    mutationFn: saveInvoiceSettings,
    onSuccess: (saved) => {
      setServerError(null);
      queryClient.setQueryData(invoiceSettingsKey, saved);
      form.reset(valuesOf(saved));
      toast('Invoice settings saved.', { tone: 'success' });
    },
    onError: (error) => {
      setServerError(refusal(error));
      toast('Error saving the invoice settings.', { tone: 'error' });
    },
  });

  return (
    <form
      noValidate
      aria-label="Invoice settings"
      className={`${cardClass} space-y-4`}
      onSubmit={form.handleSubmit(
        (body) => {
          if (!save.isPending) save.mutate(body);
        },
        (found) => focusFirstError(found, ids),
      )}
    >
      {!current.configured && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-300 ring-inset dark:bg-amber-400/10 dark:text-amber-100 dark:ring-amber-400/40">
          Not saved yet: check these details and save them before invoices go to customers.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={ids.legalName} label="Legal name" error={errors.legalName?.message} hint="As registered, e.g. on the GST certificate." className="sm:col-span-2">
          <input {...fieldProps(ids.legalName, errors.legalName?.message, true)} type="text" autoComplete="organization" className={inputClass} {...form.register('legalName')} />
        </Field>
        <Field id={ids.address} label="Registered address" error={errors.address?.message} hint="Printed as written, line breaks included." className="sm:col-span-2">
          <textarea
            {...fieldProps(ids.address, errors.address?.message, true)}
            rows={3}
            autoComplete="street-address"
            className={`${inputClass} py-2`}
            {...form.register('address')}
          />
        </Field>
        <Field id={ids.gstin} label="GSTIN" error={errors.gstin?.message} hint="15 characters, like 27AAPFU0939F1ZV. Leave empty if the shop is not registered for GST.">
          <input
            {...fieldProps(ids.gstin, errors.gstin?.message, true)}
            type="text"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            className={`${inputClass} font-mono uppercase`}
            {...form.register('gstin')}
          />
        </Field>
        <Field id={ids.gstRate} label="GST rate" error={errors.gstRate?.message} hint="Prices include it; invoices show the split.">
          <select {...fieldProps(ids.gstRate, errors.gstRate?.message, true)} className={inputClass} {...form.register('gstRate')}>
            {gstRates.map((rate) => (
              <option key={rate} value={String(rate)}>
                {rate}%
              </option>
            ))}
          </select>
        </Field>
      </div>
      {serverError && <FormMessage tone="error">{serverError}</FormMessage>}
      <div className="flex justify-end">
        <Button type="submit" variant="primary" busy={save.isPending} busyLabel="Saving..." className="w-full sm:w-auto">
          Save invoice settings
        </Button>
      </div>
    </form>
  );
}
