import { SignJWT, jwtVerify } from 'jose';
import { TtlCache } from '../../lib/ttl-cache';

const ALGORITHM = 'HS256';
const ISSUER = 'storybook-studio';

/** Three-part HS256 JWT whose payload carries `sub` and `exp` (seconds since epoch). */
export class AccessTokens {
  private readonly key: Uint8Array;
  /** A token never changes, so its verified claims can be remembered; expiry is still checked on every use. */
  private readonly verified = new TtlCache<string, { sub: string; exp: number }>(5 * 60_000, 10_000);

  constructor(secret: string, readonly ttlSeconds: number) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(customerId: string, now: Date): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(customerId)
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.ttlSeconds)
      .sign(this.key);
  }

  /** The customer id of a token verified before and not expired; undefined when it has to be verified. No promise (ADR 027). */
  remembered(token: string, now: Date): string | undefined {
    const remembered = this.verified.get(token);
    return remembered && remembered.exp * 1000 > now.getTime() ? remembered.sub : undefined;
  }

  /** The customer id, or null when the token is malformed, forged or expired. */
  async verify(token: string, now: Date): Promise<string | null> {
    const remembered = this.verified.get(token);
    if (remembered) return remembered.exp * 1000 > now.getTime() ? remembered.sub : null;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        currentDate: now,
      });
      if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
      this.verified.set(token, { sub: payload.sub, exp: payload.exp });
      return payload.sub;
    } catch {
      return null;
    }
  }
}
