import { plainMessages } from '@shop/contract/messages';
import { get, set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

const asTheServerSays = plainMessages('body');

/**
 * A react-hook-form resolver over a contract schema, so that a form says what the server would
 * say, before sending. `toBody` turns what was typed into the request the schema checks; each
 * issue lands on the field its path names, the first one per field, and a list field (items
 * "1001, x") gets one message. With `unworded: 'server'` (the storefront's forms) an issue the
 * schema leaves unworded reads as the server words it; the admin console and the developer pages
 * keep zod's own words for those, as their screens always showed.
 * Mapped here rather than by a zod resolver package: a union (an amount as number or text) would
 * otherwise report its first branch's "expected number" instead of the contract's own words.
 */
export function contractResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  toBody: (values: V) => unknown,
  listFields: readonly string[] = [],
  unworded: 'server' | 'schema' = 'schema',
): Resolver<V, unknown, z.output<S>> {
  return async (values) => {
    const parsed = await schema.safeParseAsync(toBody(values), unworded === 'server' ? { error: asTheServerSays } : undefined);
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

/** The first message anywhere inside a form's errors, in the order the schema found them. */
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
