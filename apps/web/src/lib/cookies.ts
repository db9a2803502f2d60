import Cookies from 'js-cookie';
import { COOKIE_DEFAULT_EXPIRY_DAYS } from '@studio/contracts/constants';

const COOKIE_TEST_NAME = 'sb_cookie_test';
export const COOKIES_DISABLED_WARNING = 'Cookies are disabled. Authentication state will not persist.';

/** Attributes every cookie of the app shares (spec §9); removal must repeat path and domain to match. */
function cookieAttributes(): Cookies.CookieAttributes {
  return { path: '/', sameSite: 'strict', secure: window.location.protocol === 'https:' };
}

export function setCookie(name: string, value: string, expiresInDays = COOKIE_DEFAULT_EXPIRY_DAYS): void {
  Cookies.set(name, value, { ...cookieAttributes(), expires: expiresInDays });
}

export function getCookie(name: string): string | undefined {
  return Cookies.get(name);
}

export function removeCookie(name: string): void {
  Cookies.remove(name, cookieAttributes());
}

/** Stores JSON; a value that cannot be serialised is logged only (spec §8) and nothing is written. */
export function setJsonCookie(name: string, value: unknown, expiresInDays = COOKIE_DEFAULT_EXPIRY_DAYS): void {
  let serialised: string;
  try {
    serialised = JSON.stringify(value);
  } catch (error) {
    console.error(`Could not serialise cookie ${name}`, error);
    return;
  }
  setCookie(name, serialised, expiresInDays);
}

/**
 * Reads JSON written by setJsonCookie. Data that fails to parse, or fails `isExpectedShape`,
 * is removed and treated as absent (spec §5, §8).
 */
export function getJsonCookie<T>(name: string, isExpectedShape: (value: unknown) => value is T): T | null {
  const raw = getCookie(name);
  if (raw === undefined) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isExpectedShape(value)) return value;
  } catch {
    // fall through: unparseable data is removed below
  }
  removeCookie(name);
  return null;
}

/** Writes and reads back a test cookie; warns once on the console when the browser refuses cookies. */
export function areCookiesEnabled(): boolean {
  setCookie(COOKIE_TEST_NAME, '1');
  const isEnabled = getCookie(COOKIE_TEST_NAME) === '1';
  removeCookie(COOKIE_TEST_NAME);
  if (!isEnabled) console.warn(COOKIES_DISABLED_WARNING);
  return isEnabled;
}

export function minutesToDays(minutes: number): number {
  return minutes / (60 * 24);
}
