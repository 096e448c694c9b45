// What a refused request reads when its schema names no message of its own: a plain sentence
// that names the field ("The field "zoneid" must be text, not null."), never zod's generic
// "Invalid input: expected string, received null". A schema's own messages always win: this
// map is asked only for the issues they leave unworded.
import type { z } from 'zod';

/** Where a request's value travels: the JSON body, the query, the address or a header. */
export type RequestPart = 'body' | 'query' | 'path' | 'header';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const expectedWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  tuple: 'a list',
  object: 'an object',
  record: 'an object',
  date: 'a date',
  null: 'null',
  literal: 'the one value it takes',
};

const formatWords: Record<string, string> = {
  uuid: 'an id (a UUID)',
  guid: 'an id (a UUID)',
  email: 'an email address',
  url: 'a web address',
  datetime: 'a date and time such as 2026-01-31T18:30:00Z',
  date: 'a date such as 2026-01-31',
  time: 'a time such as 18:30',
};

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return value === '' ? 'empty text' : 'text';
  if (typeof value === 'number') return Number.isInteger(value) ? 'a whole number' : 'a number';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'object') return 'an object';
  return typeof value;
}

/** "The field "zoneid"", "The query parameter "page"", or the part itself for the whole of it. */
function subjectOf(part: RequestPart, path: readonly PropertyKey[] | undefined): string {
  const name = (path ?? []).map(String).join('.');
  if (!name) return { body: 'The request body', query: 'The query', path: 'The address', header: 'The headers' }[part];
  return { body: `The field "${name}"`, query: `The query parameter "${name}"`, path: `The "${name}" in the address`, header: `The header "${name}"` }[part];
}

const list = (values: readonly unknown[]) => values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ');
const plural = (n: number | bigint, one: string, many: string) => `${n} ${Number(n) === 1 ? one : many}`;

/** The sentence for one issue, or undefined to leave it to zod. */
export function plainMessage(issue: Issue, part: RequestPart): string | undefined {
  const subject = subjectOf(part, issue.path);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return `${subject} is required.`;
      const expected = expectedWords[issue.expected] ?? issue.expected;
      return `${subject} must be ${expected}, not ${kindOf(issue.input)}.`;
    }
    case 'too_small': {
      const n = issue.minimum;
      if (issue.origin === 'string') return Number(n) <= 1 ? `${subject} must not be empty.` : `${subject} must be at least ${plural(n, 'character', 'characters')} long.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${subject} must have at least ${plural(n, 'entry', 'entries')}.`;
      return issue.inclusive === false ? `${subject} must be more than ${n}.` : `${subject} must be at least ${n}.`;
    }
    case 'too_big': {
      const n = issue.maximum;
      if (issue.origin === 'string') return `${subject} must be at most ${plural(n, 'character', 'characters')} long.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${subject} must have at most ${plural(n, 'entry', 'entries')}.`;
      return issue.inclusive === false ? `${subject} must be less than ${n}.` : `${subject} must be at most ${n}.`;
    }
    case 'invalid_format':
      return formatWords[issue.format] ? `${subject} must be ${formatWords[issue.format]}.` : `${subject} is not in the form it takes.`;
    case 'invalid_value':
      return issue.values.length === 1 ? `${subject} must be ${list(issue.values)}.` : `${subject} must be one of: ${list(issue.values)}.`;
    case 'not_multiple_of':
      return `${subject} must be a multiple of ${issue.divisor}.`;
    case 'unrecognized_keys':
      return `${subject} holds ${issue.keys.length === 1 ? `a field it does not take: "${issue.keys[0]}"` : `fields it does not take: ${issue.keys.map((k) => `"${k}"`).join(', ')}`}.`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return `${subject} is not valid.`;
    default:
      return undefined;
  }
}

/** An error map for parsing one part of a request: `schema.safeParse(value, { error: plainMessages('body') })`. */
export const plainMessages =
  (part: RequestPart): z.core.$ZodErrorMap =>
  (issue) =>
    plainMessage(issue, part);
