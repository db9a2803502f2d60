import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { COOKIE_NAMES } from '@studio/contracts/constants';
import { makeCustomer } from '../test/fixtures';
import { makeAccessToken } from '../test/tokens';
import { saveAuthTokens, saveCustomerCookie } from './auth-cookies';
import { clearAuthData, clearAuthDataOnSignOut, isAuthenticated, useSessionStore } from './session-store';

const store = () => useSessionStore.getState();

describe('session store (spec §4)', () => {
  it('starts with no customer, not fetching and not hydrated', () => {
    expect(store()).toMatchObject({ customer: null, isSessionFetching: false, isHydrated: false });
  });

  it('hydrates the customer from cookies when the token is valid', () => {
    saveAuthTokens({ access_token: makeAccessToken(600), refresh_token: 'r', expires_in: 600 });
    saveCustomerCookie(makeCustomer());
    store().hydrate();
    expect(store()).toMatchObject({ customer: makeCustomer(), isHydrated: true });
  });

  it('hydrates to no customer when the token is expired, but still becomes hydrated', () => {
    Cookies.set(COOKIE_NAMES.accessToken, makeAccessToken(-10), { path: '/' });
    saveCustomerCookie(makeCustomer());
    store().hydrate();
    expect(store()).toMatchObject({ customer: null, isHydrated: true });
  });

  it('hydrates to no customer when there is no customer data', () => {
    Cookies.set(COOKIE_NAMES.accessToken, makeAccessToken(600), { path: '/' });
    store().hydrate();
    expect(store()).toMatchObject({ customer: null, isHydrated: true });
  });

  it('saves the customer cookie when a customer is set and removes it when cleared', () => {
    store().setCustomer(makeCustomer({ full_name: 'Grace' }));
    expect(JSON.parse(Cookies.get(COOKIE_NAMES.customerData) ?? '')).toMatchObject({ full_name: 'Grace' });
    store().clearSession();
    expect(Cookies.get(COOKIE_NAMES.customerData)).toBeUndefined();
    expect(store().customer).toBeNull();
  });

  it('setCustomer(null) clears the cookie too', () => {
    store().setCustomer(makeCustomer());
    store().setCustomer(null);
    expect(Cookies.get(COOKIE_NAMES.customerData)).toBeUndefined();
  });

  it('clearAuthData removes every auth cookie and the customer', () => {
    saveAuthTokens({ access_token: makeAccessToken(600), refresh_token: 'r', expires_in: 600 });
    store().setCustomer(makeCustomer());
    clearAuthData();
    expect(Cookies.get()).toEqual({});
    expect(store().customer).toBeNull();
    expect(store().hasSignedOut).toBe(false);
  });

  it('signing out also remembers it was deliberate, until the next sign-in', () => {
    saveAuthTokens({ access_token: makeAccessToken(600), refresh_token: 'r', expires_in: 600 });
    store().setCustomer(makeCustomer());
    clearAuthDataOnSignOut();
    expect(Cookies.get()).toEqual({});
    expect(store()).toMatchObject({ customer: null, hasSignedOut: true });
    store().setCustomer(makeCustomer());
    expect(store().hasSignedOut).toBe(false);
  });
});

describe('isAuthenticated: customer AND valid token', () => {
  it.each([
    ['customer and valid token', makeCustomer(), makeAccessToken(600), true],
    ['no customer', null, makeAccessToken(600), false],
    ['no token', makeCustomer(), undefined, false],
    ['expired token', makeCustomer(), makeAccessToken(-1), false],
    ['token expiring within a minute', makeCustomer(), makeAccessToken(30), false],
  ])('%s → %s', (_label, customer, token, expected) => {
    expect(isAuthenticated(customer, token)).toBe(expected);
  });
});
