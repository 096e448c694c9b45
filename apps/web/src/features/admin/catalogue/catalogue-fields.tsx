import { apiTypes } from '@shop/contract/catalogue-rules';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, fieldProps, inputClass } from '../../../components/ui/field';

type CatalogueFieldProps = { id: string; error: string | undefined; register: UseFormRegisterReturn };

/** Which supplier API delivers a product or an item; asked only once Is API is ticked. */
export function ApiTypeField({ id, error, register }: CatalogueFieldProps) {
  return (
    <Field id={id} label="API Type" error={error}>
      <select {...fieldProps(id, error)} className={inputClass} {...register}>
        <option value="">Select API Type</option>
        {apiTypes.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </select>
    </Field>
  );
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
