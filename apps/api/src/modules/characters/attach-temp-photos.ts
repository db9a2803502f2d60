import type { DraftPhoto } from '@studio/contracts/stories-api';
import type { Character } from '@studio/contracts/stories';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { assertMayUploadPhotos } from './character-photos';
import { claimTempImage } from './repo';

const invalid = (detail: string) => new AppError('validation_error', 422, detail);

/** Checks, before the story is written, that photos chosen for it may be attached: a paid plan, one photo per character that exists. */
export async function assertDraftPhotosAllowed(context: AppContext, customerId: string, characters: readonly Character[], photos: readonly DraftPhoto[]): Promise<void> {
  if (photos.length === 0) return;
  await assertMayUploadPhotos(context, customerId);
  const indexes = new Set<number>();
  for (const { character_index: index } of photos) {
    if (index >= characters.length) throw invalid(`There is no character ${index + 1} for this photo`);
    if (indexes.has(index)) throw invalid(`Character ${index + 1} has two photos; keep one`);
    indexes.add(index);
  }
}

/**
 * Inside the transaction that creates the story: each photo uploaded before the story existed becomes
 * its character's photo. A photo that is gone (removed, expired or someone else's) fails the whole draft.
 */
export async function attachTempPhotos(tx: Tx, customerId: string, storyId: string, characters: readonly Character[], photos: readonly DraftPhoto[]): Promise<void> {
  for (const { character_index: index, image_id: imageId } of photos) {
    const claimed = await claimTempImage(tx, { imageId, customerId, storyId, characterIndex: index, characterName: characters[index]!.name });
    if (!claimed) throw invalid(`The photo for ${characters[index]!.name} is no longer available. Add it again.`);
  }
}
