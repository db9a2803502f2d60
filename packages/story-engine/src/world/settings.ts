import type { Setting } from '@studio/contracts/stories';
import type { SettingKit } from './setting-kit';
import { CITY, FARM, HOME } from './settings-everyday';
import { BEACH, FOREST, MOUNTAINS, SNOW } from './settings-outdoor';
import { CASTLE, SPACE, UNDER_THE_SEA } from './settings-special';

export const SETTING_KITS: Record<Setting, SettingKit> = {
  forest: FOREST,
  'under the sea': UNDER_THE_SEA,
  space: SPACE,
  city: CITY,
  castle: CASTLE,
  farm: FARM,
  home: HOME,
  beach: BEACH,
  mountains: MOUNTAINS,
  snow: SNOW,
};
