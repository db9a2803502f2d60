import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Blobs are served at /media/<key>?sig=<hmac>. Only API responses to a resource's owner carry the
 * signed URL, so an <img> tag can load it without a bearer header while nobody can guess another's.
 */
export class MediaUrls {
  constructor(private readonly secret: string) {}

  urlFor(key: string): string {
    return `/media/${key}?sig=${this.sign(key)}`;
  }

  isValid(key: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(key));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(key: string): string {
    return createHmac('sha256', this.secret).update(`media:${key}`).digest('base64url').slice(0, 32);
  }
}
