import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Character } from '@studio/contracts/stories';
import type { DbOrTx, Tx } from '../../db/client';
import { savedCharacters } from '../../db/schema';

export type SavedCharacterRow = typeof savedCharacters.$inferSelect;

/** "save" in ASCII: keeps this advisory lock apart from any other use of pg_advisory_xact_lock. */
const SAVED_CHARACTERS_LOCK_NAMESPACE = 0x73617665;

/** Serialises a customer's new saved characters, so two at once cannot pass the plan's limit together. */
export async function lockSavedCharactersOf(tx: Tx, customerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SAVED_CHARACTERS_LOCK_NAMESPACE}::int, hashtext(${customerId}))`);
}

export async function listSavedCharacterRows(db: DbOrTx, customerId: string): Promise<SavedCharacterRow[]> {
  return db.select().from(savedCharacters).where(eq(savedCharacters.customerId, customerId)).orderBy(asc(savedCharacters.createdAt), asc(savedCharacters.id));
}

export async function countSavedCharacters(db: DbOrTx, customerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedCharacters).where(eq(savedCharacters.customerId, customerId));
  return row?.n ?? 0;
}

export async function findSavedCharacter(db: DbOrTx, customerId: string, id: string): Promise<SavedCharacterRow | undefined> {
  const [row] = await db.select().from(savedCharacters).where(and(eq(savedCharacters.id, id), eq(savedCharacters.customerId, customerId)));
  return row;
}

export async function insertSavedCharacter(db: DbOrTx, values: { customerId: string; character: Character; photoKey: string | null }): Promise<SavedCharacterRow> {
  const [row] = await db.insert(savedCharacters).values(values).returning();
  return row!;
}

export async function updateSavedCharacter(db: DbOrTx, customerId: string, id: string, character: Character): Promise<SavedCharacterRow | undefined> {
  const [row] = await db
    .update(savedCharacters)
    .set({ character, updatedAt: sql`now()` })
    .where(and(eq(savedCharacters.id, id), eq(savedCharacters.customerId, customerId)))
    .returning();
  return row;
}

/** Sets (or clears) the photo; answers the row and the key of the photo it replaced, if any. */
export async function setSavedCharacterPhoto(
  tx: Tx,
  customerId: string,
  id: string,
  photoKey: string | null,
): Promise<{ row: SavedCharacterRow; replacedKey: string | null } | undefined> {
  const [before] = await tx
    .select({ photoKey: savedCharacters.photoKey })
    .from(savedCharacters)
    .where(and(eq(savedCharacters.id, id), eq(savedCharacters.customerId, customerId)))
    .for('update');
  if (!before) return undefined;
  const [row] = await tx.update(savedCharacters).set({ photoKey, updatedAt: sql`now()` }).where(eq(savedCharacters.id, id)).returning();
  return { row: row!, replacedKey: before.photoKey !== photoKey ? before.photoKey : null };
}

export async function deleteSavedCharacterRow(db: DbOrTx, customerId: string, id: string): Promise<SavedCharacterRow | undefined> {
  const [row] = await db.delete(savedCharacters).where(and(eq(savedCharacters.id, id), eq(savedCharacters.customerId, customerId))).returning();
  return row;
}
