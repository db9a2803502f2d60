import { z } from 'zod';
import { AGE_GROUPS } from '@studio/contracts/stories';
import type { CharacterImages, CharacterPhoto, TempCharacterImage } from '@studio/contracts/books';
import type { AppContext } from '../../app-context';
import { AppError, notFound } from '../../errors/app-error';
import type { UploadedFile, UploadForm } from '../../lib/multipart';
import { parseOrThrow } from '../../lib/validate';
import { loadOwnedStory } from '../stories/owned-story';
import { keepStoryWhileNamingFiles, setStoryAgeGroup, type StoryRow } from '../stories/story-access';
import { assertPlanAllows } from '../subscriptions/plan-limits';
import { deleteBlobs, filesNamed, preparePhotos, storeThenRecord } from './photo-files';
import { deleteStoryPhoto, insertTempImage, listStoryPhotos, upsertStoryPhoto, type CharacterImageRow } from './repo';

const invalid = (detail: string) => new AppError('validation_error', 422, detail);

/** Custom character images are a paid feature (spec §5, §6): free plans get 403 before anything is read. */
export const assertMayUploadPhotos = (context: AppContext, customerId: string) => assertPlanAllows(context, customerId, { feature: 'custom_images' });

export function toCharacterPhoto(context: AppContext, row: CharacterImageRow): CharacterPhoto {
  return { image_id: row.id, character_index: row.characterIndex ?? 0, character_name: row.characterName ?? '', url: context.media.urlFor(row.blobKey) };
}

async function storyPhotos(context: AppContext, story: StoryRow): Promise<CharacterImages> {
  return { story_id: story.id, images: (await listStoryPhotos(context.db, story.id)).map((row) => toCharacterPhoto(context, row)) };
}

function requirePhotos(form: UploadForm, ...fields: string[]): UploadedFile[] {
  const files = filesNamed(form, ...fields);
  if (files.length === 0) throw invalid(`Choose a photo to upload (form field "${fields[0]}")`);
  return files;
}

function characterAt(story: StoryRow, index: number): string {
  const character = story.inputs.characters[index];
  if (!character) throw notFound('Character');
  return character.name;
}

/** Puts each photo on its character; photos replaced by these are removed afterwards. */
async function setPhotos(context: AppContext, customerId: string, story: StoryRow, indexes: readonly number[], files: readonly UploadedFile[]): Promise<CharacterImages> {
  const names = indexes.map((index) => characterAt(story, index));
  const photos = await preparePhotos(files);
  const replaced = await storeThenRecord(context, customerId, photos, (keys) =>
    context.db.transaction(async (tx) => {
      // Deleted while the photos were being stored: they go again (the story's files were listed without them).
      if (!(await keepStoryWhileNamingFiles(tx, story.id))) throw notFound('Story');
      const old: string[] = [];
      for (const [i, index] of indexes.entries()) {
        const { replacedKey } = await upsertStoryPhoto(tx, { customerId, storyId: story.id, characterIndex: index, characterName: names[i]!, blobKey: keys[i]! });
        if (replacedKey) old.push(replacedKey);
      }
      return old;
    }),
  );
  await deleteBlobs(context, replaced);
  return storyPhotos(context, story);
}

/** POST /characters/temp/upload-image: a photo kept for a story that does not exist yet. */
export async function uploadTempPhoto(context: AppContext, customerId: string, form: UploadForm): Promise<TempCharacterImage> {
  const [file] = requirePhotos(form, 'file');
  const [photo] = await preparePhotos([file!]);
  return keepTempPhoto(context, customerId, photo!);
}

/** Keeps an already re-encoded photo as a temporary photo (a new file of its own), for a story about to be created. */
export async function keepTempPhoto(context: AppContext, customerId: string, photo: Buffer): Promise<TempCharacterImage> {
  const row = await storeThenRecord(context, customerId, [photo], ([key]) => insertTempImage(context.db, { customerId, blobKey: key! }));
  return { image_id: row.id, url: context.media.urlFor(row.blobKey) };
}

/** POST …/characters/{index}/image */
export async function uploadCharacterPhoto(context: AppContext, customerId: string, storyId: string, index: number, form: UploadForm): Promise<CharacterImages> {
  const story = await loadOwnedStory(context, customerId, storyId);
  characterAt(story, index);
  return setPhotos(context, customerId, story, [index], requirePhotos(form, 'file').slice(0, 1));
}

const characterNamesSchema = z.array(z.string().trim().min(1)).min(1, { error: 'Name at least one character' });

/** POST …/characters/bulk-upload: `character_names` (JSON array) says whose each of `images` is, in order. */
export async function bulkUploadPhotos(context: AppContext, customerId: string, storyId: string, form: UploadForm): Promise<CharacterImages> {
  const story = await loadOwnedStory(context, customerId, storyId);
  const names = parseOrThrow(characterNamesSchema, parseJson(form.fields.character_names ?? ''));
  const files = requirePhotos(form, 'images');
  if (files.length !== names.length) throw invalid(`Send one image per character name: got ${names.length} names and ${files.length} images`);
  const indexes = names.map((name) => {
    const index = story.inputs.characters.findIndex((character) => character.name.trim().toLowerCase() === name.toLowerCase());
    if (index < 0) throw invalid(`"${name}" is not a character of this story`);
    return index;
  });
  return setPhotos(context, customerId, story, indexes, files);
}

/** The two /stories/upload-character-images forms: the n-th image is the n-th character's. */
export async function uploadPhotosInOrder(context: AppContext, customerId: string, form: UploadForm, options: { readsTargetAge: boolean }): Promise<CharacterImages> {
  const { story_id } = parseOrThrow(z.object({ story_id: z.string().trim().min(1, { error: 'story_id is required' }) }), form.fields);
  const story = await loadOwnedStory(context, customerId, story_id);
  const files = requirePhotos(form, 'images');
  if (files.length > story.inputs.characters.length) throw invalid(`This story has ${story.inputs.characters.length} characters; send at most that many images`);
  const targetAge = options.readsTargetAge ? parseOrThrow(z.object({ target_age: z.enum(AGE_GROUPS).optional() }), form.fields).target_age : undefined;
  const result = await setPhotos(context, customerId, story, files.map((_, i) => i), files);
  if (targetAge && targetAge !== story.inputs.age_group) {
    await setStoryAgeGroup(context.db, story, targetAge);
  }
  return result;
}

export async function listCharacterPhotos(context: AppContext, customerId: string, storyId: string): Promise<CharacterImages> {
  return storyPhotos(context, await loadOwnedStory(context, customerId, storyId));
}

export async function deleteCharacterPhoto(context: AppContext, customerId: string, storyId: string, index: number): Promise<void> {
  const story = await loadOwnedStory(context, customerId, storyId);
  const row = await deleteStoryPhoto(context.db, story.id, index);
  if (!row) throw notFound('Character image');
  await context.blobs.delete(row.blobKey);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalid('character_names must be a JSON array of names');
  }
}
