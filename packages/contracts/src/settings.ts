import { z } from 'zod';
import { DEFAULT_CREDIT_COSTS, IMAGE_MODELS } from './billing';

/**
 * Every setting an administrator can change, with its default. A key missing from the settings table
 * reads as its default, so a fresh database needs no seeding.
 */
export const settingsSchema = z.object({
  credit_costs: z.object(
    Object.fromEntries(IMAGE_MODELS.map((model) => [model, z.number().int().min(0).max(1000)])) as Record<
      (typeof IMAGE_MODELS)[number],
      z.ZodNumber
    >,
  ),
});
export type Settings = z.infer<typeof settingsSchema>;
export type SettingKey = keyof Settings;
export const SETTING_KEYS = Object.keys(settingsSchema.shape) as SettingKey[];

export const DEFAULT_SETTINGS: Settings = {
  credit_costs: DEFAULT_CREDIT_COSTS,
};

/** A change to some settings; each given key replaces that setting whole. */
export const settingsUpdateSchema = settingsSchema.partial().extend({
  reason: z.string().trim().min(3).max(500),
});
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;
