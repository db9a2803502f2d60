import { hash, verify } from '@node-rs/argon2';

const OPTIONS = { algorithm: 2 /* Argon2id (a const enum upstream) */, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against the stored hash, or against a dummy hash when there is no account, so that an
 * unknown e-mail and a wrong password take the same time.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('dummy password that never matches anything');
  const target = storedHash ?? (await dummyHash);
  const matches = await verify(target, password).catch(() => false);
  return storedHash !== undefined && matches;
}
