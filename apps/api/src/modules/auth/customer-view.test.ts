import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { MediaUrls } from '../media/media-urls';
import { toCustomer, toCustomerJson } from './customer-view';
import type { CustomerRow } from './repo';

const row = (changes: Partial<CustomerRow> = {}): CustomerRow => ({
  id: '3f1c1a52-8d0e-4a39-9a53-3f4f7b0c2d11',
  email: 'parent@example.com',
  passwordHash: 'not-shown',
  fullName: 'Story Parent',
  dateOfBirth: '1990-01-01',
  profilePictureKey: null,
  role: 'customer',
  isVerified: true,
  tokensValidFrom: null,
  disabledAt: null,
  disabledReason: null,
  createdAt: new Date('2026-11-01T09:00:00Z'),
  updatedAt: new Date('2026-11-01T09:00:00Z'),
  ...changes,
});

function mediaAt(isoTime: string) {
  const clock = new ManualClock(new Date(isoTime));
  return { clock, media: new MediaUrls('a-media-secret-that-is-long-enough-for-hmac', 3600, clock) };
}

describe('toCustomerJson', () => {
  it('is the customer as every response shows it, made once per cached row', () => {
    const { media } = mediaAt('2026-11-25T10:00:00Z');
    const cached = row();
    const json = toCustomerJson(cached, media);
    expect(JSON.parse(json.json)).toEqual(toCustomer(cached, media));
    expect(json.json).not.toContain('not-shown');
    expect(toCustomerJson(cached, media)).toBe(json);
    // A write caches a new row: its JSON is made afresh.
    expect(JSON.parse(toCustomerJson(row({ fullName: 'Renamed Parent' }), media).json).full_name).toBe('Renamed Parent');
  });

  it("carries the picture's link of the current window, made again once the clock enters the next", () => {
    const { clock, media } = mediaAt('2026-11-25T10:00:00Z');
    const cached = row({ profilePictureKey: 'avatars/parent/me.webp' });
    const first = toCustomerJson(cached, media);
    expect(JSON.parse(first.json).profile_picture).toBe(media.urlFor('avatars/parent/me.webp'));
    clock.set(new Date('2026-11-25T10:59:59Z'));
    expect(toCustomerJson(cached, media)).toBe(first);
    clock.set(new Date('2026-11-25T11:00:00Z'));
    expect(JSON.parse(toCustomerJson(cached, media).json).profile_picture).toBe(media.urlFor('avatars/parent/me.webp'));
    expect(toCustomerJson(cached, media)).not.toBe(first);
  });

  it('is checked against the response schema, as the route serialiser checked it', () => {
    const { media } = mediaAt('2026-11-25T10:00:00Z');
    expect(() => toCustomerJson(row({ role: 'owner' as CustomerRow['role'] }), media)).toThrow();
  });
});
