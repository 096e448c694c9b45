import { apiTypes } from '@shop/contract/catalogue-rules';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, fieldProps, inputClass } from '../../../components/ui/field';
import { ChoiceField } from '../kit/options';

type CatalogueFieldProps = { id: string; error: string | undefined; register: UseFormRegisterReturn };

/** Which supplier API delivers a product or an item; asked only once Is API is ticked. */
export function ApiTypeField({ id, error, register }: CatalogueFieldProps) {
  return <ChoiceField id={id} label="API Type" error={error} register={register} none="Select API Type" options={apiTypes} />;
}

/** The picture of a product or an item, as a path or an address. */
export function ImagePathField({ id, error, register, hint }: CatalogueFieldProps & { hint?: string | undefined }) {
  return (
    <Field id={id} label="Image Path" error={error} hint={hint}>
      <input {...fieldProps(id, error, Boolean(hint))} autoComplete="off" spellCheck={false} className={inputClass} {...register} />
    </Field>
  );
}

export const imagePathHint = 'A path of this shop (/uploads/…) or an https:// address.';
