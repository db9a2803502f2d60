import type { RateLimitRule } from '../rate-limits/limiter';
import type { RouteLimit } from '../rate-limits/route-limits';

const FIFTEEN_MINUTES = 15 * 60;

export const AUTH_RATE_LIMITS = {
  loginPerIp: { name: 'login:ip', limit: 30, windowSeconds: FIFTEEN_MINUTES, message: 'Too many sign-in attempts from your network.' },
  loginPerEmail: { name: 'login:email', limit: 10, windowSeconds: FIFTEEN_MINUTES, message: 'Too many sign-in attempts for this account.' },
  registerPerIp: { name: 'register:ip', limit: 10, windowSeconds: 60 * 60, message: 'Too many accounts created from your network.' },
  /** Counted before the address is looked up, so a taken address answers like a free one until the limit. */
  registerPerEmail: { name: 'register:email', limit: 5, windowSeconds: 60 * 60, message: 'Too many sign-ups with this e-mail.' },
  verifyPerEmail: { name: 'verify:email', limit: 10, windowSeconds: FIFTEEN_MINUTES, message: 'Too many code attempts for this e-mail.' },
  /** Codes and reset links tried from one network, whatever the e-mail: guessing across many accounts. */
  codesPerIp: { name: 'codes:ip', limit: 30, windowSeconds: FIFTEEN_MINUTES, message: 'Too many code attempts from your network.' },
  /** Passwords typed to confirm deleting an account, so a stolen access token cannot guess the password. */
  closurePerAccount: { name: 'account-closure:customer', limit: 5, windowSeconds: FIFTEEN_MINUTES, message: 'Too many password attempts.' },
  /** Codes and reset links asked for an e-mail, counted whether or not it has an account. */
  accountEmailPerEmail: { name: 'account-email:email', limit: 10, windowSeconds: FIFTEEN_MINUTES, message: 'Too many codes or links asked for this e-mail.' },
  accountEmailPerIp: { name: 'account-email:ip', limit: 30, windowSeconds: FIFTEEN_MINUTES, message: 'Too many codes or links asked for from your network.' },
} satisfies Record<string, RateLimitRule>;

/** The public routes' limits per network; their services count the e-mail each is about. */
export const AUTH_ROUTE_LIMITS = {
  register: { perIp: AUTH_RATE_LIMITS.registerPerIp },
  accountEmail: { perIp: AUTH_RATE_LIMITS.accountEmailPerIp },
  codes: { perIp: AUTH_RATE_LIMITS.codesPerIp },
} satisfies Record<string, RouteLimit>;
