import type { SavedCharacter, SavedCharacterList } from '@studio/contracts/saved-characters';
import type { Character } from '@studio/contracts/stories';
import type { TempCharacterImage } from '@studio/contracts/books';
import type { AppContext } from '../../app-context';
import { AppError, notFound } from '../../errors/app-error';
import { isUuid } from '../../lib/ids';
import type { UploadForm } from '../../lib/multipart';
import { assertMayUploadPhotos, keepTempPhoto } from '../characters/character-photos';
import { deleteBlobs, filesNamed, preparePhotos, storePhotos, storeThenRecord } from '../characters/photo-files';
import { characterPhotosOfStory } from '../characters/photos-of-story';
import { loadOwnedStory } from '../stories/owned-story';
import { getEffectivePlan } from '../subscriptions/plan-limits';
import {
  countSavedCharacters,
  deleteSavedCharacterRow,
  findSavedCharacter,
  insertSavedCharacter,
  listSavedCharacterRows,
  lockSavedCharactersOf,
  setSavedCharacterPhoto,
  updateSavedCharacter,
  type SavedCharacterRow,
} from './repo';

export function toSavedCharacter(context: AppContext, row: SavedCharacterRow): SavedCharacter {
  return {
    id: row.id,
    character: row.character,
    photo_url: row.photoKey ? context.media.urlFor(row.photoKey) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What the customer's plan allows: how many characters it keeps (plan settings) and whether they may have photos. */
async function allowanceOf(context: AppContext, customerId: string): Promise<{ limit: number; photos: boolean; planName: string }> {
  const plan = await getEffectivePlan(context, customerId);
  return { limit: plan?.savedCharacters ?? 0, photos: plan?.allowCustomImages ?? false, planName: plan?.name ?? 'current' };
}

async function loadOwned(context: AppContext, customerId: string, id: string): Promise<SavedCharacterRow> {
  const row = isUuid(id) ? await findSavedCharacter(context.db, customerId, id) : undefined;
  if (!row) throw notFound('Saved character');
  return row;
}

export async function listSavedCharacters(context: AppContext, customerId: string): Promise<SavedCharacterList> {
  const [rows, allowance] = await Promise.all([listSavedCharacterRows(context.db, customerId), allowanceOf(context, customerId)]);
  return { characters: rows.map((row) => toSavedCharacter(context, row)), limit: allowance.limit, photos_allowed: allowance.photos };
}

/**
 * Saves a character, under a lock per customer so two saves at once cannot pass the plan's limit.
 * `photoKey` is a photo file already stored for it; it is removed again when the save is refused.
 */
async function saveCharacter(context: AppContext, customerId: string, character: Character, photoKey: string | null = null): Promise<SavedCharacter> {
  const { limit, planName } = await allowanceOf(context, customerId);
  const row = await context.db.transaction(async (tx) => {
    await lockSavedCharactersOf(tx, customerId);
    if ((await countSavedCharacters(tx, customerId)) >= limit) {
      throw new AppError(
        'saved_character_limit',
        422,
        `Your ${planName} plan keeps up to ${limit} saved ${limit === 1 ? 'character' : 'characters'}. Delete one you no longer need${limit < 20 ? ', or upgrade to keep more' : ''}.`,
      );
    }
    return insertSavedCharacter(tx, { customerId, character, photoKey });
  });
  return toSavedCharacter(context, row);
}

/** POST /api/v1/characters */
export async function createSavedCharacter(context: AppContext, customerId: string, character: Character): Promise<SavedCharacter> {
  return saveCharacter(context, customerId, character);
}

/** PUT /api/v1/characters/{id}: only the saved character changes; stories keep the copy they made. */
export async function changeSavedCharacter(context: AppContext, customerId: string, id: string, character: Character): Promise<SavedCharacter> {
  await loadOwned(context, customerId, id);
  const row = await updateSavedCharacter(context.db, customerId, id, character);
  if (!row) throw notFound('Saved character');
  return toSavedCharacter(context, row);
}

/** DELETE /api/v1/characters/{id}: the character and its photo; a story's copy of the photo is its own file and stays. */
export async function deleteSavedCharacter(context: AppContext, customerId: string, id: string): Promise<void> {
  const row = isUuid(id) ? await deleteSavedCharacterRow(context.db, customerId, id) : undefined;
  if (!row) throw notFound('Saved character');
  if (row.photoKey) await context.blobs.delete(row.photoKey);
}

/** POST /api/v1/characters/{id}/photo (form field `file`): re-encoded without EXIF, as every character photo. */
export async function uploadSavedCharacterPhoto(context: AppContext, customerId: string, id: string, form: UploadForm): Promise<SavedCharacter> {
  await loadOwned(context, customerId, id);
  const [file] = filesNamed(form, 'file');
  if (!file) throw new AppError('validation_error', 422, 'Choose a photo to upload (form field "file")');
  return replacePhoto(context, customerId, id, await preparePhotos([file]));
}

async function replacePhoto(context: AppContext, customerId: string, id: string, photos: Buffer[]): Promise<SavedCharacter> {
  const result = await storeThenRecord(context, customerId, photos, ([key]) =>
    context.db.transaction(async (tx) => {
      const changed = await setSavedCharacterPhoto(tx, customerId, id, key!);
      if (!changed) throw notFound('Saved character');
      return changed;
    }),
  );
  if (result.replacedKey) await context.blobs.delete(result.replacedKey);
  return toSavedCharacter(context, result.row);
}

/** DELETE /api/v1/characters/{id}/photo */
export async function deleteSavedCharacterPhoto(context: AppContext, customerId: string, id: string): Promise<SavedCharacter> {
  const row = await loadOwned(context, customerId, id);
  if (!row.photoKey) throw notFound('Photo');
  const changed = await context.db.transaction((tx) => setSavedCharacterPhoto(tx, customerId, id, null));
  if (!changed) throw notFound('Saved character');
  if (changed.replacedKey) await context.blobs.delete(changed.replacedKey);
  return toSavedCharacter(context, changed.row);
}

/**
 * POST /api/v1/characters/from-story: "Save Mia for next time". The story's character is copied, and
 * on a plan with photos its photo too (a file of its own, so deleting either leaves the other).
 */
export async function saveFromStory(context: AppContext, customerId: string, storyId: string, index: number): Promise<SavedCharacter> {
  const story = await loadOwnedStory(context, customerId, storyId);
  const character = story.inputs.characters[index];
  if (!character) throw notFound('Character');
  const { photos } = await allowanceOf(context, customerId);
  const photo = photos ? (await characterPhotosOfStory(context.db, story.id)).find((row) => row.characterIndex === index) : undefined;
  if (!photo) return saveCharacter(context, customerId, character);
  const [key] = await storePhotos(context, customerId, [await context.blobs.getBuffer(photo.blobKey)]);
  try {
    return await saveCharacter(context, customerId, character, key!);
  } catch (error) {
    await deleteBlobs(context, [key!]);
    throw error;
  }
}

/**
 * POST /api/v1/characters/{id}/story-photo: a copy of the saved photo as a photo for a story about to be
 * created (the draft's `character_photos`), so the story keeps its own file whatever happens to this one.
 */
export async function copyPhotoForNewStory(context: AppContext, customerId: string, id: string): Promise<TempCharacterImage> {
  await assertMayUploadPhotos(context, customerId);
  const row = await loadOwned(context, customerId, id);
  if (!row.photoKey) throw notFound('Photo');
  return keepTempPhoto(context, customerId, await context.blobs.getBuffer(row.photoKey));
}
