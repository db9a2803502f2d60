import type { RateLimitRule } from '../rate-limits/limiter';

const FIFTEEN_MINUTES = 15 * 60;

export const AUTH_RATE_LIMITS = {
  loginPerIp: { name: 'login:ip', limit: 30, windowSeconds: FIFTEEN_MINUTES, message: 'Too many sign-in attempts from your network.' },
  loginPerEmail: { name: 'login:email', limit: 10, windowSeconds: FIFTEEN_MINUTES, message: 'Too many sign-in attempts for this account.' },
  registerPerIp: { name: 'register:ip', limit: 10, windowSeconds: 60 * 60, message: 'Too many accounts created from your network.' },
  verifyPerEmail: { name: 'verify:email', limit: 10, windowSeconds: FIFTEEN_MINUTES, message: 'Too many code attempts for this e-mail.' },
  /** Passwords typed to confirm deleting an account, so a stolen access token cannot guess the password. */
  closurePerAccount: { name: 'account-closure:customer', limit: 5, windowSeconds: FIFTEEN_MINUTES, message: 'Too many password attempts.' },
  /** Codes and reset links asked for an e-mail, counted whether or not it has an account. */
  accountEmailPerEmail: { name: 'account-email:email', limit: 10, windowSeconds: FIFTEEN_MINUTES, message: 'Too many codes or links asked for this e-mail.' },
} satisfies Record<string, RateLimitRule>;
