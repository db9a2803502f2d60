/**
 * Why an AI provider (text or pictures) failed. The API answers `code: ai_<kind>` with 503 for the
 * first three (the service is away: down, slow or busy) and 502 for the rest (it answered badly).
 * No zod here: the web's entry (its query client) reads these codes, and building schemas costs a phone time.
 */
export const AI_FAILURE_KINDS = ['unreachable', 'timed_out', 'rate_limited', 'server_error', 'bad_answer', 'rejected', 'refused'] as const;
export type AiFailureKind = (typeof AI_FAILURE_KINDS)[number];

export const aiFailureCode = (kind: AiFailureKind) => `ai_${kind}`;
export const AI_FAILURE_CODES: readonly string[] = AI_FAILURE_KINDS.map(aiFailureCode);
export const aiFailureStatus = (kind: AiFailureKind): 502 | 503 => (kind === 'unreachable' || kind === 'timed_out' || kind === 'rate_limited' ? 503 : 502);
