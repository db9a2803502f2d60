import type { AppContext } from '../../app-context';
import type { CustomerDataHolder } from '../../customer-lifecycle';
import { characterImages } from '../../db/schema';
import { fileExtension } from '../../lib/file-name';
import { assertDraftPhotosAllowed, attachTempPhotos } from './attach-temp-photos';
import { copyEarlierBookPhotos } from './carry-earlier-photos';
import { listPhotoFilesOf } from './photo-export';
import { photoFilesOfStory } from './story-photo-files';

/** Character photos (given to a story, or still temporary: a new story's draft claims them) and the "meet the characters" pages drawn from them. */
export const characterData: CustomerDataHolder<AppContext> = {
  module: 'characters',
  tables: [characterImages],
  customerFolders: ['characters', 'characters-pages'],
  checkNewStory: (context, customerId, draft) => assertDraftPhotosAllowed(context, customerId, draft.characters, draft.photos),
  prepareNewStory: copyEarlierBookPhotos,
  onStoryCreated: (tx, story, draft) => attachTempPhotos(tx, story.customerId, story.id, draft.characters, draft.photos),
  filesOfDeletedStory: (tx, story) => photoFilesOfStory(tx, story),
  async exportFiles(context, customerId) {
    return (await listPhotoFilesOf(context.db, customerId)).map((photo) => ({
      key: photo.key,
      path: photo.storyId ? `files/stories/${photo.storyId}/characters/character-${photo.characterIndex ?? 0}${fileExtension(photo.key)}` : `files/character-photos/${photo.photoId}${fileExtension(photo.key)}`,
      kind: 'character_photo' as const,
      belongsTo: photo.storyId,
    }));
  },
};
