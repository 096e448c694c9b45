import { randomBytes } from 'node:crypto';

export const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * `length` random characters of `alphabet` (at most 256), each equally likely: where the
 * alphabet's size does not divide 256, the bytes above its last whole multiple are dropped.
 */
export function randomText(alphabet: string, length: number): string {
  const usable = 256 - (256 % alphabet.length);
  let text = '';
  while (text.length < length) for (const b of randomBytes(length + 8)) if (b < usable && text.length < length) text += alphabet[b % alphabet.length];
  return text;
}
