import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../lib/clock';

export interface MediaUrlOptions {
  /** The link stops working at this moment instead of the rounded default (print files handed to a printer). */
  expiresAt?: Date;
}

/** What a presented link is worth: only `valid` may be served. */
export type MediaLinkCheck = 'valid' | 'expired' | 'invalid';

const EXPIRY = /^\d{1,12}$/;

/**
 * Blobs are served at /media/<key>?exp=<unix seconds>&sig=<HMAC(key, exp)>. Only API responses to a
 * resource's owner carry the signed URL, so an <img> tag can load it without a bearer header while
 * nobody can guess another's; the expiry is inside the signature, so it cannot be moved.
 *
 * By default a link expires at the end of the TTL-aligned window after the current one: every
 * response in a window hands out the same URL (so browsers keep using their cached copy), and a link
 * works for at least one TTL and at most two.
 */
export class MediaUrls {
  constructor(
    private readonly secret: string,
    private readonly ttlSeconds: number,
    private readonly clock: Clock,
  ) {}

  urlFor(key: string, options: MediaUrlOptions = {}): string {
    const expires = options.expiresAt ? Math.floor(options.expiresAt.getTime() / 1000) : this.roundedExpiry();
    return `/media/${key}?exp=${expires}&sig=${this.sign(key, expires)}`;
  }

  /** An altered link (key, expiry or signature) is `invalid` whatever its expiry; a genuine one past it is `expired`. */
  check(key: string, expires: string | undefined, signature: string | undefined): MediaLinkCheck {
    if (expires === undefined || signature === undefined || !EXPIRY.test(expires)) return 'invalid';
    const expected = Buffer.from(this.sign(key, Number(expires)));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
    return this.secondsLeft(Number(expires)) > 0 ? 'valid' : 'expired';
  }

  /** How long a response to a valid link may be cached: never past the link's expiry. */
  secondsLeft(expires: number): number {
    return Math.max(0, expires - Math.floor(this.clock.now().getTime() / 1000));
  }

  private roundedExpiry(): number {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return (Math.floor(now / this.ttlSeconds) + 2) * this.ttlSeconds;
  }

  private sign(key: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`media:${key}:${expires}`).digest('base64url').slice(0, 32);
  }
}
