import { z } from 'zod';

export const PROVIDER_AREAS = ['mail', 'ai', 'payments', 'storage', 'fulfilment'] as const;
export type ProviderArea = (typeof PROVIDER_AREAS)[number];

/** `GET /api/v1/admin/providers`: which adapter serves each area and whether it is a built-in default. */
export const providerStatusSchema = z.object({
  area: z.enum(PROVIDER_AREAS),
  adapter: z.string(),
  /** True for the embedded defaults (outbox, offline AI, test payments, local files, manual fulfilment). */
  built_in: z.boolean(),
  description: z.string(),
});
export type ProviderStatus = z.infer<typeof providerStatusSchema>;

/** `POST /api/v1/admin/providers/{area}/test`: a real round trip (a mail sent, a text written, a file stored and read…). */
export const providerTestResultSchema = z.object({
  area: z.enum(PROVIDER_AREAS),
  ok: z.boolean(),
  message: z.string(),
  duration_ms: z.number().int(),
});
export type ProviderTestResult = z.infer<typeof providerTestResultSchema>;
