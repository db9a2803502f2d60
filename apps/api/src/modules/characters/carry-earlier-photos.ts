import type { DraftPhoto } from '@studio/contracts/stories-api';
import type { AppContext } from '../../app-context';
import type { NewStory } from '../../customer-lifecycle';
import { enforceRateLimit } from '../rate-limits/limiter';
import { COST_LIMITS } from '../rate-limits/route-limits';
import { keepTempPhoto } from './character-photos';
import { listStoryPhotos } from './repo';

const PHOTO_COPIES_PER_CUSTOMER = COST_LIMITS.photoCopies.perCustomer;

/**
 * "Another adventure" carries the earlier book's photos (issue 33): a draft that follows a book may name
 * that book's photos, and each becomes a temporary photo of its own (a copy of the file, already re-encoded
 * without EXIF when it was uploaded), which the new story then claims like an uploaded one. So deleting
 * either book leaves the other's photo. Copied before the story's transaction: a draft that fails after
 * this leaves only temporary photos, which the hourly purge removes. The plan was checked before
 * (`assertDraftPhotosAllowed`); photos of any other book are not found here and fail the claim.
 */
export async function copyEarlierBookPhotos(context: AppContext, customerId: string, draft: NewStory): Promise<NewStory> {
  if (!draft.follows || draft.photos.length === 0) return draft;
  const earlier = new Map((await listStoryPhotos(context.db, draft.follows)).filter((row) => row.customerId === customerId).map((row) => [row.id, row]));
  const copies = draft.photos.filter((photo) => earlier.has(photo.image_id));
  // Each copy is a new file: it counts against the customer's budget of photo copies, all before the first is made.
  for (const _ of copies) await enforceRateLimit(context, PHOTO_COPIES_PER_CUSTOMER, customerId);
  const photos: DraftPhoto[] = [];
  for (const photo of draft.photos) {
    const row = earlier.get(photo.image_id);
    const copy = row ? await keepTempPhoto(context, customerId, await context.blobs.getBuffer(row.blobKey)) : undefined;
    photos.push(copy ? { character_index: photo.character_index, image_id: copy.image_id } : photo);
  }
  return { ...draft, photos };
}
