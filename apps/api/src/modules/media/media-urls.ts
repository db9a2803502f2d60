import { createHmac, timingSafeEqual } from 'node:crypto';

export interface MediaUrlOptions {
  /** The link stops working after this moment (print files handed to a printer); without it, it never expires. */
  expiresAt?: Date;
}

/**
 * Blobs are served at /media/<key>?sig=<hmac> (and &exp=<unix seconds> when the link expires). Only API
 * responses to a resource's owner carry the signed URL, so an <img> tag can load it without a bearer
 * header while nobody can guess another's; the expiry is inside the signature, so it cannot be moved.
 */
export class MediaUrls {
  constructor(private readonly secret: string) {}

  urlFor(key: string, options: MediaUrlOptions = {}): string {
    if (!options.expiresAt) return `/media/${key}?sig=${this.sign(key)}`;
    const expires = Math.floor(options.expiresAt.getTime() / 1000);
    return `/media/${key}?exp=${expires}&sig=${this.sign(key, expires)}`;
  }

  isValid(key: string, signature: string, expires?: number, now: Date = new Date()): boolean {
    if (expires !== undefined && now.getTime() >= expires * 1000) return false;
    const expected = Buffer.from(this.sign(key, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(key: string, expires?: number): string {
    const subject = expires === undefined ? `media:${key}` : `media:${key}:${expires}`;
    return createHmac('sha256', this.secret).update(subject).digest('base64url').slice(0, 32);
  }
}
