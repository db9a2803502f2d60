import type { SettingKit } from '../world/setting-kit';
import { GARDEN_WORDS } from '../world/settings';
import { GARDEN } from '../world/settings-garden';

/**
 * The garden a story at home is told in when the parent's words put the day there ("a treasure hunt in the garden"), so a
 * last page that remembers "that treasure hunt in the garden" is true. The family still lives in the house the story
 * gave it (`home.home`).
 */
export function gardenKit(theme: string | undefined, home: SettingKit): SettingKit | undefined {
  if (home.id !== 'home' || !GARDEN_WORDS.test(theme?.toLowerCase() ?? '')) return undefined;
  return { ...GARDEN, home: home.home };
}
