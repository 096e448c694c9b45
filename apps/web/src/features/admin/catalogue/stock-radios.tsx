import type { UseFormRegisterReturn } from 'react-hook-form';

/** In Stock / Out of Stock as two radios (the values travel as 'true' and 'false'). */
export function StockRadios({ legend, register, idPrefix }: { legend: string; register: UseFormRegisterReturn; idPrefix: string }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-semibold text-zinc-800 dark:text-zinc-200">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {(
          [
            ['true', 'In Stock'],
            ['false', 'Out of Stock'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} htmlFor={`${idPrefix}-${value}`} className="flex min-h-11 items-center gap-2 text-sm">
            <input id={`${idPrefix}-${value}`} type="radio" value={value} className="size-5 accent-brand-700" {...register} />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
