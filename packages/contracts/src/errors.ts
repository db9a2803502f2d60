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

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';
