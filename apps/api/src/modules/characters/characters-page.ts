import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { illustrateCharacterGallery, rasterize } from '@studio/illustrator';
import type { AppContext } from '../../app-context';
import type { CharacterPhotoBytes } from '../../infra/ai/images/image-provider';
import { storeIfOwnerStays } from '../../lib/store-if-owner-stays';
import { keepStoryWhileNamingFiles, type StoryRow } from '../stories/story-access';
import { listStoryPhotos, type CharacterImageRow } from './repo';

const SCREEN_WIDTH = 1280;

/** The uploaded photos of a story's characters, as bytes (WebP), named as the characters are. */
export async function loadCharacterPhotos(context: AppContext, story: StoryRow): Promise<CharacterPhotoBytes[]> {
  const rows = await listStoryPhotos(context.db, story.id);
  return Promise.all(rows.map(async (row) => ({ name: nameOf(story, row), data: await context.blobs.getBuffer(row.blobKey) })));
}

const nameOf = (story: StoryRow, row: CharacterImageRow) => story.inputs.characters[row.characterIndex ?? -1]?.name ?? row.characterName ?? '';

function gallerySvg(story: StoryRow, photos: ReadonlyArray<{ name: string; dataUri: string }>): string {
  return illustrateCharacterGallery({ characters: story.inputs.characters, photos, style: story.inputs.art_style });
}

/**
 * "Meet the characters" as the offline illustrator frames the uploaded photos, for the viewer. Drawn
 * once per set of photos: the key is derived from the photo rows, so a changed photo draws it again.
 * Null without photos, or when the story was deleted while its page was being drawn.
 */
export async function charactersPageUrl(context: AppContext, story: StoryRow): Promise<string | null> {
  const rows = await listStoryPhotos(context.db, story.id);
  if (rows.length === 0) return null;
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([story.inputs.art_style, story.inputs.characters.map((c) => c.name), rows.map((row) => [row.characterIndex, row.blobKey])]))
    .digest('hex')
    .slice(0, 32);
  const key = `${charactersPagePrefix(story)}${fingerprint}.webp`;
  if (!(await context.blobs.head(key))) {
    const photos = await Promise.all(
      rows.map(async (row) => ({ name: nameOf(story, row), dataUri: `data:image/webp;base64,${(await context.blobs.getBuffer(row.blobKey)).toString('base64')}` })),
    );
    const page = await rasterize(gallerySvg(story, photos), { width: SCREEN_WIDTH, format: 'webp' });
    // A story deleted while its page was being drawn: its folder is gone or going, and the page must not outlive it.
    const kept = await storeIfOwnerStays(
      context.blobs,
      [key],
      () => context.blobs.put(key, page, { contentType: 'image/webp' }),
      () => context.db.transaction((tx) => keepStoryWhileNamingFiles(tx, story.id)),
    );
    if (!kept) return null;
  }
  return context.media.urlFor(key);
}

/** The same page for the PDF: vector, with the photos as JPEG (PDF cannot hold WebP). Null without photos. */
export async function charactersPageForPrint(context: AppContext, story: StoryRow): Promise<string | null> {
  const photos = await loadCharacterPhotos(context, story);
  if (photos.length === 0) return null;
  const jpegs = await Promise.all(
    photos.map(async (photo) => ({ name: photo.name, dataUri: `data:image/jpeg;base64,${(await sharp(photo.data).jpeg({ quality: 90 }).toBuffer()).toString('base64')}` })),
  );
  return gallerySvg(story, jpegs);
}

/** Where a story's "meet the characters" pictures are kept. */
export const charactersPagePrefix = (story: { id: string; customerId: string }): string => `characters-pages/${story.customerId}/${story.id}/`;
