import { describe, expect, it } from 'vitest';
import { sharedPictureExpiry } from './shared-book';

const at = (iso: string) => new Date(iso);

describe('sharedPictureExpiry', () => {
  it('lives between three quarters of the TTL and the whole TTL, on a quarter-TTL grid', () => {
    const ttl = 3600;
    for (const now of ['2026-11-28T10:00:00Z', '2026-11-28T10:14:59Z', '2026-11-28T10:15:00Z', '2026-11-28T10:59:59Z']) {
      const expiry = sharedPictureExpiry(at(now), ttl, null).getTime();
      const left = (expiry - at(now).getTime()) / 1000;
      expect(left).toBeGreaterThan(ttl * 0.75);
      expect(left).toBeLessThanOrEqual(ttl);
      expect(expiry % ((ttl / 4) * 1000)).toBe(0);
    }
    // Readers in the same quarter get the same link, so their browsers share cached pictures.
    expect(sharedPictureExpiry(at('2026-11-28T10:00:01Z'), ttl, null)).toEqual(sharedPictureExpiry(at('2026-11-28T10:14:59Z'), ttl, null));
  });

  it('never outlives the share link itself', () => {
    const linkEnds = at('2026-11-28T10:20:00Z');
    expect(sharedPictureExpiry(at('2026-11-28T10:00:00Z'), 3600, linkEnds)).toEqual(linkEnds);
  });
});
