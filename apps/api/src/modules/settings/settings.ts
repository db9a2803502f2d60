import { DEFAULT_SETTINGS, SETTING_KEYS, settingsSchema, type SettingKey, type Settings, type SettingsUpdate } from '@studio/contracts/settings';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { TtlCache } from '../../lib/ttl-cache';
import { recordAdminAction, type AdminActor } from '../audit/audit-log';
import { listSettingRows, upsertSetting, type SettingRow } from './repo';

/**
 * Settings are read on hot paths (every credit check), so each process keeps them briefly. An update
 * clears this process's copy at once; another replica sees it within TTL_MS.
 */
const TTL_MS = 5000;

interface SettingsCache {
  values: TtlCache<'settings', Settings>;
  /** Bumped by every update, so a read that started before it cannot put its older values back. */
  generation: number;
}
const caches = new WeakMap<AppContext, SettingsCache>();

function cacheOf(context: AppContext): SettingsCache {
  let cache = caches.get(context);
  if (!cache) {
    cache = { values: new TtlCache(TTL_MS, 1), generation: 0 };
    caches.set(context, cache);
  }
  return cache;
}

function forgetCachedSettings(context: AppContext): SettingsCache {
  const cache = cacheOf(context);
  cache.generation++;
  cache.values.delete('settings');
  return cache;
}

/** Every setting: the stored value over its default. A stored value that no longer parses is ignored, with a warning. */
export async function getSettings(context: AppContext): Promise<Settings> {
  const cache = cacheOf(context);
  const cached = cache.values.get('settings');
  if (cached) return cached;
  const generation = cache.generation;
  const current = settingsFromRows(context, await listSettingRows(context.db));
  if (cache.generation === generation) cache.values.set('settings', current);
  return current;
}

export async function getSetting<Key extends SettingKey>(context: AppContext, key: Key): Promise<Settings[Key]> {
  return (await getSettings(context))[key];
}

/**
 * Replaces the given settings and records the change, with the values before and after, in one
 * transaction: its own, or the caller's `tx` when the change is part of a larger one (then the caller
 * commits, and this process's cache is cleared before that commit — a read racing the commit may keep
 * the old values for up to TTL_MS, the same bound other replicas have). Returns the settings as they
 * are once the change is committed.
 */
export async function updateSettings(context: AppContext, actor: AdminActor, update: SettingsUpdate, tx?: Tx): Promise<Settings> {
  const { reason, ...changes } = update;
  const now = context.clock.now();
  const apply = async (tx: Tx): Promise<Settings> => {
    const before = settingsFromRows(context, await listSettingRows(tx));
    const changedKeys = SETTING_KEYS.filter((key) => changes[key] !== undefined);
    for (const key of changedKeys) await upsertSetting(tx, key, changes[key], now);
    await recordAdminAction(tx, {
      actorId: actor.customerId,
      action: 'settings.update',
      targetType: 'settings',
      targetId: changedKeys.join(','),
      reason,
      details: {
        before: Object.fromEntries(changedKeys.map((key) => [key, before[key]])),
        after: Object.fromEntries(changedKeys.map((key) => [key, changes[key]])),
      },
      requestId: actor.requestId ?? null,
    });
    return settingsFromRows(context, await listSettingRows(tx));
  };
  if (tx) {
    const after = await apply(tx);
    forgetCachedSettings(context);
    return after;
  }
  const after = await context.db.transaction(apply);
  forgetCachedSettings(context).values.set('settings', after);
  return after;
}

function settingsFromRows(context: AppContext, rows: SettingRow[]): Settings {
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const entries = SETTING_KEYS.map((key) => {
    if (!stored.has(key)) return [key, DEFAULT_SETTINGS[key]];
    const fallback = DEFAULT_SETTINGS[key];
    const value = stored.get(key);
    // A stored object may name only some fields (an older shape); the rest keep their defaults.
    const merged = isPlainObject(fallback) && isPlainObject(value) ? { ...fallback, ...value } : value;
    const parsed = settingsSchema.shape[key].safeParse(merged);
    if (parsed.success) return [key, parsed.data];
    context.log.warn({ setting: key }, 'ignoring an invalid stored setting; using its default');
    return [key, fallback];
  });
  return Object.fromEntries(entries) as Settings;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
