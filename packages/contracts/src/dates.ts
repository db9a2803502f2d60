import { z } from 'zod';

/** The first day a date in this product may name: older ones are typing mistakes (and 0000-01-01 is no day at all). */
export const EARLIEST_DATE = '1900-01-01';

/**
 * A calendar day written YYYY-MM-DD that exists: no month 13, no 30 February, no year 0. Every date
 * read from a query or a body goes through it, so no impossible date reaches `new Date` or the database.
 */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use the date format YYYY-MM-DD' })
  .pipe(z.iso.date({ error: 'Enter a real date', abort: true }))
  .refine((value) => value >= EARLIEST_DATE, { error: `Enter a date from ${EARLIEST_DATE} on` });

/** Midnight UTC at the start of a day `calendarDateSchema` accepted. */
export const startOfDay = (day: string): Date => new Date(`${day}T00:00:00Z`);
