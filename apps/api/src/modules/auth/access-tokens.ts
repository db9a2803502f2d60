import { SignJWT, jwtVerify } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'storybook-studio';

/** Three-part HS256 JWT whose payload carries `sub` and `exp` (seconds since epoch). */
export class AccessTokens {
  private readonly key: Uint8Array;

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

  /** The customer id, or null when the token is malformed, forged or expired. */
  async verify(token: string, now: Date): Promise<string | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        currentDate: now,
      });
      return typeof payload.sub === 'string' ? payload.sub : null;
    } catch {
      return null;
    }
  }
}
