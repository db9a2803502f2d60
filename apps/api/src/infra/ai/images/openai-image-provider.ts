import OpenAI, { toFile } from 'openai';
import sharp from 'sharp';
import type { ImageModel } from '@studio/contracts/billing';
import type { BookCast, DrawnPicture, ImageProvider, QualityMode } from './image-provider';
import { ImageProviderError } from './image-provider';
import { characterSheetPrompt, coverPrompt, freePrompt, pagePrompt } from './openai-image-prompts';

export interface OpenAiImageOptions {
  apiKey: string;
  baseUrl?: string;
  /** The API model behind the standard mode (OPENAI_IMAGE_MODEL, gpt-image-1-mini by default). */
  standardModel: string;
  maxRetries?: number;
  timeoutMs?: number;
}

type Size = '1536x1024' | '1024x1536';
const LANDSCAPE: Size = '1536x1024';
const PORTRAIT: Size = '1024x1536';

/** High-quality mode draws with gpt-image-1 at high quality; the standard mode with the configured (mini) model. */
const HIGH_QUALITY_MODEL: ImageModel = 'gpt-image-1';
const STANDARD_MODEL: ImageModel = 'gpt-image-1-mini';

/**
 * Pictures from the OpenAI images API. For a book, a character sheet is drawn first (from any uploaded
 * photos) and every page and the cover are then drawn as edits with that sheet and the photos as
 * references, which is what keeps the characters the same from page to page.
 */
export function createOpenAiImageProvider(options: OpenAiImageOptions): ImageProvider {
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseUrl, maxRetries: options.maxRetries ?? 2, timeout: options.timeoutMs ?? 180_000 });
  const apiModel = (model: ImageModel) => (model === HIGH_QUALITY_MODEL ? HIGH_QUALITY_MODEL : options.standardModel);
  const quality = (model: ImageModel) => (model === HIGH_QUALITY_MODEL ? 'high' : 'medium');

  async function draw(model: ImageModel, prompt: string, size: Size, references: readonly Buffer[]): Promise<DrawnPicture> {
    const common = { model: apiModel(model), prompt, size, quality: quality(model), n: 1 } as const;
    try {
      const response = references.length > 0
        ? await client.images.edit({ ...common, image: await Promise.all(references.map((data, i) => toFile(data, `reference-${i + 1}.png`, { type: mimeOf(data) }))) })
        : await client.images.generate({ ...common, output_format: 'png' });
      const encoded = response.data?.[0]?.b64_json;
      if (!encoded) throw new ImageProviderError('The image service answered without a picture');
      return await toPicture(Buffer.from(encoded, 'base64'));
    } catch (error) {
      throw asProviderError(error);
    }
  }

  const referencesOf = (cast: BookCast): Buffer[] => [...(cast.sheet ? [cast.sheet] : []), ...cast.photos.map((photo) => photo.data)];

  return {
    name: 'openai',
    modelFor: (mode: QualityMode) => (mode === 'high' ? HIGH_QUALITY_MODEL : STANDARD_MODEL),

    async drawCharacterSheet(cast) {
      const prompt = characterSheetPrompt(cast.characters, cast.style, cast.photos.map((photo) => photo.name));
      const picture = await draw(cast.model, prompt, LANDSCAPE, cast.photos.map((photo) => photo.data));
      return picture.kind === 'raster' ? picture.png : null;
    },

    drawPage: ({ cast, scene, text }) => {
      const references = referencesOf(cast);
      return draw(cast.model, pagePrompt(scene, cast.characters, cast.style, text, references.length > 0), LANDSCAPE, references);
    },

    drawCover: ({ cast, title, setting }) => {
      const references = referencesOf(cast);
      return draw(cast.model, coverPrompt(title, setting, cast.characters, cast.style, references.length > 0), PORTRAIT, references);
    },

    drawFromPrompt: ({ prompt, style, model }) => draw(model, freePrompt(prompt, style), LANDSCAPE, []),
  };
}

async function toPicture(png: Buffer): Promise<DrawnPicture> {
  try {
    const { width, height } = await sharp(png).metadata();
    if (!width || !height) throw new Error('no size');
    return { kind: 'raster', png, width, height };
  } catch {
    throw new ImageProviderError('The image service sent something that is not a picture');
  }
}

function mimeOf(data: Buffer): string {
  if (data[0] === 0x89) return 'image/png';
  if (data[0] === 0xff) return 'image/jpeg';
  return 'image/webp';
}

function asProviderError(error: unknown): ImageProviderError {
  if (error instanceof ImageProviderError) return error;
  if (error instanceof OpenAI.APIError) {
    const refused = error.code === 'moderation_blocked' || /safety|moderation/i.test(error.message);
    return new ImageProviderError(refused ? 'The picture was refused by the safety system; try different words' : `The image service failed (${error.status ?? 'no answer'}): ${error.message}`);
  }
  return new ImageProviderError(`The image service could not be reached: ${error instanceof Error ? error.message : String(error)}`);
}
