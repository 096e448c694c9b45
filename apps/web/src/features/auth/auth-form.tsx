import { LoaderCircle, type LucideIcon } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { contractResolver, firstMessage } from '../../components/contract-resolver';
import type { StatusMessageValue } from '../../components/status-message';
import { primaryButton, textLink } from './auth-card';
import { StatusMessage } from '../../components/status-message';

/**
 * A field that must hold more than spaces, else the screen's own words: the screens ask for every
 * field in one sentence before the contract's finer rules, which would name one field only.
 */
export const filled = (message: string) => z.string().refine((value) => value.trim() !== '', message);

/**
 * An account screen's form on react-hook-form and a contract schema. `toBody` turns the values
 * into the request the schema checks; a refusal shows in the screen's message region (the first
 * one, worded as the server would word it) and leaves the focus where it was.
 */
export function useAuthForm<V extends FieldValues, S extends z.ZodType>({
  schema,
  toBody = (values) => values,
  defaultValues,
  setMessage,
  onValid,
}: {
  schema: S;
  toBody?: (values: V) => unknown;
  defaultValues: DefaultValues<V>;
  setMessage: (message: StatusMessageValue | null) => void;
  onValid: (body: z.output<S>) => void;
}) {
  const form = useForm<V, unknown, z.output<S>>({
    defaultValues,
    resolver: contractResolver(schema, toBody, [], 'server'),
    shouldFocusError: false,
    // A refusal stays until the next submit, like the message that says it.
    reValidateMode: 'onSubmit',
  });
  const submit = form.handleSubmit(
    (body) => {
      setMessage(null);
      onValid(body);
    },
    (errors) => setMessage({ tone: 'error', text: firstMessage(errors) ?? '' }),
  );
  /** A TextField's value and change handler; `clean` keeps only what the field takes. */
  const bind = (name: Path<V>, clean: (value: string) => string = (value) => value) => ({
    value: form.watch(name) as string,
    onChange: (value: string) => form.setValue(name, clean(value) as PathValue<V, Path<V>>),
  });
  return { form, submit, bind };
}

/** The form of an account screen: its fields, the message region, the main button, then `after`. */
export function AuthForm({
  label,
  onSubmit,
  message,
  submit,
  children,
  after,
  className = 'space-y-4',
}: {
  /** The form's accessible name: the screen's title. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  message: StatusMessageValue | null;
  submit: { label: string; icon: LucideIcon; pending: boolean; disabled?: boolean };
  children: ReactNode;
  after?: ReactNode;
  className?: string;
}) {
  const Icon = submit.icon;
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label} className={className}>
      {children}
      <StatusMessage message={message} />
      <button type="submit" disabled={submit.pending || submit.disabled} className={primaryButton}>
        {submit.pending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <Icon aria-hidden="true" className="size-5" />}
        {submit.label}
      </button>
      {after}
    </form>
  );
}

/** The line under an account screen's card: a question, then the link that answers it. */
export function FooterLink({ prompt, to, label }: { prompt: string; to: string; label: string }) {
  return (
    <>
      {prompt}{' '}
      <Link to={to} className={textLink}>
        {label}
      </Link>
    </>
  );
}
