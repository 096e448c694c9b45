import { get, set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver over a contract schema, so that the forms say what the server would
 * say, before sending. `toBody` turns what was typed (text) into the request the schema checks;
 * each issue lands on the field its path names, the first one per field. Mapped here rather than
 * by a zod resolver package: a union (an amount as number or text) would otherwise report its
 * first branch's "expected number" instead of the contract's own words.
 */
export function schemaResolver<V extends FieldValues, S extends z.ZodType>(schema: S, toBody: (values: V) => unknown): Resolver<V, unknown, z.output<S>> {
  return async (values) => {
    const parsed = await schema.safeParseAsync(toBody(values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path.length ? issue.path.join('.') : 'root';
      if (!get(errors, name)) set(errors, name, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
