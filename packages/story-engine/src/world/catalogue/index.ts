import { AUTUMN_LEAVES, AUTUMN_LEAVES_CHOICE, AUTUMN_LEAVES_SETBACK, AUTUMN_LEAVES_SUBPLOT } from './autumn-leaves';
import { BIN_DAY, BIN_DAY_CHOICE, BIN_DAY_SETBACK, BIN_DAY_SUBPLOT } from './bin-day';
import { memoised } from '../../core/memo';
import { CHOICES } from './choices';
import { EVENT_CHOICES, EVENT_SETBACKS, EVENT_SUBPLOTS } from './event-middles';
import { EVENTS } from './events';
import { FEAR_CHOICES, FEAR_SETBACKS, FEAR_SUBPLOTS, FEARS } from './fears';
import { FALLING_OUT, FALLING_OUT_CHOICE, FALLING_OUT_SETBACK, FALLING_OUT_SUBPLOT } from './falling-out';
import { FEELINGS } from './feelings';
import { FRIEND_FAR_AWAY, FRIEND_FAR_AWAY_CHOICE, FRIEND_FAR_AWAY_SETBACK, FRIEND_FAR_AWAY_SUBPLOT } from './friend-far-away';
import { FRIEND_ILL, FRIEND_ILL_CHOICE, FRIEND_ILL_SETBACK, FRIEND_ILL_SUBPLOT } from './friend-ill';
import { GRANDPARENT_GOODBYE, GRANDPARENT_GOODBYE_CHOICE, GRANDPARENT_GOODBYE_SETBACK, GRANDPARENT_GOODBYE_SUBPLOT } from './grandparent-goodbye';
import { GRANDPARENT_ILL, GRANDPARENT_ILL_CHOICE, GRANDPARENT_ILL_SETBACK, GRANDPARENT_ILL_SUBPLOT } from './grandparent-ill';
import { SIBLING_ILL, SIBLING_ILL_CHOICE, SIBLING_ILL_SETBACK, SIBLING_ILL_SUBPLOT } from './sibling-ill';
import { FESTIVALS } from './festivals';
import { INTERESTS } from './interests';
import { LOW_POINTS } from './low-points';
import { LIGHT_WORDS } from './light-words';
import { HINTS } from './hints';
import { LEAVING_NURSERY, LEAVING_NURSERY_CHOICE, LEAVING_NURSERY_SETBACK, LEAVING_NURSERY_SUBPLOT } from './leaving-nursery';
import { MOMENTS } from './moments';
import { NEW_COUNTRY, NEW_COUNTRY_CHOICE, NEW_COUNTRY_SETBACK, NEW_COUNTRY_SUBPLOT } from './new-country';
import { TEACHER_LEAVING, TEACHER_LEAVING_CHOICE, TEACHER_LEAVING_SETBACK, TEACHER_LEAVING_SUBPLOT } from './teacher-leaving';
import { WATCHING_A_MATCH, WATCHING_A_MATCH_CHOICE, WATCHING_A_MATCH_SETBACK, WATCHING_A_MATCH_SUBPLOT } from './watching-a-match';
import { HOLIDAY_ABROAD, HOLIDAY_ABROAD_CHOICE, HOLIDAY_ABROAD_SETBACK, HOLIDAY_ABROAD_SUBPLOT } from './holiday-abroad';
import { TEETHING, TEETHING_CHOICE, TEETHING_SETBACK, TEETHING_SUBPLOT } from './teething';
import { PEEKABOO, PEEKABOO_CHOICE, PEEKABOO_SETBACK, PEEKABOO_SUBPLOT } from './peekaboo';
import { BLOCK_TOWERS, BLOCK_TOWERS_CHOICE, BLOCK_TOWERS_SETBACK, BLOCK_TOWERS_SUBPLOT } from './block-towers';
import { WASHING_MACHINE, WASHING_MACHINE_CHOICE, WASHING_MACHINE_SETBACK, WASHING_MACHINE_SUBPLOT } from './washing-machine';
import { NEW_SCHOOL, NEW_SCHOOL_CHOICE, NEW_SCHOOL_SETBACK, NEW_SCHOOL_SUBPLOT } from './new-school';
import { FIRST_STEPS, FIRST_STEPS_CHOICE, FIRST_STEPS_SETBACK, FIRST_STEPS_SUBPLOT } from './first-steps';
import { CLASS_PET, CLASS_PET_CHOICE, CLASS_PET_SETBACK, CLASS_PET_SUBPLOT } from './class-pet';
import { OLD_PET, OLD_PET_CHOICE, OLD_PET_SETBACK, OLD_PET_SUBPLOT } from './old-pet';
import { DRY_NIGHTS, DRY_NIGHTS_CHOICE, DRY_NIGHTS_SETBACK, DRY_NIGHTS_SUBPLOT } from './dry-nights';
import { FIRST_PHONE, FIRST_PHONE_CHOICE, FIRST_PHONE_SETBACK, FIRST_PHONE_SUBPLOT } from './first-phone';
import { HILL_WALK, HILL_WALK_CHOICE, HILL_WALK_SETBACK, HILL_WALK_SUBPLOT } from './hill-walk';
import { BUMP_AND_CUDDLE, BUMP_AND_CUDDLE_CHOICE, BUMP_AND_CUDDLE_SETBACK, BUMP_AND_CUDDLE_SUBPLOT } from './bump-and-cuddle';
import { FAMILY_STORIES, FAMILY_STORIES_CHOICE, FAMILY_STORIES_SETBACK, FAMILY_STORIES_SUBPLOT } from './family-stories';
import { DUMMY_GOODBYE, DUMMY_GOODBYE_CHOICE, DUMMY_GOODBYE_SETBACK, DUMMY_GOODBYE_SUBPLOT } from './dummy-goodbye';
import { BEING_BULLIED, BEING_BULLIED_CHOICE, BEING_BULLIED_SETBACK, BEING_BULLIED_SUBPLOT } from './being-bullied';
import { INSTRUMENT_LESSONS, INSTRUMENT_LESSONS_CHOICE, INSTRUMENT_LESSONS_SETBACK, INSTRUMENT_LESSONS_SUBPLOT } from './instrument-lessons';
import { TEST_WORRY, TEST_WORRY_CHOICE, TEST_WORRY_SETBACK, TEST_WORRY_SUBPLOT } from './test-worry';
import { BABY_IN_THE_FAMILY, BABY_IN_THE_FAMILY_CHOICE, BABY_IN_THE_FAMILY_SETBACK, BABY_IN_THE_FAMILY_SUBPLOT } from './baby-in-the-family';
import { MAKE_BELIEVE_FIGURES } from './make-believe-figures';
import { ANIMAL_NOISES, ANIMAL_NOISES_CHOICE, ANIMAL_NOISES_SETBACK, ANIMAL_NOISES_SUBPLOT } from './animal-noises';
import { NAP_TIME, NAP_TIME_CHOICE, NAP_TIME_SETBACK, NAP_TIME_SUBPLOT } from './nap-time';
import { NEIGHBOURS_PET, NEIGHBOURS_PET_CHOICE, NEIGHBOURS_PET_SETBACK, NEIGHBOURS_PET_SUBPLOT } from './neighbours-pet';
import { SIBLING_AUTISM, SIBLING_AUTISM_CHOICE, SIBLING_AUTISM_SETBACK, SIBLING_AUTISM_SUBPLOT } from './sibling-autism';
import { MUSIC_EXAM, MUSIC_EXAM_CHOICE, MUSIC_EXAM_SETBACK, MUSIC_EXAM_SUBPLOT } from './music-exam';
import { PET_DIED, PET_DIED_CHOICE, PET_DIED_SETBACK, PET_DIED_SUBPLOT } from './pet-died';
import { FIREWORKS_NIGHT, FIREWORKS_NIGHT_CHOICE, FIREWORKS_NIGHT_SETBACK, FIREWORKS_NIGHT_SUBPLOT } from './fireworks-night';
import { GAME_NIGHT, GAME_NIGHT_CHOICE, GAME_NIGHT_SETBACK, GAME_NIGHT_SUBPLOT } from './game-night';
import { HAND_WASHING, HAND_WASHING_CHOICE, HAND_WASHING_SETBACK, HAND_WASHING_SUBPLOT } from './hand-washing';
import { NURSERY_DROP_OFF, NURSERY_DROP_OFF_CHOICE, NURSERY_DROP_OFF_SETBACK, NURSERY_DROP_OFF_SUBPLOT } from './nursery-drop-off';
import { PARTY_GUEST, PARTY_GUEST_CHOICE, PARTY_GUEST_SETBACK, PARTY_GUEST_SUBPLOT } from './party-guest';
import { TRACTORS, TRACTORS_CHOICE, TRACTORS_SETBACK, TRACTORS_SUBPLOT } from './tractors';
import { GRANDPARENT_DEMENTIA, GRANDPARENT_DEMENTIA_CHOICE, GRANDPARENT_DEMENTIA_SETBACK, GRANDPARENT_DEMENTIA_SUBPLOT } from './grandparent-dementia';
import { COOKING_DINNER, COOKING_DINNER_CHOICE, COOKING_DINNER_SETBACK, COOKING_DINNER_SUBPLOT } from './cooking-dinner';
import { STANDING_UP, STANDING_UP_CHOICE, STANDING_UP_SETBACK, STANDING_UP_SUBPLOT } from './standing-up';
import { BUBBLES, BUBBLES_CHOICE, BUBBLES_SETBACK, BUBBLES_SUBPLOT } from './bubbles';
import { MANNERS, MANNERS_CHOICE, MANNERS_SETBACK, MANNERS_SUBPLOT } from './manners';
import { CAR_SEAT, CAR_SEAT_CHOICE, CAR_SEAT_SETBACK, CAR_SEAT_SUBPLOT } from './car-seat';
import { BABYSITTING, BABYSITTING_CHOICE, BABYSITTING_SETBACK, BABYSITTING_SUBPLOT } from './babysitting';
import { FUNDRAISING, FUNDRAISING_CHOICE, FUNDRAISING_SETBACK, FUNDRAISING_SUBPLOT } from './fundraising';
import { SCHOOL_PROJECT, SCHOOL_PROJECT_CHOICE, SCHOOL_PROJECT_SETBACK, SCHOOL_PROJECT_SUBPLOT } from './school-project';
import { SETBACKS } from './setbacks';
import { ROUND_13_KITS } from './round-13-entries';
import { ROUND_14B_KITS } from './round-14b-entries';
import { ROUND_15_KITS } from './round-15-entries';
import { SHOW_KITS } from './going-to-a-show';
import { ROUND_15_YOUNG_KITS } from './round-15-young-entries';
import { MATCHED_LAST, SCHOOL_LIFE_KITS } from './school-life';
import { GROWING_UP_KITS } from './growing-up';
import { ROUND_16_KITS } from './round-16-entries';
import { ROUND_20_OLDER_KITS } from './round-20-older-entries';
import { PET_EVENT_KITS } from './pet-events';
import { CARE_MOMENT_KITS } from './care-moments';
import { withPointVariants } from './point-variants';
import { STEP_FAMILY, STEP_FAMILY_CHOICE, STEP_FAMILY_SETBACK, STEP_FAMILY_SUBPLOT } from './step-family';
import { SUBPLOTS, type ThemeSubplot } from './subplots';
import { BUILT_IN_THEMES } from '@studio/contracts/story-themes';
import { plainWords } from '../../understand/plain-words';
import { mendSlips, wordsSpeltIn } from '../../understand/typed-slips';
import { withoutOtherSenses } from '../../understand/other-sense';
import { entryAsMeant } from '../../understand/entry-as-meant';
import { withoutJourneysEnd } from '../../understand/on-the-way';
import type { CatalogueTheme } from './theme-entry';

import type { Wording } from './theme-entry';
import { ACTIVITIES } from './activities';
import { festivalOver } from './festival-customs';
import { ACTIVITY_CHOICES, ACTIVITY_SETBACKS, ACTIVITY_SUBPLOTS } from './activity-middles';

export type { CatalogueTheme, ThemeKind, Wording } from './theme-entry';

/**
 * Every theme the built-in writer tells as the story itself. Events come first: they are the most particular
 * ("a swimming gala" is not learning to swim, "the big football match" not football in general, "a school trip to the
 * zoo" the zoo); then life moments. The everyday activities and a child's fears of one thing are listed last, so every
 * entry before them keeps its place (tests seed by it), and matched first (`MATCH_ORDER`).
 */
/** Entries in a file of their own, each with its own middle, in the order they were added (listed last, so no older seed moves). */
const ON_THEIR_OWN = [
  { entry: NEW_SCHOOL, setback: NEW_SCHOOL_SETBACK, choice: NEW_SCHOOL_CHOICE, subplot: NEW_SCHOOL_SUBPLOT },
  { entry: FALLING_OUT, setback: FALLING_OUT_SETBACK, choice: FALLING_OUT_CHOICE, subplot: FALLING_OUT_SUBPLOT },
  { entry: AUTUMN_LEAVES, setback: AUTUMN_LEAVES_SETBACK, choice: AUTUMN_LEAVES_CHOICE, subplot: AUTUMN_LEAVES_SUBPLOT },
  { entry: BIN_DAY, setback: BIN_DAY_SETBACK, choice: BIN_DAY_CHOICE, subplot: BIN_DAY_SUBPLOT },
  { entry: FRIEND_FAR_AWAY, setback: FRIEND_FAR_AWAY_SETBACK, choice: FRIEND_FAR_AWAY_CHOICE, subplot: FRIEND_FAR_AWAY_SUBPLOT },
  { entry: NEW_COUNTRY, setback: NEW_COUNTRY_SETBACK, choice: NEW_COUNTRY_CHOICE, subplot: NEW_COUNTRY_SUBPLOT },
  { entry: GRANDPARENT_ILL, setback: GRANDPARENT_ILL_SETBACK, choice: GRANDPARENT_ILL_CHOICE, subplot: GRANDPARENT_ILL_SUBPLOT },
  { entry: LEAVING_NURSERY, setback: LEAVING_NURSERY_SETBACK, choice: LEAVING_NURSERY_CHOICE, subplot: LEAVING_NURSERY_SUBPLOT },
  { entry: STEP_FAMILY, setback: STEP_FAMILY_SETBACK, choice: STEP_FAMILY_CHOICE, subplot: STEP_FAMILY_SUBPLOT },
  { entry: GRANDPARENT_GOODBYE, setback: GRANDPARENT_GOODBYE_SETBACK, choice: GRANDPARENT_GOODBYE_CHOICE, subplot: GRANDPARENT_GOODBYE_SUBPLOT },
  { entry: FIRST_STEPS, setback: FIRST_STEPS_SETBACK, choice: FIRST_STEPS_CHOICE, subplot: FIRST_STEPS_SUBPLOT },
  { entry: CLASS_PET, setback: CLASS_PET_SETBACK, choice: CLASS_PET_CHOICE, subplot: CLASS_PET_SUBPLOT },
  { entry: OLD_PET, setback: OLD_PET_SETBACK, choice: OLD_PET_CHOICE, subplot: OLD_PET_SUBPLOT },
  { entry: DRY_NIGHTS, setback: DRY_NIGHTS_SETBACK, choice: DRY_NIGHTS_CHOICE, subplot: DRY_NIGHTS_SUBPLOT },
  { entry: FIRST_PHONE, setback: FIRST_PHONE_SETBACK, choice: FIRST_PHONE_CHOICE, subplot: FIRST_PHONE_SUBPLOT },
  { entry: DUMMY_GOODBYE, setback: DUMMY_GOODBYE_SETBACK, choice: DUMMY_GOODBYE_CHOICE, subplot: DUMMY_GOODBYE_SUBPLOT },
  { entry: BEING_BULLIED, setback: BEING_BULLIED_SETBACK, choice: BEING_BULLIED_CHOICE, subplot: BEING_BULLIED_SUBPLOT },
  { entry: INSTRUMENT_LESSONS, setback: INSTRUMENT_LESSONS_SETBACK, choice: INSTRUMENT_LESSONS_CHOICE, subplot: INSTRUMENT_LESSONS_SUBPLOT },
  { entry: TEST_WORRY, setback: TEST_WORRY_SETBACK, choice: TEST_WORRY_CHOICE, subplot: TEST_WORRY_SUBPLOT },
  { entry: BABY_IN_THE_FAMILY, setback: BABY_IN_THE_FAMILY_SETBACK, choice: BABY_IN_THE_FAMILY_CHOICE, subplot: BABY_IN_THE_FAMILY_SUBPLOT },
  { entry: ANIMAL_NOISES, setback: ANIMAL_NOISES_SETBACK, choice: ANIMAL_NOISES_CHOICE, subplot: ANIMAL_NOISES_SUBPLOT },
  { entry: NAP_TIME, setback: NAP_TIME_SETBACK, choice: NAP_TIME_CHOICE, subplot: NAP_TIME_SUBPLOT },
  { entry: NEIGHBOURS_PET, setback: NEIGHBOURS_PET_SETBACK, choice: NEIGHBOURS_PET_CHOICE, subplot: NEIGHBOURS_PET_SUBPLOT },
  { entry: SIBLING_AUTISM, setback: SIBLING_AUTISM_SETBACK, choice: SIBLING_AUTISM_CHOICE, subplot: SIBLING_AUTISM_SUBPLOT },
  { entry: MUSIC_EXAM, setback: MUSIC_EXAM_SETBACK, choice: MUSIC_EXAM_CHOICE, subplot: MUSIC_EXAM_SUBPLOT },
  ...MAKE_BELIEVE_FIGURES,
  // Round 12's, after every older one, so no older seed moves.
  { entry: PET_DIED, setback: PET_DIED_SETBACK, choice: PET_DIED_CHOICE, subplot: PET_DIED_SUBPLOT },
  { entry: FIREWORKS_NIGHT, setback: FIREWORKS_NIGHT_SETBACK, choice: FIREWORKS_NIGHT_CHOICE, subplot: FIREWORKS_NIGHT_SUBPLOT },
  { entry: GAME_NIGHT, setback: GAME_NIGHT_SETBACK, choice: GAME_NIGHT_CHOICE, subplot: GAME_NIGHT_SUBPLOT },
  { entry: HAND_WASHING, setback: HAND_WASHING_SETBACK, choice: HAND_WASHING_CHOICE, subplot: HAND_WASHING_SUBPLOT },
  { entry: NURSERY_DROP_OFF, setback: NURSERY_DROP_OFF_SETBACK, choice: NURSERY_DROP_OFF_CHOICE, subplot: NURSERY_DROP_OFF_SUBPLOT },
  { entry: PARTY_GUEST, setback: PARTY_GUEST_SETBACK, choice: PARTY_GUEST_CHOICE, subplot: PARTY_GUEST_SUBPLOT },
  { entry: TRACTORS, setback: TRACTORS_SETBACK, choice: TRACTORS_CHOICE, subplot: TRACTORS_SUBPLOT },
  { entry: GRANDPARENT_DEMENTIA, setback: GRANDPARENT_DEMENTIA_SETBACK, choice: GRANDPARENT_DEMENTIA_CHOICE, subplot: GRANDPARENT_DEMENTIA_SUBPLOT },
  // Round 20's, a grandparent's stories of when they were small (held-out read 47).
  { entry: FAMILY_STORIES, setback: FAMILY_STORIES_SETBACK, choice: FAMILY_STORIES_CHOICE, subplot: FAMILY_STORIES_SUBPLOT },
  { entry: BUMP_AND_CUDDLE, setback: BUMP_AND_CUDDLE_SETBACK, choice: BUMP_AND_CUDDLE_CHOICE, subplot: BUMP_AND_CUDDLE_SUBPLOT },
  { entry: HILL_WALK, setback: HILL_WALK_SETBACK, choice: HILL_WALK_CHOICE, subplot: HILL_WALK_SUBPLOT },
  { entry: COOKING_DINNER, setback: COOKING_DINNER_SETBACK, choice: COOKING_DINNER_CHOICE, subplot: COOKING_DINNER_SUBPLOT },
  { entry: STANDING_UP, setback: STANDING_UP_SETBACK, choice: STANDING_UP_CHOICE, subplot: STANDING_UP_SUBPLOT },
  // Round 12c's, after those.
  { entry: BUBBLES, setback: BUBBLES_SETBACK, choice: BUBBLES_CHOICE, subplot: BUBBLES_SUBPLOT },
  { entry: MANNERS, setback: MANNERS_SETBACK, choice: MANNERS_CHOICE, subplot: MANNERS_SUBPLOT },
  { entry: CAR_SEAT, setback: CAR_SEAT_SETBACK, choice: CAR_SEAT_CHOICE, subplot: CAR_SEAT_SUBPLOT },
  { entry: BABYSITTING, setback: BABYSITTING_SETBACK, choice: BABYSITTING_CHOICE, subplot: BABYSITTING_SUBPLOT },
  { entry: FUNDRAISING, setback: FUNDRAISING_SETBACK, choice: FUNDRAISING_CHOICE, subplot: FUNDRAISING_SUBPLOT },
  { entry: SCHOOL_PROJECT, setback: SCHOOL_PROJECT_SETBACK, choice: SCHOOL_PROJECT_CHOICE, subplot: SCHOOL_PROJECT_SUBPLOT },
  // Round 13's.
  { entry: HOLIDAY_ABROAD, setback: HOLIDAY_ABROAD_SETBACK, choice: HOLIDAY_ABROAD_CHOICE, subplot: HOLIDAY_ABROAD_SUBPLOT },
  { entry: WATCHING_A_MATCH, setback: WATCHING_A_MATCH_SETBACK, choice: WATCHING_A_MATCH_CHOICE, subplot: WATCHING_A_MATCH_SUBPLOT },
  { entry: TEACHER_LEAVING, setback: TEACHER_LEAVING_SETBACK, choice: TEACHER_LEAVING_CHOICE, subplot: TEACHER_LEAVING_SUBPLOT },
  { entry: TEETHING, setback: TEETHING_SETBACK, choice: TEETHING_CHOICE, subplot: TEETHING_SUBPLOT },
  { entry: PEEKABOO, setback: PEEKABOO_SETBACK, choice: PEEKABOO_CHOICE, subplot: PEEKABOO_SUBPLOT },
  { entry: BLOCK_TOWERS, setback: BLOCK_TOWERS_SETBACK, choice: BLOCK_TOWERS_CHOICE, subplot: BLOCK_TOWERS_SUBPLOT },
  { entry: WASHING_MACHINE, setback: WASHING_MACHINE_SETBACK, choice: WASHING_MACHINE_CHOICE, subplot: WASHING_MACHINE_SUBPLOT },
  // Round 13's (breadth), after those.
  ...ROUND_13_KITS,
  // Round 14's: a friend or cousin who is poorly is theirs, never the hero's own sick day.
  { entry: FRIEND_ILL, setback: FRIEND_ILL_SETBACK, choice: FRIEND_ILL_CHOICE, subplot: FRIEND_ILL_SUBPLOT },
  // Round 14b's, for held-out read 26: hide and seek, the morning goodbye, being blamed, a residential, a balloon let go.
  ...ROUND_14B_KITS,
  // Round 15's, for held-out read 29: the forgotten PE kit, being captain, the school report.
  ...ROUND_15_KITS,
  // Round 16's, for held-out read 32: going to watch a show (the pantomime, a concert, the circus, the ballet, a play).
  ...SHOW_KITS,
  // Round 15's little ones' days nothing read: getting lost, a wasp indoors, a torn teddy, a parcel, a new look, photo day.
  ...ROUND_15_YOUNG_KITS,
  // Round 15's, for 6-12 themes declined or told as a primary's first day: school days, then growing-up moments.
  ...SCHOOL_LIFE_KITS,
  ...GROWING_UP_KITS,
  // Round 15's: a brother or sister who is poorly is theirs, never the hero's own sick day.
  { entry: SIBLING_ILL, setback: SIBLING_ILL_SETBACK, choice: SIBLING_ILL_CHOICE, subplot: SIBLING_ILL_SUBPLOT },
  // Round 16's shapes nothing read: festivals of many faiths, family ceremonies (`round-16-entries.ts`).
  ...ROUND_16_KITS,
] as const;
const OWN_ENTRIES: readonly CatalogueTheme[] = ON_THEIR_OWN.map((own) => own.entry);
const ownLines = <K extends 'setback' | 'choice' | 'subplot'>(key: K) => Object.fromEntries(ON_THEIR_OWN.map((own) => [own.entry.id, own[key]]));

export const THEME_CATALOGUE: readonly CatalogueTheme[] = withPointVariants([...EVENTS, ...MOMENTS, ...FESTIVALS, ...FEELINGS, ...INTERESTS, ...ACTIVITIES, ...FEARS, ...OWN_ENTRIES]);

const BY_ID = new Map(THEME_CATALOGUE.map((entry) => [entry.id, entry]));

export function catalogueThemeById(id: string): CatalogueTheme | undefined {
  return BY_ID.get(id);
}

/**
 * Moments that belong to someone else first: "visiting grandma in hospital" is her stay, not the child's own. Then a
 * child's fear of one thing ("scared of the big slide at the playground" is the fear, "worried about dogs" not the
 * worry). Then the everyday activities, which name what the child does wherever it is done: "flying kites on the beach" is the kite,
 * "a bike ride" is no lesson in riding, "a train ride to the city" the ride rather than trains in general.
 */
const MATCH_ORDER: readonly CatalogueTheme[] = [
  ...THEME_CATALOGUE.filter((entry) => entry.owner),
  // Round 13b's: a pet's own life events, before the hero's fears, the activities and the hospital (`pet-events/index.ts`).
  ...PET_EVENT_KITS.map((kit) => kit.entry),
  ...FEARS,
  // Round 20's: a friendship group is the group, not two friends and a scooter; an invention no tidy-up or robot toy.
  ...ROUND_20_OLDER_KITS.map((kit) => kit.entry),
  FALLING_OUT,
  // Round 12's, before the activities: a friend's party is the party, not a playdate at the friend's house.
  PARTY_GUEST,
  // Round 12c's: money raised for a cause is the fundraiser, whether by a lemonade stand or a cake sale.
  FUNDRAISING,
  // Round 13's: a holiday abroad is the journey and the new place, before a grandparent's house there or a day at a place.
  HOLIDAY_ABROAD,
  // Round 14's: going to watch a game or a race is the watching, before the football the child loves or plays.
  WATCHING_A_MATCH,
  // Round 16's: going to watch a show is the watching, before the recital, the ballet lessons or Christmas it is in.
  ...SHOW_KITS.map((kit) => kit.entry),
  // A teacher leaving is the goodbye at school, before a new baby or a school day ("our teacher is having a baby").
  TEACHER_LEAVING,
  // Round 14b's name their own subject: hide and seek with grandma is the game, not a day at her house.
  ...ROUND_14B_KITS.map((kit) => kit.entry),
  // Round 15's name their own subject: the forgotten PE kit is no PE lesson, the captain no football match.
  ...ROUND_15_KITS.map((kit) => kit.entry),
  // Round 15's name their own: lost at the shop is no supermarket, a torn teddy no comfort toy's day.
  ...ROUND_15_YOUNG_KITS.map((kit) => kit.entry),
  // Round 15's name their own day: "starting secondary school" is no primary's first day, "the year 6 leavers' disco" the leavers'.
  ...SCHOOL_LIFE_KITS.map((kit) => kit.entry).filter((entry) => !MATCHED_LAST.includes(entry.id)),
  ...GROWING_UP_KITS.map((kit) => kit.entry),
  // Round 16's name their own: "Navratri and garba dancing" is no ballet, "a bar mitzvah" no birthday.
  ...ROUND_16_KITS.map((kit) => kit.entry),
  // Round 14's: a little one's care moment names its own ("baby swimming" is no swimming lesson, "messy play" no painting).
  ...CARE_MOMENT_KITS.map((kit) => kit.entry),
  ...ACTIVITIES.filter((entry) => !entry.owner),
  AUTUMN_LEAVES,
  BIN_DAY,
  // Round 11's moments, each more particular than an older entry its words share: a phone for secondary school is the
  // phone, wetting the bed at night no potty day, the class hamster no new pet.
  FIRST_PHONE,
  // Round 20's: a grandparent's childhood is their stories, never a visit or a day with them.
  FAMILY_STORIES,
  // Round 11b's: being teased about new glasses is the bullying, a spelling test no spelling bee, guitar lessons no
  // music in general, an auntie's new baby no new baby at home, the dummy fairy no tooth fairy.
  BEING_BULLIED,
  // Round 11c's: a piano exam is no test worry or recital, the puppy next door no new pet of the hero's own, a
  // brother who is autistic no fear, and a nap no bedtime.
  MUSIC_EXAM,
  NEIGHBOURS_PET,
  // Round 12's: a pet that has died is no old pet or goodbye to come, a friend unkind to others no bullying of the hero,
  // cooking the family's dinner no baking, a board game no chess tournament, washing hands no bath.
  PET_DIED,
  STANDING_UP,
  COOKING_DINNER,
  GAME_NIGHT,
  HAND_WASHING,
  // Round 12c's: a school project on dinosaurs is the project, minding a baby sister no new baby, a car seat no long
  // journey, and please and thank you no thankfulness in general.
  SCHOOL_PROJECT,
  BABYSITTING,
  CAR_SEAT,
  MANNERS,
  SIBLING_AUTISM,
  NAP_TIME,
  ANIMAL_NOISES,
  TEST_WORRY,
  INSTRUMENT_LESSONS,
  BABY_IN_THE_FAMILY,
  DUMMY_GOODBYE,
  DRY_NIGHTS,
  CLASS_PET,
  OLD_PET,
  FIRST_STEPS,
  // After the move, not the moving day or the goodbye: a new country before a new school or moving house, a friend
  // who moved away before the goodbye day, the last day at nursery before the first day.
  NEW_COUNTRY,
  NEW_SCHOOL,
  FRIEND_FAR_AWAY,
  LEAVING_NURSERY,
  STEP_FAMILY,
  // Round 13's (breadth): each names its own subject ("World Book Day" is no library, "Pancake Day" no Saturday pancakes).
  ...ROUND_13_KITS.map((kit) => kit.entry),
  ...THEME_CATALOGUE.filter((entry) => !entry.owner && !ACTIVITIES.includes(entry) && !FEARS.includes(entry) && !OWN_ENTRIES.includes(entry)),
  // Fireworks give way to every festival that has its own ("Diwali fireworks", "Chinese New Year fireworks"), and tractors
  // to the diggers and the farm ("tractors and diggers", "a tractor ride at the farm").
  FIREWORKS_NIGHT,
  TRACTORS,
  // Bubbles give way to the bath and the hand washing ("bubbles in the bath").
  BUBBLES,
  // Round 20's tumble gives way to every entry a fall happens in (the ice rink, the bouncy castle, the bike).
  BUMP_AND_CUDDLE,
  // Round 20's climb to the top gives way to every entry of something done on a hill (sledging, kites, rolling eggs).
  HILL_WALK,
  // Round 13's little ones' days give way to every older entry their words share: a first tooth lost is the wobbly
  // tooth, a sister knocking the tower down the sister's, a fear of the washing machine the fear.
  TEETHING,
  PEEKABOO,
  BLOCK_TOWERS,
  WASHING_MACHINE,
  // Round 15's homework, after every entry of what the homework is with or about.
  ...SCHOOL_LIFE_KITS.map((kit) => kit.entry).filter((entry) => MATCHED_LAST.includes(entry.id)),
  // A loved make-believe figure last: "the tooth fairy" is the wobbly tooth, "a superhero party" the party.
  ...MAKE_BELIEVE_FIGURES.map((figure) => figure.entry),
  // The catalogue's own copy of each, with the variants it is given (`withPointVariants`).
].map((entry) => BY_ID.get(entry.id) ?? entry);

/**
 * The catalogue theme a parent's words name, the first in catalogue order (so "new baby brother" is the new baby, not a
 * brother), a moment of someone else's before the child's own.
 */
export function catalogueThemeIn(text: string | undefined): CatalogueTheme | undefined {
  return text ? catalogueThemeOnce(text) : undefined;
}

/** Each text read once: a book asks for its theme's entry some forty times, and each is a walk of every entry's words (ADR 041, round 16). */
const catalogueThemeOnce = memoised((text: string) => catalogueThemeAnew(text));

function catalogueThemeAnew(text: string): CatalogueTheme | undefined {
  // The words as typed first, so every precedence above holds as it was; then, when they name nothing, the same words
  // as plain roots, matched on each entry's own words and its concept words ("wets the bed", "didn't make the team").
  // What happens on the road is the theme, not where the road goes: "car sick on the way to the beach" is the drive.
  const onTheRoad = withoutJourneysEnd(text);
  const ofTheRoad = onTheRoad && onTheRoad !== text ? catalogueThemeAsTyped(onTheRoad) : undefined;
  if (ofTheRoad) return ofTheRoad;
  // How a day is gone to, said after it, is not the day: "a trip to the farm by bus" is the farm, and the bus its way there
  // (`read-rest.ts`); a ride said first ("going on a train to see Nana", "a trip on the bus") is the ride.
  const offTheWay = text.replace(WAY_THERE, '').trim();
  const ofTheDay = offTheWay !== text ? catalogueThemeAsTyped(offTheWay) : undefined;
  if (ofTheDay) return ofTheDay;
  const named = catalogueThemeAsTyped(text);
  if (named) return named;
  // A slip of the keys ("going to the dentits") is read as the word the catalogue knows.
  const mended = mendSlips(withoutOtherSenses(text), SPELT);
  return mended === text ? undefined : catalogueThemeIn(mended);
}

/** "… by bus", "… on the train", "… on a big boat" at the end of the words: the way a day is gone to. */
const WAY_THERE = /\s+\b(?:by|on|in|aboard)\s+(?:(?:the|a|an|our|my|his|her|their)\s+)?(?:(?:big|little|old|new|red|steam|double[- ]decker|school)\s+)?(?:bus|train|coach|tram|ferry|boat|(?:aero)?plane)[.!]?\s*$/i;

/** The catalogue theme the words name as typed, or as plain roots, with no slip mended. */
export function catalogueThemeAsTyped(text: string): CatalogueTheme | undefined {
  return firstNamed(text, (entry) => entry.words) ?? firstNamed(plainWords(text), (entry) => meaningOf(entry), text);
}

/** The words the catalogue's entries spell, which a slip is mended to. */
const SPELT = wordsSpeltIn(THEME_CATALOGUE.flatMap((entry) => [entry.words, ...(entry.means ? [entry.means] : [])]));

function firstNamed(text: string, matcherOf: (entry: CatalogueTheme) => { test(text: string): boolean }, typed = text): CatalogueTheme | undefined {
  // A word in another sense ("a new school bag") or an animal's moment ("the dog's first bath") names no entry (`entryAsMeant`).
  const named = MATCH_ORDER.filter((entry) => matcherOf(entry).test(text)).flatMap((entry) => entryAsMeant(entry, text, typed, matcherOf(entry), BY_ID.get(VET)) ?? []);
  // "making a new friend at the park" is making friends, "feeding the ducks at the park" the ducks, "baking a birthday
  // cake" baking: words that only say where it happens, or what a thing is for, give way to an entry named otherwise.
  // A feeling about something gives way to the something named ("brave at the dentist" is the dentist).
  const particular = named.filter((entry) => !entry.aboutSomething);
  const chosen = named.find((entry) => !entry.placeOnly && !entry.aboutSomething && !onlyInPassing(text, matcherOf(entry))) ?? particular[0] ?? named[0];
  // A festival named beside a doing is the festival's day, the doing its custom (`festival-customs.ts`).
  return festivalOver(named, chosen, typed) ?? chosen;
}

/** The entry an animal's body or health moment is told by. */
const VET = 'vet';

/** An entry's own words or its concept words, on plain roots. */
const MEANINGS = new Map(THEME_CATALOGUE.map((entry) => [entry.id, { test: (plain: string) => entry.words.test(plain) || (entry.means?.test(plain) ?? false) }]));
const meaningOf = (entry: CatalogueTheme) => MEANINGS.get(entry.id)!;

/**
 * Where it happens ("at the park", "at grandma's house") or what a thing is for ("a birthday cake"): the entry's words
 * name the theme only there, and no longer once those phrases are taken out.
 */
export function onlyInPassing(text: string, words: { test(text: string): boolean }): boolean {
  const rest = text.replace(PLACE_PHRASE, ' ').replace(WHAT_A_THING_IS_FOR, ' ').replace(WHAT_A_VISIT_IS_FOR, ' ').replace(WHAT_MONEY_IS_FOR, 'the cause');
  return words.test(text) && !words.test(rest);
}

/** "at the park", "to the museum", "at grandma's house", "in the back garden": a preposition of place and its noun ("to watch", "to come home", "up to year 7" is no place). */
const PLACE_PHRASE = /\b(?:at|in|to|on|near|by|round|around|from)\s+(?!(?:watch|see|play|visit|meet|cheer|make|learn|try|feed|pick|fly|buy|ride|swim|year|come|go|get|be|have|do|stay|help|take|bring|leave|wait|sleep|start)\b)(?:(?:the|a|an|our|my|his|her|their)\s+)?[\p{L}'’-]+(?:\s+(?!(?:with|and|for|to|on|in|at|by)\b)[\p{L}'’-]+)?/giu;
/** "the school library" in "a cake sale for the school library": what the money is for, not what the book is about. */
const WHAT_MONEY_IS_FOR = /(?<=\b(?:sales?|stalls?|stands?|sponsored \p{L}+|charity \p{L}+|rais\p{L}+ (?:some )?money|fundrais\p{L}*)\s+(?:for|to help|towards)\s+)(?:(?:the|a|an|our|my)\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2}/giu;
/** "for a check up" in "a trip to the dentist for a check up": what a visit is for, not where it is. */
const WHAT_A_VISIT_IS_FOR = /\bfor (?:a|an|his|her|their|my|the) (?:check[ -]?up|filling|appointment|visit|look)\b/gi;
/** "birthday" in "a birthday cake", "Christmas" in "Christmas cards". */
const WHAT_A_THING_IS_FOR = /\b\p{L}+(?=\s+(?:cakes?|cards?|presents?|gifts?|candles?|banners?|hats?|bunting)\b)/giu;

/** The label a parent is offered for a catalogue theme ("Going to the dentist"). */
export function labelOf(entry: CatalogueTheme): string {
  return BUILT_IN_THEMES.find((theme) => theme.id === entry.id)?.label ?? entry.name;
}

const ALL_SETBACKS: Readonly<Record<string, Wording>> = { ...SETBACKS, ...EVENT_SETBACKS, ...ACTIVITY_SETBACKS, ...FEAR_SETBACKS, ...ownLines('setback') };
const ALL_CHOICES: Readonly<Record<string, Wording>> = { ...CHOICES, ...EVENT_CHOICES, ...ACTIVITY_CHOICES, ...FEAR_CHOICES, ...ownLines('choice') };
const ALL_SUBPLOTS: Readonly<Record<string, ThemeSubplot>> = { ...SUBPLOTS, ...EVENT_SUBPLOTS, ...ACTIVITY_SUBPLOTS, ...FEAR_SUBPLOTS, ...ownLines('subplot') };

/** What goes wrong partway through the theme. */
export function setbackOf(entry: CatalogueTheme): Wording {
  return entry.ownSetback ?? ownLine(ALL_SETBACKS, entry, 'setback');
}

/** The hero's doubt right after the setback, in the theme's own words; none for a gentle theme, whose middle has no doubt. */
export function doubtOf(entry: CatalogueTheme): Wording | undefined {
  return entry.tender ? undefined : entry.ownDoubt ?? LOW_POINTS[entry.id];
}

/** The theme's own tiny words for under a picture ("Toot, toot!"), for the story a plot id tells ("theme:trains"); none for another plot. */
export function lightWordsOf(plotId: string): readonly string[] {
  return plotId.startsWith('theme:') ? LIGHT_WORDS[plotId.slice('theme:'.length)] ?? [] : [];
}

/** What a grown-up says when the hero runs to them before the turn, in the theme's terms (`hints.ts`). */
export function hintOf(entry: CatalogueTheme): string | undefined {
  return entry.ownHint ?? HINTS[entry.id];
}

/** A small choice the hero makes partway through the theme. */
export function choiceOf(entry: CatalogueTheme): Wording {
  return entry.ownChoice ?? ownLine(ALL_CHOICES, entry, 'choice');
}

/** What the tries teach and a friend's own small problem, for a roomy book on the theme. */
export function subplotOf(entry: CatalogueTheme): ThemeSubplot {
  const side = entry.ownSubplot ?? ALL_SUBPLOTS[entry.id];
  if (side === undefined) throw new Error(`Catalogue theme ${entry.id} has no subplot`);
  return side;
}

/** Every catalogue theme has its own setback and choice (checked in theme-catalogue.test.ts). */
function ownLine(lines: Readonly<Record<string, Wording>>, entry: CatalogueTheme, what: string): Wording {
  const line = lines[entry.id];
  if (line === undefined) throw new Error(`Catalogue theme ${entry.id} has no ${what}`);
  return line;
}
