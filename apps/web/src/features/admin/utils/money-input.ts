import { z } from 'zod';

/** Pounds and pence as people type them: "12", "12.5", "12.50", "£1,200.00". */
const MONEY_TEXT = /^\d{1,7}(\.\d{1,2})?$/;
/** Commas only as thousands separators: "12,5" is refused rather than read as £125 (or £12.50). */
const THOUSANDS = /^\d{1,3}(,\d{3})+(\.\d*)?$/;

function clean(text: string): string {
  const trimmed = text.trim().replace(/^£/, '');
  return THOUSANDS.test(trimmed) ? trimmed.replaceAll(',', '') : trimmed;
}

/** An amount typed in major units (pounds) as integer minor units (pence); null when it is not an amount. */
export function parseMoneyInput(text: string): number | null {
  const cleaned = clean(text);
  if (!MONEY_TEXT.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Integer minor units as the text of a money input: 1250 → "12.50". */
export function moneyInputValue(minorUnits: number): string {
  const sign = minorUnits < 0 ? '-' : '';
  const absolute = Math.abs(minorUnits);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** A form field holding an amount in pounds; the form converts it to minor units with parseMoneyInput. */
export const moneyInputSchema = z
  .string()
  .refine((text) => parseMoneyInput(text) !== null, { error: 'Enter an amount in pounds, such as 9.99' });
