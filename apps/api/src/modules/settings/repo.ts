import type { DbOrTx } from '../../db/client';
import { settings } from '../../db/schema';

export type SettingRow = typeof settings.$inferSelect;

export async function listSettingRows(db: DbOrTx): Promise<SettingRow[]> {
  return db.select().from(settings);
}

export async function upsertSetting(db: DbOrTx, key: string, value: unknown, now: Date): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
}
