import { z } from 'zod';

/** Decimal digits with an optional minus, short enough to be exact as a JavaScript number. */
const DECIMAL_INTEGER = /^-?\d{1,15}$/;

/**
 * The one reader of a whole number from a request, for every count, page and quantity: a JSON number,
 * or (queries and paths carry text) a string of decimal digits, then `bounds`. `z.coerce.number()` ran
 * `Number()`, which also reads "0x10" as 16, "1e3" as 1000, " 7 " as 7, "" as 0 and true as 1.
 */
export function wholeNumber<Bounds extends z.ZodType<number, number>>(bounds: Bounds) {
  return z
    .union([z.number(), z.string().regex(DECIMAL_INTEGER).transform(Number)], { error: 'Enter a whole number in digits' })
    .pipe(bounds);
}
