import { SPECIES_TABLE } from '@studio/species';
import { headIn } from './carryable';

/**
 * What a child can play at or dream of beside the real adventure ("rainbows", "a magic garden",
 * "mermaids"): creatures, wonders of nature and places. A noun phrase outside these ("bath time", "a power
 * cut", "a broken arm") is not a dream to have: the engine says it could not tell it rather than put it in
 * a sentence.
 */
const DREAMS = new Set<string>([
  'mermaid', 'fairy', 'superhero', 'hero', 'pirate', 'knight', 'princess', 'prince', 'king', 'queen', 'wizard', 'witch', 'giant', 'monster',
  'ghost', 'alien', 'astronaut', 'explorer', 'elf', 'gnome', 'troll', 'ninja', 'cowboy', 'spaceman', 'genie', 'sea monster',
  'rainbow', 'moon', 'sun', 'star', 'cloud', 'volcano', 'shadow', 'ocean', 'sea', 'island', 'jungle', 'castle', 'garden', 'forest', 'bubble',
  'snowflake', 'firework', 'comet', 'planet', 'galaxy', 'waterfall', 'mountain', 'cave', 'desert', 'river', 'lake', 'treehouse', 'tree house',
  'kingdom', 'land', 'world', 'palace', 'circus', 'zoo', 'fair', 'funfair', 'carnival', 'library', 'museum', 'beach', 'farm', 'city',
  'time travel', 'time machine', 'treasure', 'magic', 'spell', 'dream', 'flower', 'meadow', 'sky', 'storm cloud', 'aurora', 'northern light', 'sunset', 'snow',
  ...Object.values(SPECIES_TABLE).map((entry) => entry.noun),
]);

/** Whether a noun phrase names something a child can dream of or play at: "rainbows", "a magic garden", "time travel". */
export function isDreamable(phrase: string): boolean {
  // "wizards and magic": either side will do.
  return phrase.split(/\s+(?:and|or|&)\s+/).some((part) => headIn(DREAMS, part));
}
