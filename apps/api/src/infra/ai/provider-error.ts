import type { AiFailureKind } from '@studio/contracts/ai-failures';

export type AiService = 'text' | 'image';

/** How a parent reads each service's name in a failure. */
export const SERVICE_LABEL: Record<AiService, string> = { text: 'The AI story-writing service', image: 'The AI picture service' };

/**
 * An AI provider could not do what was asked: what failed (`kind`) in words a parent can read. Thrown
 * by the text and image providers alike, after any retries; nothing has been stored or charged.
 */
export class AiProviderError extends Error {
  override readonly name = 'AiProviderError';
  /** How long the provider asked us to wait before asking again (429, 503), when it said. */
  readonly retryAfterMs: number | undefined;

  constructor(
    readonly service: AiService,
    readonly kind: AiFailureKind,
    message: string,
    options: { cause?: unknown; retryAfterMs?: number } = {},
  ) {
    super(message, { cause: options.cause });
    this.retryAfterMs = options.retryAfterMs;
  }
}
