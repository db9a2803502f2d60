import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { COOKIE_NAMES, REFRESH_COOKIE_EXPIRY_DAYS } from '@studio/contracts/constants';
import { makeCustomer } from '../test/fixtures';
import { getAccessToken, getRefreshToken, readCustomerCookie, removeAuthCookies, saveAuthTokens, saveCustomerCookie } from './auth-cookies';

describe('auth cookies (spec §9)', () => {
  it('uses the spec names and gives the access token the lifetime of expires_in, in days', () => {
    const set = vi.spyOn(Cookies, 'set');
    saveAuthTokens({ access_token: 'access', refresh_token: 'refresh', expires_in: 900 });
    expect(set).toHaveBeenCalledWith('sb_access_token', 'access', expect.objectContaining({ expires: 15 / 1440 }));
    expect(set).toHaveBeenCalledWith('sb_refresh_token', 'refresh', expect.objectContaining({ expires: REFRESH_COOKIE_EXPIRY_DAYS }));
    expect(REFRESH_COOKIE_EXPIRY_DAYS).toBe(30);
    expect(getAccessToken()).toBe('access');
    expect(getRefreshToken()).toBe('refresh');
  });

  it('keeps customer data for 7 days under sb_customer_data', () => {
    const set = vi.spyOn(Cookies, 'set');
    saveCustomerCookie(makeCustomer());
    expect(set).toHaveBeenCalledWith('sb_customer_data', expect.any(String), expect.objectContaining({ expires: 7 }));
    expect(readCustomerCookie()).toEqual(makeCustomer());
  });

  it('removes customer data that is not a customer', () => {
    Cookies.set(COOKIE_NAMES.customerData, JSON.stringify({ hello: 'world' }), { path: '/' });
    expect(readCustomerCookie()).toBeNull();
    expect(Cookies.get(COOKIE_NAMES.customerData)).toBeUndefined();
  });

  it('removes all three cookies', () => {
    saveAuthTokens({ access_token: 'a', refresh_token: 'r', expires_in: 60 });
    saveCustomerCookie(makeCustomer());
    removeAuthCookies();
    expect(Cookies.get()).toEqual({});
  });
});
