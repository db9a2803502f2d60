import OpenAI, { toFile } from 'openai';
import sharp from 'sharp';
import type { ImageModel } from '@studio/contracts/billing';
import { openAiCalls } from '../openai-calls';
import { BadAnswer, type ProviderCallPolicy } from '../provider-call';
import { AiProviderError } from '../provider-error';
import type { BookCast, DrawnPicture, ImageProvider, QualityMode } from './image-provider';
import { characterSheetPrompt, coverPrompt, freePrompt, pagePrompt } from './openai-image-prompts';

export interface OpenAiImageOptions {
  apiKey: string;
  baseUrl?: string;
  /** The API model behind the standard mode (OPENAI_IMAGE_MODEL, gpt-image-1-mini by default). */
  standardModel: string;
  /** Time limits and retries of every call (the SDK's own retries are off). */
  calls: ProviderCallPolicy;
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
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseUrl, maxRetries: 0, timeout: options.calls.attemptTimeoutMs });
  const call = openAiCalls('image', options.calls);
  const apiModel = (model: ImageModel) => (model === HIGH_QUALITY_MODEL ? HIGH_QUALITY_MODEL : options.standardModel);
  const quality = (model: ImageModel) => (model === HIGH_QUALITY_MODEL ? 'high' : 'medium');

  function draw(model: ImageModel, prompt: string, size: Size, references: readonly Buffer[]): Promise<DrawnPicture> {
    const common = { model: apiModel(model), prompt, size, quality: quality(model), n: 1 } as const;
    return call(async (limits) => {
      try {
        const response = references.length > 0
          ? await client.images.edit({ ...common, image: await Promise.all(references.map((data, i) => toFile(data, `reference-${i + 1}.png`, { type: mimeOf(data) }))) }, limits)
          : await client.images.generate({ ...common, output_format: 'png' }, limits);
        const encoded = response.data?.[0]?.b64_json;
        if (!encoded) throw new BadAnswer('it came without a picture');
        return await toPicture(Buffer.from(encoded, 'base64'), size);
      } catch (error) {
        if (isSafetyRefusal(error)) throw new AiProviderError('image', 'refused', 'The picture was refused by the safety system; try different words.', { cause: error });
        throw error;
      }
    });
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

/**
 * The picture as sent, at least as large as the size asked for: that is what pages are printed from, so
 * a smaller one (a 1×1 pixel) is a bad answer, not a picture to charge for.
 */
async function toPicture(png: Buffer, size: Size): Promise<DrawnPicture> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(png).metadata());
  } catch {
    // Not an image format sharp reads.
  }
  if (!width || !height) throw new BadAnswer('what it sent is not a picture');
  const [askedWidth, askedHeight] = size.split('x').map(Number) as [number, number];
  if (width < askedWidth || height < askedHeight) throw new BadAnswer(`it sent a ${width}×${height} picture, smaller than the ${askedWidth}×${askedHeight} asked for`);
  return { kind: 'raster', png, width, height };
}

function mimeOf(data: Buffer): string {
  if (data[0] === 0x89) return 'image/png';
  if (data[0] === 0xff) return 'image/jpeg';
  return 'image/webp';
}

function isSafetyRefusal(error: unknown): boolean {
  return error instanceof OpenAI.APIError && (error.status ?? 500) < 500 && (error.code === 'moderation_blocked' || /safety|moderation/i.test(error.message));
}
