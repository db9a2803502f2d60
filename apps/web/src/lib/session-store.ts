import { create } from 'zustand';
import type { AuthResponse, Customer } from '@studio/contracts/auth';
import {
  getAccessToken,
  readCustomerCookie,
  removeAuthCookies,
  removeCustomerCookie,
  saveAuthTokens,
  saveCustomerCookie,
} from './auth-cookies';
import { getTokenValidity } from './token';

export interface SessionState {
  customer: Customer | null;
  isSessionFetching: boolean;
  isHydrated: boolean;
  /** True after a deliberate sign-out (here or in another tab): guards then send visitors home, not to /signin. */
  hasSignedOut: boolean;
  /** Reads the cookies once on start (spec §4): the customer is kept only while the token is valid. */
  hydrate: () => void;
  /** Sets the customer and mirrors it into its cookie; `null` clears the session. */
  setCustomer: (customer: Customer | null) => void;
  setSessionFetching: (isSessionFetching: boolean) => void;
  clearSession: () => void;
  /** Clears the session because the user signed out. */
  signOut: () => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  customer: null,
  isSessionFetching: false,
  isHydrated: false,
  hasSignedOut: false,
  hydrate: () => {
    const customer = readCustomerCookie();
    const isTokenValid = getTokenValidity(getAccessToken()).isValid;
    set({ customer: isTokenValid ? customer : null, isHydrated: true });
  },
  setCustomer: (customer) => {
    if (customer) saveCustomerCookie(customer);
    else removeCustomerCookie();
    set(customer ? { customer, hasSignedOut: false } : { customer });
  },
  setSessionFetching: (isSessionFetching) => set({ isSessionFetching }),
  clearSession: () => {
    removeCustomerCookie();
    set({ customer: null });
  },
  signOut: () => {
    removeCustomerCookie();
    set({ customer: null, hasSignedOut: true });
  },
}));

/** Authenticated = a customer is present AND the access token is valid (spec §4). */
export function isAuthenticated(customer: Customer | null, accessToken = getAccessToken()): boolean {
  return customer !== null && getTokenValidity(accessToken).isValid;
}

export function useIsAuthenticated(): boolean {
  const customer = useSessionStore((state) => state.customer);
  return isAuthenticated(customer);
}

/** Whether guards must wait: cookies not read yet, or the start-up verification still running. */
export function useIsCheckingSession(): boolean {
  return useSessionStore((state) => !state.isHydrated || state.isSessionFetching);
}

/** Drops every trace of the session: customer in memory and all three cookies. */
export function clearAuthData(): void {
  removeAuthCookies();
  useSessionStore.getState().clearSession();
}

/** Sign-out (spec §4): all auth data goes, and protected pages still on screen send the visitor to /. */
export function clearAuthDataOnSignOut(): void {
  removeAuthCookies();
  useSessionStore.getState().signOut();
}

/** Stores what sign-in, verification and refresh answer: both tokens and the customer. */
export function establishSession(auth: AuthResponse): void {
  saveAuthTokens(auth);
  useSessionStore.getState().setCustomer(auth.customer);
}
