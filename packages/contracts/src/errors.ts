import { z } from 'zod';

/** The one error body every API failure answers with (brief §4, spec §8). */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export const errorResponseSchema = z.object({
  detail: z.string(),
  code: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
  request_id: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Defined with the other constants so zod-free bundles (the web entry) can import it without the schemas. */
export { UNEXPECTED_ERROR_MESSAGE } from './constants';
