import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { characterImages } from '../../db/schema';

export type CharacterImageRow = typeof characterImages.$inferSelect;

export async function insertTempImage(db: DbOrTx, values: { customerId: string; blobKey: string }): Promise<CharacterImageRow> {
  const [row] = await db.insert(characterImages).values(values).returning();
  return row!;
}

export async function listStoryPhotos(db: DbOrTx, storyId: string): Promise<CharacterImageRow[]> {
  return db.select().from(characterImages).where(eq(characterImages.storyId, storyId)).orderBy(asc(characterImages.characterIndex));
}

/** Sets the photo of one character; answers the blob key of the photo it replaced, if any. */
export async function upsertStoryPhoto(
  db: DbOrTx,
  values: { customerId: string; storyId: string; characterIndex: number; characterName: string; blobKey: string },
): Promise<{ row: CharacterImageRow; replacedKey: string | null }> {
  const [before] = await db
    .select({ blobKey: characterImages.blobKey })
    .from(characterImages)
    .where(and(eq(characterImages.storyId, values.storyId), eq(characterImages.characterIndex, values.characterIndex)));
  const [row] = await db
    .insert(characterImages)
    .values(values)
    .onConflictDoUpdate({ target: [characterImages.storyId, characterImages.characterIndex], set: { blobKey: values.blobKey, characterName: values.characterName } })
    .returning();
  return { row: row!, replacedKey: before && before.blobKey !== values.blobKey ? before.blobKey : null };
}

export async function deleteStoryPhoto(db: DbOrTx, storyId: string, characterIndex: number): Promise<CharacterImageRow | undefined> {
  const [row] = await db
    .delete(characterImages)
    .where(and(eq(characterImages.storyId, storyId), eq(characterImages.characterIndex, characterIndex)))
    .returning();
  return row;
}

/** Temporary photos (no story) uploaded before `before`, removed in one statement; returns what went. */
export async function deleteTempImagesBefore(db: DbOrTx, before: Date): Promise<CharacterImageRow[]> {
  return db.delete(characterImages).where(and(isNull(characterImages.storyId), lt(characterImages.createdAt, before))).returning();
}

/** Gives a temporary photo of this customer to a character of a new story; undefined when there is no such photo left. */
export async function claimTempImage(
  db: DbOrTx,
  values: { imageId: string; customerId: string; storyId: string; characterIndex: number; characterName: string },
): Promise<CharacterImageRow | undefined> {
  const [row] = await db
    .update(characterImages)
    .set({ storyId: values.storyId, characterIndex: values.characterIndex, characterName: values.characterName })
    .where(and(eq(characterImages.id, values.imageId), eq(characterImages.customerId, values.customerId), isNull(characterImages.storyId)))
    .returning();
  return row;
}

/** Every character photo of the customer, with or without a story (for their data export). */
export async function listPhotosOf(db: DbOrTx, customerId: string): Promise<CharacterImageRow[]> {
  return db.select().from(characterImages).where(eq(characterImages.customerId, customerId)).orderBy(asc(characterImages.createdAt));
}
