import type { AuthResponse, Customer } from '@studio/contracts/auth';
import { COOKIE_NAMES, REFRESH_COOKIE_EXPIRY_DAYS } from '@studio/contracts/constants';
import { getCookie, getJsonCookie, minutesToDays, removeCookie, setCookie, setJsonCookie } from './cookies';

export type AuthTokens = Pick<AuthResponse, 'access_token' | 'refresh_token' | 'expires_in'>;

export function getAccessToken(): string | undefined {
  return getCookie(COOKIE_NAMES.accessToken);
}

export function getRefreshToken(): string | undefined {
  return getCookie(COOKIE_NAMES.refreshToken);
}

/** The access-token cookie lives as long as the token (expires_in seconds → minutes → days); refresh 30 days. */
export function saveAuthTokens(tokens: AuthTokens): void {
  const accessTokenMinutes = tokens.expires_in / 60;
  setCookie(COOKIE_NAMES.accessToken, tokens.access_token, minutesToDays(accessTokenMinutes));
  setCookie(COOKIE_NAMES.refreshToken, tokens.refresh_token, REFRESH_COOKIE_EXPIRY_DAYS);
}

export function saveCustomerCookie(customer: Customer): void {
  setJsonCookie(COOKIE_NAMES.customerData, customer);
}

/**
 * A light structural check rather than the contract's zod schema: this runs on the landing page's
 * critical path, and the server re-validates the customer on start anyway.
 */
function isStoredCustomer(value: unknown): value is Customer {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.id === 'string' && typeof candidate.email === 'string' && typeof candidate.role === 'string';
}

export function readCustomerCookie(): Customer | null {
  return getJsonCookie(COOKIE_NAMES.customerData, isStoredCustomer);
}

export function removeCustomerCookie(): void {
  removeCookie(COOKIE_NAMES.customerData);
}

export function removeAuthCookies(): void {
  removeCookie(COOKIE_NAMES.accessToken);
  removeCookie(COOKIE_NAMES.refreshToken);
  removeCustomerCookie();
}
