import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { MediaUrls } from './media-urls';

const SECRET = 'a-media-secret-that-is-long-enough-for-hmac';
const HOUR = 3600;
const parts = (url: string) => {
  const query = new URLSearchParams(url.slice(url.indexOf('?') + 1));
  return { exp: query.get('exp')!, sig: query.get('sig')! };
};

function mediaAt(isoTime: string, ttlSeconds = HOUR) {
  const clock = new ManualClock(new Date(isoTime));
  return { clock, media: new MediaUrls(SECRET, ttlSeconds, clock) };
}

describe('MediaUrls', () => {
  it('rounds the expiry to the end of the next TTL-aligned window, so a link lives one to two TTLs', () => {
    const { clock, media } = mediaAt('2026-11-25T10:00:00Z');
    const first = media.urlFor('avatars/a.webp');
    expect(Number(parts(first).exp)).toBe(Date.parse('2026-11-25T12:00:00Z') / 1000);

    clock.set(new Date('2026-11-25T10:59:59Z'));
    expect(media.urlFor('avatars/a.webp')).toBe(first);

    clock.set(new Date('2026-11-25T11:00:00Z'));
    expect(Number(parts(media.urlFor('avatars/a.webp')).exp)).toBe(Date.parse('2026-11-25T13:00:00Z') / 1000);
  });

  it('follows the configured TTL', () => {
    const { media } = mediaAt('2026-11-25T10:07:00Z', 600);
    expect(Number(parts(media.urlFor('k')).exp)).toBe(Date.parse('2026-11-25T10:20:00Z') / 1000);
  });

  it('accepts its own links until their expiry, then calls them expired', () => {
    const { clock, media } = mediaAt('2026-11-25T10:30:00Z');
    const { exp, sig } = parts(media.urlFor('k'));
    expect(media.check('k', exp, sig)).toBe('valid');
    expect(media.secondsLeft(Number(exp))).toBe(5400);
    clock.set(new Date('2026-11-25T11:59:59Z'));
    expect(media.check('k', exp, sig)).toBe('valid');
    expect(media.secondsLeft(Number(exp))).toBe(1);
    clock.set(new Date('2026-11-25T12:00:00Z'));
    expect(media.check('k', exp, sig)).toBe('expired');
  });

  it('honours an explicit expiry', () => {
    const { clock, media } = mediaAt('2026-11-25T10:30:00Z');
    const { exp, sig } = parts(media.urlFor('print/file.pdf', { expiresAt: new Date('2026-11-26T10:30:00Z') }));
    expect(Number(exp)).toBe(Date.parse('2026-11-26T10:30:00Z') / 1000);
    clock.set(new Date('2026-11-26T10:29:00Z'));
    expect(media.check('print/file.pdf', exp, sig)).toBe('valid');
  });

  it('calls a link invalid when its key, expiry or signature was changed or is missing, even once expired', () => {
    const { clock, media } = mediaAt('2026-11-25T10:30:00Z');
    const { exp, sig } = parts(media.urlFor('k'));
    expect(media.check('other', exp, sig)).toBe('invalid');
    expect(media.check('k', String(Number(exp) + 3600), sig)).toBe('invalid');
    expect(media.check('k', exp, `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`)).toBe('invalid');
    expect(media.check('k', exp, sig.slice(1))).toBe('invalid');
    expect(media.check('k', undefined, sig)).toBe('invalid');
    expect(media.check('k', exp, undefined)).toBe('invalid');
    expect(media.check('k', `${exp}.0`, sig)).toBe('invalid');
    expect(media.check('k', 'soon', sig)).toBe('invalid');
    clock.advance(3 * HOUR * 1000);
    expect(media.check('k', String(Number(exp) + 3600), sig)).toBe('invalid');
  });

  it('signs with its secret: another secret makes other signatures', () => {
    const { clock, media } = mediaAt('2026-11-25T10:30:00Z');
    const { exp, sig } = parts(new MediaUrls(`${SECRET}-other`, HOUR, clock).urlFor('k'));
    expect(media.check('k', exp, sig)).toBe('invalid');
  });
});
