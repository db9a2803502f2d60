import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { COOKIE_DEFAULT_EXPIRY_DAYS } from '@studio/contracts/constants';
import { areCookiesEnabled, COOKIES_DISABLED_WARNING, getJsonCookie, minutesToDays, removeCookie, setCookie, setJsonCookie } from './cookies';

const isNamed = (value: unknown): value is { name: string } =>
  typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string';

describe('cookie attributes (spec §9)', () => {
  it("writes with path '/', SameSite strict, not Secure on http, 7 days by default", () => {
    const set = vi.spyOn(Cookies, 'set');
    setCookie('sb_example', 'value');
    expect(set).toHaveBeenCalledWith('sb_example', 'value', {
      path: '/',
      sameSite: 'strict',
      secure: false,
      expires: COOKIE_DEFAULT_EXPIRY_DAYS,
    });
    expect(Cookies.get('sb_example')).toBe('value');
  });

  it('marks cookies Secure when the page is https', () => {
    vi.stubGlobal('location', new URL('https://studio.example/'));
    const set = vi.spyOn(Cookies, 'set').mockReturnValue(undefined);
    setCookie('sb_example', 'value', 2);
    expect(set).toHaveBeenCalledWith('sb_example', 'value', expect.objectContaining({ secure: true, expires: 2 }));
    vi.unstubAllGlobals();
  });

  it('removes with the same path and SameSite so the browser matches the cookie', () => {
    setCookie('sb_example', 'value');
    const remove = vi.spyOn(Cookies, 'remove');
    removeCookie('sb_example');
    expect(remove).toHaveBeenCalledWith('sb_example', { path: '/', sameSite: 'strict', secure: false });
    expect(Cookies.get('sb_example')).toBeUndefined();
  });

  it('converts minutes to days', () => {
    expect(minutesToDays(15)).toBeCloseTo(15 / 1440);
    expect(minutesToDays(1440)).toBe(1);
  });
});

describe('JSON cookies (spec §5, §8)', () => {
  it('round-trips JSON', () => {
    setJsonCookie('sb_json', { name: 'Ada' });
    expect(getJsonCookie('sb_json', isNamed)).toEqual({ name: 'Ada' });
  });

  it('removes unparseable data and treats it as absent', () => {
    Cookies.set('sb_json', '{not json', { path: '/' });
    expect(getJsonCookie('sb_json', isNamed)).toBeNull();
    expect(Cookies.get('sb_json')).toBeUndefined();
  });

  it('removes data of the wrong shape and treats it as absent', () => {
    setJsonCookie('sb_json', { other: true });
    expect(getJsonCookie('sb_json', isNamed)).toBeNull();
    expect(Cookies.get('sb_json')).toBeUndefined();
  });

  it('returns null when the cookie is missing', () => {
    expect(getJsonCookie('sb_missing', isNamed)).toBeNull();
  });

  it('only logs a value that cannot be serialised', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    setJsonCookie('sb_json', circular);
    expect(error).toHaveBeenCalledOnce();
    expect(Cookies.get('sb_json')).toBeUndefined();
  });
});

describe('cookie support test', () => {
  it('passes silently when cookies work and leaves no test cookie behind', () => {
    const warn = vi.spyOn(console, 'warn');
    expect(areCookiesEnabled()).toBe(true);
    expect(warn).not.toHaveBeenCalled();
    expect(Object.keys(Cookies.get())).toEqual([]);
  });

  it('warns with the exact sentence when cookies are refused', () => {
    vi.spyOn(Cookies, 'get').mockReturnValue(undefined as never);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(areCookiesEnabled()).toBe(false);
    expect(warn).toHaveBeenCalledWith(COOKIES_DISABLED_WARNING);
    expect(COOKIES_DISABLED_WARNING).toBe('Cookies are disabled. Authentication state will not persist.');
  });
});
