import type { FastifySchemaCompiler } from 'fastify';
import { safeParse, type $ZodError, type $ZodType } from 'zod/v4/core';
import { plainMessages, type RequestPart } from '@shop/contract/messages';

// fastify-type-provider-zod's validator, with one change: an issue whose schema names no message
// is worded as a sentence that names the field (the contract's plainMessages), not zod's generic
// "Invalid input: expected string, received null". The errors keep the provider's shape, which
// the error handler (errors.ts) recognises.

const parts: Record<string, RequestPart> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };
const maps = Object.fromEntries(Object.entries(parts).map(([httpPart, part]) => [httpPart, plainMessages(part)]));
const validationErrorMark = Symbol.for('ZodFastifySchemaValidationError');

export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = safeParse(schema, data, { error: maps[httpPart ?? 'body'] ?? maps.body });
    return result.success ? { value: result.data } : { error: validationErrors(result.error) as unknown as Error };
  };

/** The issues in the provider's form: one entry per issue, its path as a JSON pointer. */
function validationErrors(error: $ZodError) {
  return error.issues.map(({ path, code, message, ...params }) => ({
    [validationErrorMark]: true,
    keyword: code,
    instancePath: `/${path.join('/')}`,
    schemaPath: `#/${path.join('/')}/${code}`,
    message,
    params,
  }));
}
