import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Endpoints' signing secrets at rest: AES-256-GCM under the shop's key, as base64url of the IV,
 * the tag and the ciphertext. The shop signs with them, so they are kept readable, not hashed.
 */
export function createSecretBox(key: Uint8Array) {
  return {
    seal(secret: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    unseal(value: string): string {
      const raw = Buffer.from(value, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
