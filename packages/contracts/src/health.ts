import { z } from 'zod';

export const componentStatusSchema = z.object({ ok: z.boolean(), detail: z.string() });
export type ComponentStatus = z.infer<typeof componentStatusSchema>;

/**
 * `GET /health/detailed`: everyone learns whether the product is well; only administrators see each
 * component and how it is provided.
 */
export const detailedHealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  components: z.record(z.string(), componentStatusSchema).optional(),
});
export type DetailedHealth = z.infer<typeof detailedHealthSchema>;
