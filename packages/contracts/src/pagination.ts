import { z } from 'zod';
import { PAGE_SIZE } from './constants';
import { wholeNumber } from './numbers';

/** Far past any real list, and within PostgreSQL's integer range, so a huge page is a 422 rather than a query that fails. */
export const MAX_PAGE = 100_000;
/** The highest page of a story or book a route takes (0 is the cover). */
export const MAX_BOOK_PAGE = 500;

export const pageQuerySchema = z.object({
  page: wholeNumber(z.number().int().min(1).max(MAX_PAGE)).default(1),
  per_page: wholeNumber(z.number().int().min(1).max(100)).default(PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  });
}
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
}
