import type OpenAI from 'openai';
import { NotFoundError } from 'openai';
import { moderateText } from '@studio/story-engine';
import type { OpenAiCall } from '../openai-calls';
import { BadAnswer } from '../provider-call';
import type { TextModeration, TextModerationKind } from './text-provider';

export const MODERATION_MODEL = 'omni-moderation-latest';

/** The provider's categories (with their sub-categories after a slash) in the product's words. */
const KIND_BY_CATEGORY: Record<string, { kind: TextModerationKind; description: string }> = {
  sexual: { kind: 'sexual', description: 'contains sexual content' },
  hate: { kind: 'hate', description: 'contains hateful language' },
  harassment: { kind: 'harassment', description: 'contains harassment or threats' },
  'self-harm': { kind: 'self_harm', description: 'mentions self-harm' },
  violence: { kind: 'violence', description: 'describes violence' },
  illicit: { kind: 'drugs', description: 'mentions illegal activity' },
};

/**
 * The word lists first (they also catch personal details), then the provider's moderation endpoint. A
 * server without one (Ollama, llama.cpp) answers 404: that text is judged by the word lists alone, and the
 * endpoint is asked again for the next one, so a single 404 (a proxy restarting, a route misconfigured
 * for a moment) never switches the provider's check off. Any other failure fails closed (the error), and an
 * answer without a verdict is a bad answer, never a pass.
 */
export function createOpenAiModeration(client: OpenAI, call: OpenAiCall): (text: string) => Promise<TextModeration> {
  return async (text) => {
    const local = moderateText(text);
    if (!local.safe || text.trim() === '') return local;
    const result = await call(async (limits) => {
      try {
        const response = await client.moderations.create({ model: MODERATION_MODEL, input: text }, limits);
        const verdict = response.results?.[0];
        if (!verdict) throw new BadAnswer('the safety check came back without a verdict');
        return verdict;
      } catch (error) {
        if (error instanceof NotFoundError) return null;
        throw error;
      }
    });
    return result ? fromResult(result) : local;
  };
}

function fromResult(result: OpenAI.Moderations.Moderation): TextModeration {
  if (!result.flagged) return { safe: true };
  const flagged = Object.entries(result.categories as unknown as Record<string, boolean>).find(([, isFlagged]) => isFlagged)?.[0] ?? 'violence';
  const known = KIND_BY_CATEGORY[flagged.split('/')[0] ?? ''] ?? { kind: 'violence' as const, description: 'is not suitable' };
  return { safe: false, kind: known.kind, detail: `This text ${known.description}, which is not suitable for a children's story. Please reword it.` };
}
