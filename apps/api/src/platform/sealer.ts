import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';

/**
 * Values signed with HMAC-SHA256: base64url(JSON) "." signature. The purpose is part of what is
 * signed, so a value sealed for one use (a sign-in flow cookie, a nonce) never passes for
 * another; `exp` is checked here, not left to the browser.
 */
export function createSealer(key: Uint8Array) {
  const sign = (purpose: string, body: string) => createHmac('sha256', key).update(`${purpose}.${body}`).digest();
  return {
    seal<T extends { exp: number }>(purpose: string, value: T): string {
      const body = Buffer.from(JSON.stringify(value)).toString('base64url');
      return `${body}.${sign(purpose, body).toString('base64url')}`;
    },
    open<T extends { exp: number }>(purpose: string, sealed: string | undefined, schema: z.ZodType<T>): T | null {
      const [body, signature, extra] = (sealed ?? '').split('.');
      if (!body || !signature || extra !== undefined) return null;
      const expected = sign(purpose, body);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let parsed: z.ZodSafeParseResult<T>;
      try {
        parsed = schema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
      } catch {
        return null;
      }
      return parsed.success && parsed.data.exp > Date.now() ? parsed.data : null;
    },
  };
}
