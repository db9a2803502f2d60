import type { Config } from '../../../config';
import { createBuiltinTextProvider } from './builtin-text-provider';
import { createOpenAiTextProvider } from './openai-text-provider';
import type { TextProvider } from './text-provider';

/** The OpenAI-compatible provider when a key is configured, the offline engine otherwise. */
export function createTextProvider(openai: Config['openai']): TextProvider {
  if (!openai.apiKey) return createBuiltinTextProvider();
  return createOpenAiTextProvider({ apiKey: openai.apiKey, baseUrl: openai.baseUrl, model: openai.textModel, calls: openai.calls });
}
