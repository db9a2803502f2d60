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

/**
 * Why an AI provider (text or pictures) failed. The API answers `code: ai_<kind>` with 503 for the
 * first three (the service is away: down, slow or busy) and 502 for the rest (it answered badly).
 */
export const AI_FAILURE_KINDS = ['unreachable', 'timed_out', 'rate_limited', 'server_error', 'bad_answer', 'rejected', 'refused'] as const;
export type AiFailureKind = (typeof AI_FAILURE_KINDS)[number];

export const aiFailureCode = (kind: AiFailureKind) => `ai_${kind}`;
export const AI_FAILURE_CODES: readonly string[] = AI_FAILURE_KINDS.map(aiFailureCode);
export const aiFailureStatus = (kind: AiFailureKind): 502 | 503 => (kind === 'unreachable' || kind === 'timed_out' || kind === 'rate_limited' ? 503 : 502);
