import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An unguessable opaque token (refresh tokens, reset links). */
export function generateOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Opaque tokens are high-entropy, so a plain SHA-256 is enough to store them. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function generateSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Short codes are low-entropy: store them keyed with the server secret so a leaked table can't be brute-forced offline. */
export function keyedHash(secret: string, ...parts: string[]): string {
  return createHmac('sha256', secret).update(parts.join('\u0000')).digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
