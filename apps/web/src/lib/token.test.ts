import { describe, expect, it } from 'vitest';
import { makeAccessToken } from '../test/tokens';
import { getTokenValidity, isTokenExpired, isTokenExpiringSoon, readTokenExpiry, refreshMarginMs } from './token';

const undecodableToken = 'header.%%%not-base64%%%.signature';

describe('readTokenExpiry (spec §5)', () => {
  it('reads exp (seconds) from the middle part of a three-part token', () => {
    // Bracketed by the clock before and after, not a window round one reading: a slow worker took long enough between them.
    const before = Date.now();
    const token = makeAccessToken(120);
    const expiry = readTokenExpiry(token);
    const after = Date.now();
    expect(expiry.kind).toBe('expires');
    if (expiry.kind === 'expires') {
      expect(expiry.atMs).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 120_000);
      expect(expiry.atMs).toBeLessThanOrEqual(after + 120_000);
    }
  });

  it.each([undefined, null, '', 'one-part', 'two.parts', 'four.parts.in.token'])('treats %s as absent', (token) => {
    expect(readTokenExpiry(token)).toEqual({ kind: 'absent' });
  });

  it('treats a token whose payload cannot be decoded as present', () => {
    expect(readTokenExpiry(undecodableToken)).toEqual({ kind: 'undecodable' });
  });

  it('treats a payload without a numeric exp as undecodable', () => {
    const payload = btoa(JSON.stringify({ sub: 'x' }));
    expect(readTokenExpiry(`h.${payload}.s`)).toEqual({ kind: 'undecodable' });
  });
});

describe('getTokenValidity (spec §4: 1-minute margin)', () => {
  it("says 'No access token' when absent or not three parts", () => {
    expect(getTokenValidity(undefined)).toEqual({ isValid: false, reason: 'No access token' });
    expect(getTokenValidity('a.b')).toEqual({ isValid: false, reason: 'No access token' });
  });

  it("says 'Token expired' once past expiry", () => {
    expect(getTokenValidity(makeAccessToken(-5))).toEqual({ isValid: false, reason: 'Token expired' });
  });

  it("says 'Token expiring soon' within one minute of expiry", () => {
    expect(getTokenValidity(makeAccessToken(59))).toEqual({ isValid: false, reason: 'Token expiring soon' });
  });

  it('is valid with more than a minute left', () => {
    expect(getTokenValidity(makeAccessToken(61))).toEqual({ isValid: true });
  });

  it('is valid when decoding fails (present and not expired)', () => {
    expect(getTokenValidity(undecodableToken)).toEqual({ isValid: true });
  });
});

describe('isTokenExpiringSoon (default 5-minute window)', () => {
  it('is true inside five minutes and false outside', () => {
    expect(isTokenExpiringSoon(makeAccessToken(4 * 60))).toBe(true);
    expect(isTokenExpiringSoon(makeAccessToken(6 * 60))).toBe(false);
  });

  it('accepts another window', () => {
    expect(isTokenExpiringSoon(makeAccessToken(90), 60_000)).toBe(false);
    expect(isTokenExpiringSoon(makeAccessToken(30), 60_000)).toBe(true);
  });

  it('never reports an undecodable or absent token as expiring', () => {
    expect(isTokenExpiringSoon(undecodableToken)).toBe(false);
    expect(isTokenExpiringSoon(undefined)).toBe(false);
  });
});

describe('isTokenExpired', () => {
  it('is true only for a decodable token past its expiry', () => {
    expect(isTokenExpired(makeAccessToken(-1))).toBe(true);
    expect(isTokenExpired(makeAccessToken(30))).toBe(false);
    expect(isTokenExpired(undecodableToken)).toBe(false);
  });
});

describe('margins of a short-lived token (a short ACCESS_TOKEN_TTL)', () => {
  it('keeps the spec margins for tokens that live longer than them', () => {
    expect(refreshMarginMs(makeAccessToken(900, 'a', 0))).toBe(5 * 60_000);
    expect(refreshMarginMs(makeAccessToken(120))).toBe(5 * 60_000);
    expect(getTokenValidity(makeAccessToken(90, 'a', 810))).toEqual({ isValid: true });
    expect(getTokenValidity(makeAccessToken(50, 'a', 850))).toEqual({ isValid: false, reason: 'Token expiring soon' });
  });

  it('refreshes a 60-second token in its last third, and counts it valid until its last sixth', () => {
    expect(refreshMarginMs(makeAccessToken(60, 'a', 0))).toBe(20_000);
    expect(getTokenValidity(makeAccessToken(59, 'a', 1))).toEqual({ isValid: true });
    expect(getTokenValidity(makeAccessToken(15, 'a', 45))).toEqual({ isValid: true });
    expect(getTokenValidity(makeAccessToken(9, 'a', 51))).toEqual({ isValid: false, reason: 'Token expiring soon' });
  });
});
