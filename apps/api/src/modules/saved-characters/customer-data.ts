import type { AppContext } from '../../app-context';
import type { CustomerDataHolder } from '../../customer-lifecycle';
import { savedCharacters } from '../../db/schema';
import { fileExtension } from '../../lib/file-name';
import { exportSavedCharacters, listSavedPhotoFilesOf } from './saved-character-export';

/** The family's saved characters and their photos (stored in the characters' folder, emptied with the account). */
export const savedCharacterData: CustomerDataHolder<AppContext> = {
  module: 'saved-characters',
  tables: [savedCharacters],
  exportPart: async (context, customerId) => ({ saved_characters: await exportSavedCharacters(context, customerId) }),
  async exportFiles(context, customerId) {
    return (await listSavedPhotoFilesOf(context.db, customerId)).map((photo) => ({
      key: photo.key,
      path: `files/saved-characters/${photo.savedCharacterId}${fileExtension(photo.key)}`,
      kind: 'character_photo' as const,
      belongsTo: photo.savedCharacterId,
    }));
  },
};
