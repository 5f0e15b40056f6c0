import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline (m=19 MiB, t=2, p=1); better-auth's default scrypt N=2^14 is below ASVS 5.0. */
// @node-rs/argon2 defaults to the argon2id variant.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
