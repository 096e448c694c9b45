import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum: 19 MiB of memory, 2 passes, 1 lane.
const options = { algorithm: 2 /* Algorithm.Argon2id, a const enum */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false; // accounts made by Google sign-in have no password yet
  return verify(passwordHash, password).catch(() => false);
}

/** A hash of a random password, verified against when the account is unknown, so both take as long. */
export const decoyHash = hashPassword(crypto.randomUUID());
