import type { Config } from '../../../config';
import { createBuiltinImageProvider } from './builtin-image-provider';
import type { ImageProvider } from './image-provider';
import { createOpenAiImageProvider } from './openai-image-provider';

/** OpenAI images when a key is configured, the offline illustrator otherwise. */
export function createImageProvider(openai: Config['openai']): ImageProvider {
  if (!openai.apiKey) return createBuiltinImageProvider();
  return createOpenAiImageProvider({ apiKey: openai.apiKey, baseUrl: openai.baseUrl, standardModel: openai.imageModel, calls: openai.calls });
}
