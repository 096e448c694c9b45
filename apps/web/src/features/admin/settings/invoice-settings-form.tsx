import { gstRates, invoiceSettings } from '@shop/contract/books';
import { useQuery } from '@tanstack/react-query';
import { saveInvoiceSettings, type InvoiceSettings } from '../../../api/books';
import { cardClass } from '../../../components/ui/card';
import { Field, fieldProps, inputClass } from '../../../components/ui/field';
import { AdminForm } from '../kit/admin-form';
import { contractResolver } from '../kit/form-kit';
import { LoadedForm } from '../kit/list-state';
import { ChoiceField } from '../kit/options';
import { useRecordForm } from '../kit/use-record-form';
import { invoiceSettingsKey, invoiceSettingsQuery } from './settings-queries';

type Values = { legalName: string; address: string; gstin: string; gstRate: string };
type Saved = InvoiceSettings & { configured: boolean };

const ids: Record<keyof Values, string> = { legalName: 'invoice-legal-name', address: 'invoice-address', gstin: 'invoice-gstin', gstRate: 'invoice-gst-rate' };
const valuesOf = (saved: Saved): Values => ({ legalName: saved.legalName, address: saved.address, gstin: saved.gstin, gstRate: String(saved.gstRate) });
// The rate is chosen as text in a select; the contract checks it as a number.
const resolver = contractResolver<Values, typeof invoiceSettings>(invoiceSettings, (values) => ({ ...values, gstRate: values.gstRate === '' ? undefined : Number(values.gstRate) }));
const gstRateOptions = gstRates.map((rate) => ({ value: String(rate), label: `${rate}%` }));
const record = { valuesOf, resolver, fieldIds: ids, queryKey: invoiceSettingsKey, mutationFn: saveInvoiceSettings };

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
      <LoadedForm query={settings} loadingText="Loading the invoice settings…" className={cardClass} gridClassName="grid gap-4 sm:grid-cols-2" boxes={4}>
        {(current) => <InvoiceSettingsForm current={current} />}
      </LoadedForm>
    </section>
  );
}

function InvoiceSettingsForm({ current }: { current: Saved }) {
  const { form, save, submit } = useRecordForm(current, { ...record, saved: 'Invoice settings saved.', failed: 'Error saving the invoice settings.' });
  const { errors } = form.formState;

  return (
    <AdminForm label="Invoice settings" className={`${cardClass} space-y-4`} layout="stack" save={save} submitLabel="Save invoice settings" busyLabel="Saving..." onSubmit={submit}>
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
        <ChoiceField id={ids.gstRate} label="GST rate" error={errors.gstRate?.message} hint="Prices include it; invoices show the split." register={form.register('gstRate')} options={gstRateOptions} />
      </div>
    </AdminForm>
  );
}
