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

/** Words in a theme that put the day in the family's own garden: told at home, in the garden (`story/garden-kit.ts`). */
export const GARDEN_WORDS = /\b(?:back ?gardens?|back ?yards?|(?:our|my|his|her|their) garden|(?:in|round|around) the garden|the garden at home)\b/;

/** Words in a theme that name one of the places: "a trip to the moon" happens in space. */
export const PLACE_WORDS: ReadonlyArray<readonly [Setting, RegExp]> = [
  ['under the sea', /\b(?:under the sea|underwater|mermaids?|coral reef)\b/],
  ['space', /\b(?:space|moon|planets?|stars?hip|rockets?|astronauts?)\b/],
  ['beach', /\b(?:beach|seaside|lighthouse|island|pirates?|sandcastles?)\b/],
  ['mountains', /\b(?:mountains?|hills?|peaks?)\b/],
  ['snow', /\b(?:snow|snowy|ice|polar|arctic|igloo)\b/],
  ['farm', /\bfarms?\b/],
  ['castle', /\b(?:castles?|kingdom|knights?|princess|prince|dragons?)\b/],
  ['forest', /\b(?:forest|woods|woodland|jungle)\b/],
  ['city', /\b(?:city|town|park|library|museum|zoo)\b/],
  ['home', new RegExp(`${GARDEN_WORDS.source}|\\b(?:living room|bedroom)\\b`)],
];

/** The place a theme names, if it names one. */
export function settingNamedIn(theme: string | undefined): Setting | undefined {
  const text = theme?.toLowerCase() ?? '';
  return PLACE_WORDS.find(([, words]) => words.test(text))?.[0];
}
