import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { settings } from '../../db/schema';

export type SettingRow = typeof settings.$inferSelect;

export async function listSettingRows(db: DbOrTx): Promise<SettingRow[]> {
  return db.select().from(settings);
}

export async function upsertSetting(db: DbOrTx, key: string, given: unknown, now: Date): Promise<void> {
  // drizzle writes a JavaScript null as SQL NULL, which the column refuses: a null setting is JSON's null.
  const value = given === null ? sql`'null'::jsonb` : given;
  await db
    .insert(settings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
}
