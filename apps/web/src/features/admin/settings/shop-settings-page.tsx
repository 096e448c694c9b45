import { essentialShopInfo, shopInfoEnv, shopInfoFields, shopSettingsBody, type ShopInfoField } from '@shop/contract/shop-info';
import { useQuery } from '@tanstack/react-query';
import type { HTMLAttributes } from 'react';
import { saveShopSettings, type ShopSettings } from '../../../api/shop-info';
import { cardClass } from '../../../components/ui/card';
import { Field, fieldProps, inputClass } from '../../../components/ui/field';
import { shopInfoKey } from '../../shop-info/shop-info-queries';
import { AdminForm } from '../kit/admin-form';
import { contractResolver } from '../kit/form-kit';
import { LoadedForm } from '../kit/list-state';
import { PageHeader } from '../kit/page-header';
import { useRecordForm } from '../kit/use-record-form';
import { InvoiceSettingsSection } from './invoice-settings-form';
import { shopSettingsKey, shopSettingsQuery } from './settings-queries';

type Values = Record<ShopInfoField, string>;

type FieldSpec = { label: string; type: 'tel' | 'email' | 'text' | 'url'; inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']; autoComplete?: string; example: string };

const fields: Record<ShopInfoField, FieldSpec> = {
  whatsapp: { label: 'Support WhatsApp number', type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', example: '98450 12345' },
  supportEmail: { label: 'Support email', type: 'email', inputMode: 'email', autoComplete: 'email', example: 'help@yourshop.in' },
  name: { label: 'Shop name', type: 'text', autoComplete: 'organization', example: 'S-Store' },
  hours: { label: 'Support hours', type: 'text', example: 'Every day, 10 am to 10 pm IST' },
  address: { label: 'Postal address', type: 'text', autoComplete: 'street-address', example: '2nd Floor, 14 MG Road, Bengaluru 560001' },
  instagramUrl: { label: 'Instagram', type: 'url', inputMode: 'url', example: 'https://www.instagram.com/yourshop' },
  youtubeUrl: { label: 'YouTube', type: 'url', inputMode: 'url', example: 'https://www.youtube.com/@yourshop' },
  telegramUrl: { label: 'Telegram', type: 'url', inputMode: 'url', example: 'https://t.me/yourshop' },
  whatsappChannelUrl: { label: 'WhatsApp channel', type: 'url', inputMode: 'url', example: 'https://whatsapp.com/channel/…' },
  discordUrl: { label: 'Discord', type: 'url', inputMode: 'url', example: 'https://discord.gg/yourshop' },
};

const sections: { title: string; fields: ShopInfoField[] }[] = [
  { title: 'Support', fields: ['whatsapp', 'supportEmail', 'hours'] },
  { title: 'Shop', fields: ['name', 'address'] },
  { title: 'Social links', fields: ['instagramUrl', 'youtubeUrl', 'telegramUrl', 'whatsappChannelUrl', 'discordUrl'] },
];

const ids = Object.fromEntries(shopInfoFields.map((field) => [field, `shop-${field}`])) as Record<ShopInfoField, string>;
const valuesOf = (settings: ShopSettings): Values => Object.fromEntries(shopInfoFields.map((field) => [field, settings.saved[field] ?? ''])) as Values;
const resolver = contractResolver<Values, typeof shopSettingsBody>(shopSettingsBody, (values) => values);
const record = { valuesOf, resolver, fieldIds: ids, queryKey: shopSettingsKey, mutationFn: saveShopSettings };
const essential = (field: ShopInfoField) => (essentialShopInfo as readonly ShopInfoField[]).includes(field);

/** Under each field: what applies when it is left empty, so the admin knows what customers see. */
function hintOf(field: ShopInfoField, settings: ShopSettings): string {
  const fromEnvironment = settings.environment[field];
  if (fromEnvironment) return `Empty: the server's ${shopInfoEnv[field]} applies (${fromEnvironment}).`;
  return essential(field) ? `Required for the live shop: enter it here or set ${shopInfoEnv[field]} on the server.` : 'Empty: not shown to customers.';
}

/** /admin/settings: the shop's name, support contacts, address, hours and social links, and the seller's details on invoices. */
export function ShopSettingsPage() {
  const settings = useQuery(shopSettingsQuery());
  return (
    <>
      <PageHeader
        title="Shop settings"
        description="What customers see in the footer and on the contact, follow, about, FAQ and policy pages. A link appears only when it is set."
      />
      <LoadedForm query={settings} loadingText="Loading the shop settings…" className={`${cardClass} max-w-3xl`} gridClassName="grid gap-4 sm:grid-cols-2" boxes={4}>
        {(current) => <SettingsForm current={current} />}
      </LoadedForm>
      <InvoiceSettingsSection />
    </>
  );
}

function SettingsForm({ current }: { current: ShopSettings }) {
  const { form, save, submit } = useRecordForm(current, {
    ...record,
    saved: 'Shop settings saved.',
    failed: 'Error saving the shop settings.',
    // The storefront's copy too: the footer behind this screen shows the new details at once.
    alsoStore: (queryClient, saved) => queryClient.setQueryData(shopInfoKey, saved.info),
  });
  const { errors } = form.formState;

  return (
    <AdminForm label="Shop settings" className={`${cardClass} max-w-3xl space-y-6`} layout="stack" save={save} submitLabel="Save settings" busyLabel="Saving..." onSubmit={submit}>
      {sections.map((section) => (
        <fieldset key={section.title} className="space-y-4">
          <legend className="mb-2 text-base font-bold text-zinc-900 dark:text-zinc-50">{section.title}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {section.fields.map((field) => {
              const spec = fields[field];
              const error = errors[field]?.message;
              return (
                <Field key={field} id={ids[field]} label={spec.label} error={error} hint={hintOf(field, current)} className={field === 'address' ? 'sm:col-span-2' : ''}>
                  <input
                    {...fieldProps(ids[field], error, true)}
                    type={spec.type}
                    inputMode={spec.inputMode}
                    autoComplete={spec.autoComplete ?? 'off'}
                    placeholder={current.environment[field] ?? spec.example}
                    className={inputClass}
                    {...form.register(field)}
                  />
                </Field>
              );
            })}
          </div>
        </fieldset>
      ))}
    </AdminForm>
  );
}
