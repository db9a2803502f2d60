import type { Setting } from '@studio/contracts/stories';
import { PLACE_WORDS, SETTING_KITS } from '../world/settings';

/**
 * A theme read only by the place it names ("going to the city with my friends to see the lights", "a trip to the
 * mountains to see the snow"): the story is set there, but what else the words ask for is not known to the built-in
 * writer, and the idea says so plainly rather than letting a stock plot pass for it. A theme that is the place and no
 * more ("the beach", "a day at the farm") needs no word.
 */
export function placeOnlyNote(theme: string, setIn: Setting): string | undefined {
  const rest = withoutPlaceWords(theme.toLowerCase()).replace(/[^a-z' -]/g, ' ').split(/[\s-]+/).filter((word) => word.length > 2 && !PLACE_AND_FILLER.test(word));
  if (rest.length === 0) return undefined;
  return `The built-in writer sets "${theme.trim().replace(/["“”]/g, "'")}" ${SETTING_KITS[setIn].inPlace}, in a story of its own there; it knows nothing more of it, and an AI writer can tell the rest.`;
}

/** The theme with every word that names one of the places taken out (`PLACE_WORDS`, the words `settingNamedIn` reads). */
const withoutPlaceWords = (theme: string) => EVERY_PLACE_WORD.reduce((text, words) => text.replace(words, ' '), theme);
const EVERY_PLACE_WORD = PLACE_WORDS.map(([, words]) => new RegExp(words.source, 'g'));

/**
 * Words that only say where and that it is a day out: what is left is what the theme asks for beyond its place. The
 * places' own words are `PLACE_WORDS`; these are the ones no setting is read from alone ("the sea", "a garden").
 */
const PLACE_AND_FILLER = /^(?:the|our|my|magic|magical|enchanted|old|busy|sunny|beautiful|nearby|local|real|his|her|their|and|day|days|trip|trips|visit|visits|visiting|going|goes|went|holiday|holidays|weekend|out|outing|adventure|adventures|fun|time|first|big|little|lovely|family|with|into|onto|under|sea|stars?|garden|gardens|back|yard|room|all|whole|away|off|around|round|for|to)$/;
