import { COMFORT_TOY_KIT } from './comfort-toy';
import { GARDEN_BIRDS } from './garden-birds';
import { GYMNASTICS } from './gymnastics';
import { HEDGEHOGS } from './hedgehogs';
import { KWANZAA } from './kwanzaa';
import { LEGO } from './lego';
import { MID_AUTUMN } from './mid-autumn';
import { NIGHT_SKY } from './night-sky';
import { PANCAKE_DAY } from './pancake-day';
import { PASSOVER } from './passover';
import { POLICE } from './police';
import { ROSH_HASHANAH } from './rosh-hashanah';
import { SHOW_AND_TELL } from './show-and-tell';
import { TADPOLES } from './tadpoles';
import { VALENTINES_DAY } from './valentines-day';
import { VAISAKHI } from './vaisakhi';
import { WORLD_BOOK_DAY } from './world-book-day';
import type { EntryKit } from './round-13-kit';
import { PET_EVENT_KITS } from './pet-events';
import { CARE_MOMENT_KITS } from './care-moments';
import type { OlderLines } from './older-lines';
import { ROUND_16_KITS } from './round-16-entries';
import type { Wording } from './theme-entry';

/**
 * Round 13's entries (breadth): themes a broad list of parents' words found untold (`test/fresh/broad-themes.ts`):
 * festivals of three faiths and Pancake Day, Lego, the night sky, hedgehogs, tadpoles, the police, World Book Day and
 * gymnastics; then the Mid-Autumn Festival, Valentine's Day and garden birds; show and tell and Kwanzaa. In the order they were added, after every older entry, so no older seed moves.
 */
export const ROUND_13_KITS: readonly EntryKit[] = [PASSOVER, ROSH_HASHANAH, VAISAKHI, PANCAKE_DAY, LEGO, NIGHT_SKY, HEDGEHOGS, POLICE, WORLD_BOOK_DAY, GYMNASTICS, TADPOLES, MID_AUTUMN, VALENTINES_DAY, GARDEN_BIRDS, SHOW_AND_TELL, KWANZAA, COMFORT_TOY_KIT,
  // Round 13b's: the family pet's life events (`pet-events/`).
  ...PET_EVENT_KITS,
  // Round 14's: the youngest's care moments (`care-moments/`).
  ...CARE_MOMENT_KITS];

// Round 16's kits bring the same lines (`round-16-entries.ts`).
const byId = <T>(line: (kit: EntryKit) => T): Readonly<Record<string, T>> => Object.fromEntries([...ROUND_13_KITS, ...ROUND_16_KITS].map((kit) => [kit.entry.id, line(kit)]));
export const ROUND_13_LOW_POINTS: Readonly<Record<string, Wording>> = byId((kit) => kit.low);
export const ROUND_13_HINTS: Readonly<Record<string, string>> = byId((kit) => kit.hint);
export const ROUND_13_LIGHT_WORDS: Readonly<Record<string, readonly string[]>> = byId((kit) => kit.light);
export const ROUND_13_OLDER: Readonly<Record<string, Partial<OlderLines>>> = byId((kit) => kit.older);
