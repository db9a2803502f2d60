import { z } from 'zod';
import { PAGE_SIZE } from './constants';

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
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
