import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, fieldProps, inputClass } from '../../../components/ui/field';

export type Option = { value: string; label: string };

/** A select's choices, each a value or a value with its label; `none` first, as the empty value, when given. */
export function Options({ none, options }: { none?: string; options: readonly (string | Option)[] }) {
  return (
    <>
      {none !== undefined && <option value="">{none}</option>}
      {options.map((option) => {
        const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </>
  );
}

type ChoiceFieldProps = {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string | undefined;
  register: UseFormRegisterReturn;
  none?: string;
  options: readonly (string | Option)[];
};

/** A form's select with its label, and its hint or the schema's refusal below. */
export function ChoiceField({ id, label, error, hint, register, none, options }: ChoiceFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <select {...fieldProps(id, error, Boolean(hint))} className={inputClass} {...register}>
        <Options none={none} options={options} />
      </select>
    </Field>
  );
}
