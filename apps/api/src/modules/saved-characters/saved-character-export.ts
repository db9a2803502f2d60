import type { SavedCharacter } from '@studio/contracts/saved-characters';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { listSavedCharacterRows } from './repo';
import { toSavedCharacter } from './service';

/** The customer's saved characters, for their data export. */
export async function exportSavedCharacters(context: AppContext, customerId: string): Promise<SavedCharacter[]> {
  return (await listSavedCharacterRows(context.db, customerId)).map((row) => toSavedCharacter(context, row));
}

/** The photos of the customer's saved characters, for the files of their data export. */
export async function listSavedPhotoFilesOf(db: DbOrTx, customerId: string): Promise<Array<{ key: string; savedCharacterId: string }>> {
  return (await listSavedCharacterRows(db, customerId)).flatMap((row) => (row.photoKey ? [{ key: row.photoKey, savedCharacterId: row.id }] : []));
}
