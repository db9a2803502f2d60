import { SignJWT, jwtVerify } from 'jose';
import { TtlCache } from '../../lib/ttl-cache';

const ALGORITHM = 'HS256';
const ISSUER = 'storybook-studio';

/** What a verified access token says: whose it is and when it was issued (ms since the epoch). */
export interface AccessClaims {
  customerId: string;
  issuedAtMs: number;
}

/**
 * Three-part HS256 JWT whose payload carries `sub`, `exp` (seconds since epoch) and `iat` to the
 * millisecond (a NumericDate may have a fraction), so a revocation at a given instant (ADR 032) splits
 * tokens issued in the same second.
 */
export class AccessTokens {
  private readonly key: Uint8Array;
  /** A token never changes, so its verified claims can be remembered; expiry is still checked on every use. */
  private readonly verified = new TtlCache<string, { claims: AccessClaims; exp: number }>(5 * 60_000, 10_000);

  constructor(secret: string, readonly ttlSeconds: number) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(customerId: string, now: Date): Promise<string> {
    const issuedAt = now.getTime() / 1000;
    return new SignJWT({})
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(customerId)
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(Math.floor(issuedAt) + this.ttlSeconds)
      .sign(this.key);
  }

  /** The claims of a token verified before and not expired; undefined when it has to be verified. No promise (ADR 027). */
  remembered(token: string, now: Date): AccessClaims | undefined {
    const remembered = this.verified.get(token);
    return remembered && remembered.exp * 1000 > now.getTime() ? remembered.claims : undefined;
  }

  /** The token's claims, or null when it is malformed, forged or expired. */
  async verify(token: string, now: Date): Promise<AccessClaims | null> {
    const remembered = this.verified.get(token);
    if (remembered) return remembered.exp * 1000 > now.getTime() ? remembered.claims : null;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        currentDate: now,
      });
      if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number' || typeof payload.iat !== 'number') return null;
      const claims = { customerId: payload.sub, issuedAtMs: Math.round(payload.iat * 1000) };
      this.verified.set(token, { claims, exp: payload.exp });
      return claims;
    } catch {
      return null;
    }
  }
}
