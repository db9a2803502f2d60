/**
 * Money for people, without any schema: pages that only show prices (the public ones among them)
 * import this instead of `billing`, whose zod schemas cost a phone tens of milliseconds to build.
 */

/** Formats integer minor units for people, e.g. 999 gbp → "£9.99". */
export function formatMoney(amountCents: number, currency: string): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(amountCents / 100);
}
