import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbiddenCharacterMessage, hasForbiddenCharacter } from '@shop/contract/input';
import { badRequest } from './errors.js';

/** Deeper than any request of the shop nests; past it a body is refused before anything walks it. */
const MAX_DEPTH = 16;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The one input layer in front of every route, before the route's own schema: JSON bodies must
 * be valid UTF-8, and no string anywhere in the address, the query or the body may hold a
 * control or direction-changing character (the database refuses NUL outright, and the others
 * disguise what a name or code says). Each route's zod schema then checks types, lengths and
 * ranges.
 */
export function registerInputChecks(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    // Browsers' HTTP clients send the JSON content type on calls without a body.
    if ((body as Buffer).length === 0) return done(null, {});
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      return done(badRequest('The request body is not valid UTF-8 text.'), undefined);
    }
    parseJson(req, text, done);
  });

  app.addHook('preValidation', async (req: FastifyRequest) => {
    checkQueryEncoding(req.url);
    checkStrings(req.params, 'path');
    checkStrings(req.query, 'query');
    if (!Buffer.isBuffer(req.body)) checkStrings(req.body, 'body');
  });
}

/**
 * The query parser keeps an escape that does not decode (`%FF`, a lone surrogate) as its literal
 * text, so bytes that were never UTF-8 would pass as harmless-looking characters: refuse them.
 */
function checkQueryEncoding(url: string) {
  const start = url.indexOf('?');
  if (start < 0 || !url.includes('%', start)) return;
  for (const part of url.slice(start + 1).split('&')) {
    try {
      decodeURIComponent(part);
    } catch {
      throw badRequest('The address holds text that is not valid UTF-8.');
    }
  }
}

/** Walks a parsed value without recursion, refusing forbidden characters and deep nesting. */
function checkStrings(root: unknown, where: string) {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasForbiddenCharacter(value)) throw badRequest(`${path || where} ${forbiddenCharacterMessage}.`);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_DEPTH) throw badRequest('The request is nested too deeply.');
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (hasForbiddenCharacter(key)) throw badRequest(`A field name in the ${where} ${forbiddenCharacterMessage}.`);
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
}
