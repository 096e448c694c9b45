import { get, set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../api/client';
import { serverMessageOf } from './server-message';

/**
 * A react-hook-form resolver over a contract schema. The form's values are what the admin types
 * (text); `toBody` turns them into the request the schema checks, and each issue lands on the
 * field its path names, the first one per field. A list field (items "1001, x") gets one message.
 * Issues are mapped here rather than by @hookform/resolvers' zodResolver: for a union (a price or
 * an id given as number or text) it reports the first branch's "expected number" instead of the
 * contract's own words.
 */
export function contractResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  toBody: (values: V) => unknown,
  listFields: readonly string[] = [],
): Resolver<V, unknown, z.output<S>> {
  return async (values) => {
    const parsed = await schema.safeParseAsync(toBody(values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const head = String(issue.path[0] ?? 'root');
      const name = listFields.includes(head) ? head : issue.path.length ? issue.path.join('.') : 'root';
      if (!get(errors, name)) set(errors, name, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/** The first message anywhere inside an error (a list's errors are nested by position). */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && message) return message;
  for (const value of Object.values(error)) {
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

/** Moves focus to the first field the schema refused, in the form's order. */
export function focusFirstError(errors: FieldErrors, ids: Record<string, string>) {
  const field = Object.keys(ids).find((name) => firstMessage(errors[name]));
  if (field) document.getElementById(ids[field]!)?.focus();
}

/** The server's words when it refused, or null (a network failure says nothing more). */
export function refusal(error: unknown): string | null {
  return serverMessageOf(error) ?? (error instanceof ApiError && error.status >= 400 ? error.message : null);
}

/** "Failed to ..." when the server refused, "Error ..." when the call never got an answer. */
export function failureText(error: unknown, refused: string, broken: string): string {
  return error instanceof ApiError && error.status >= 400 ? refused : broken;
}

/** The spec's words, then the server's reason when it gave one. */
export const withReason = (text: string, reason: string | null) => (reason && reason !== text ? `${text} ${reason}` : text);
