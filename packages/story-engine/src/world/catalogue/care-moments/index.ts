import type { EntryKit } from '../round-13-kit';
import { BABY_GROUP } from './baby-group';
import { BABY_MASSAGE } from './baby-massage';
import { BABY_SWIMMING } from './baby-swimming';
import { FIRST_FOODS } from './first-foods';
import { FIRST_SHOES } from './first-shoes';
import { FIRST_WORDS } from './first-words';
import { HEALTH_VISITOR } from './health-visitor';
import { MESSY_PLAY } from './messy-play';
import { NAPPY_CHANGE } from './nappy-change';
import { PUSHCHAIR } from './pushchair';
import { TUMMY_TIME } from './tummy-time';

/**
 * Round 14's care moments of the youngest (0-2, and 3): the moments parents make board books about, each a real moment
 * with its own true details, told in short, sensory, repeated words with the grown-up always there, and a problem a baby
 * can have (a wriggle, cold wipes, a shy face in a jumper). Matched before the everyday activities (`catalogue/index.ts`),
 * since each names its own: "baby swimming" is no swimming lesson, "rhyme time at the library" no library card.
 */
export const CARE_MOMENT_KITS: readonly EntryKit[] = [
  NAPPY_CHANGE, BABY_SWIMMING, BABY_GROUP, FIRST_FOODS, FIRST_SHOES, FIRST_WORDS, TUMMY_TIME, HEALTH_VISITOR, MESSY_PLAY, PUSHCHAIR, BABY_MASSAGE,
];
