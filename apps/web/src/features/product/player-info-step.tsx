import { CircleAlert, CircleCheck, LoaderCircle, TriangleAlert, UserCheck } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import type { CheckOutcome, PlayerField } from './product-rules';
import { servers } from './product-rules';
import { StepCard } from './step-card';

export type PlayerValues = { input1: string; input2: string };
export type PlayerProblems = Partial<Record<'input1' | 'input2' | 'verify', string>>;

type PlayerInfoStepProps = {
  fields: PlayerField[];
  values: PlayerValues;
  onChange: (name: keyof PlayerValues, value: string) => void;
  /** Present only when this product offers Check Username. */
  usernameCheck: { onCheck: () => void; checking: boolean; outcome: CheckOutcome | null } | null;
  /** Shown after a Proceed that failed its checks; empty when the form is fine. */
  problems: PlayerProblems | null;
  sectionRef: RefObject<HTMLElement | null>;
  /** The customer's saved accounts, offered above the form. */
  saved?: ReactNode;
  /** A saved id that now answers to another name: said before the customer pays. */
  warning?: string | null;
};

const inputClass =
  'block min-h-12 w-full rounded-xl border bg-white px-3 text-base text-zinc-900 placeholder:text-zinc-500 dark:bg-zinc-950 dark:text-zinc-100 dark:placeholder:text-zinc-400';

function FieldInput({ field, value, onChange, error }: { field: PlayerField; value: string; onChange: (value: string) => void; error?: string }) {
  const id = `field-${field.name}`;
  const errorId = `${id}-error`;
  const border = error ? 'border-red-600 dark:border-red-400' : 'border-zinc-300 dark:border-zinc-700';
  const common = {
    id,
    name: field.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: `${inputClass} ${border}`,
  } as const;

  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-zinc-800 dark:text-zinc-200">
        {field.label}
      </label>
      {field.kind === 'server' ? (
        <select {...common} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">Select Server</option>
          {servers.map((server) => (
            <option key={server} value={server}>
              {server}
            </option>
          ))}
        </select>
      ) : field.kind === 'numeric' ? (
        <input
          {...common}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          placeholder={`Enter ${field.label}`}
          value={value}
          // Only digits are kept: ids are numeric for these games.
          onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
        />
      ) : (
        <input
          {...common}
          type={field.kind === 'email' ? 'email' : 'text'}
          autoComplete={field.kind === 'email' ? 'email' : 'off'}
          placeholder={`Enter ${field.label}`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {error && (
        <p id={errorId} className="mt-1 flex items-center gap-1 text-sm font-medium text-red-700 dark:text-red-300">
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}

/** Step 1: the player's id (and zone or server), with Check Username where it applies. */
export function PlayerInfoStep({ fields, values, onChange, usernameCheck, problems, sectionRef, saved, warning }: PlayerInfoStepProps) {
  const invalid = problems !== null && Object.keys(problems).length > 0;
  const outcome = usernameCheck?.outcome ?? null;

  return (
    <StepCard ref={sectionRef} step={1} title="Enter Information" id="step-information" invalid={invalid}>
      {saved}
      <form
        noValidate
        aria-label="Enter Information"
        onSubmit={(e) => {
          e.preventDefault();
          usernameCheck?.onCheck();
        }}
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          {fields.map((field) => (
            <FieldInput
              key={field.name}
              field={field}
              value={values[field.name]}
              onChange={(value) => onChange(field.name, value)}
              error={problems?.[field.name]}
            />
          ))}
          {usernameCheck && (
            <div className="sm:pt-6">
              <button
                type="submit"
                disabled={usernameCheck.checking}
                className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-zinc-900 px-4 font-semibold whitespace-nowrap text-white hover:bg-zinc-700 disabled:opacity-70 sm:w-auto dark:bg-zinc-100 dark:text-zinc-900 dark:hover:bg-zinc-300"
              >
                {usernameCheck.checking ? (
                  <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                ) : (
                  <UserCheck aria-hidden="true" className="size-5" />
                )}
                Check Username
              </button>
            </div>
          )}
        </div>
        <div aria-live="polite" className="empty:hidden">
          {outcome && (
            <p
              className={`mt-3 flex items-start gap-2 rounded-xl px-3 py-2 text-sm font-semibold ${
                outcome.verified
                  ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200'
                  : 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200'
              }`}
            >
              {outcome.verified ? (
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              ) : (
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              )}
              {outcome.message}
            </p>
          )}
        </div>
        {warning && (
          <p
            role="alert"
            className="mt-3 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900 ring-1 ring-amber-300 dark:bg-amber-400/10 dark:text-amber-100 dark:ring-amber-400/40"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {warning}
          </p>
        )}
        {problems?.verify && (
          <p className="mt-3 flex items-center gap-1 text-sm font-medium text-red-700 dark:text-red-300">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            {problems.verify}
          </p>
        )}
      </form>
    </StepCard>
  );
}
