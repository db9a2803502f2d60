import { InvalidBlobKeyError } from './blob-store';

const MAX_KEY_LENGTH = 1024;
const KEY_ALPHABET = /^[A-Za-z0-9._/-]+$/;

/**
 * A key is one or more `/`-separated segments of `[A-Za-z0-9._-]`, at most 1024 characters, with
 * no empty, `.` or `..` segment and no `..` anywhere: it can never climb out of the store's root
 * on a filesystem, and it means the same thing on every backend.
 */
export function assertValidBlobKey(key: string): void {
  const problem = findKeyProblem(key);
  if (problem) throw new InvalidBlobKeyError(key, problem);
}

/** For input from outside (a requested address): false where `assertValidBlobKey` would throw. */
export function isValidBlobKey(key: string): boolean {
  return findKeyProblem(key) === undefined;
}

/** A prefix is a valid key, optionally followed by one `/`. */
export function assertValidBlobPrefix(prefix: string): void {
  const problem = findKeyProblem(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  if (problem) throw new InvalidBlobKeyError(prefix, problem);
}

function findKeyProblem(key: string): string | undefined {
  if (typeof key !== 'string' || key.length === 0) return 'it is empty';
  if (key.length > MAX_KEY_LENGTH) return `it is longer than ${MAX_KEY_LENGTH} characters`;
  if (!KEY_ALPHABET.test(key)) return 'only letters, digits, ".", "_", "-" and "/" are allowed';
  if (key.includes('..')) return '".." is not allowed';
  if (key.split('/').some((segment) => segment === '' || segment === '.')) {
    return 'it has an empty or "." segment (leading, trailing or double "/")';
  }
  return undefined;
}
