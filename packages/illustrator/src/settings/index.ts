import type { Setting } from '@studio/contracts/stories';
import { beach } from './beach';
import { castle } from './castle';
import { city } from './city';
import type { SettingPainter } from './context';
import { farm } from './farm';
import { forest } from './forest';
import { home } from './home';
import { mountains } from './mountains';
import { snow } from './snow';
import { space } from './space';
import { underTheSea } from './under-the-sea';

export const SETTING_PAINTERS: Record<Setting, SettingPainter> = {
  forest,
  'under the sea': underTheSea,
  space,
  city,
  castle,
  farm,
  home,
  beach,
  mountains,
  snow,
};
