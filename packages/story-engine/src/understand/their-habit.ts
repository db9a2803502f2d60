/**
 * What another person keeps doing, that is their own habit and not something done to the child ("mum is always on her
 * phone", "grandpa falls asleep in his chair", "dad snores", "my sister hogs the bathroom", "the baby keeps crying"): the
 * kind of habit, which gives the relation frame its true details and its fair plan (`plots/their-habit-lines.ts`), and the
 * thing it is done with, where there is one ("{relhis} tablet", "the telly"). Read by `understand/read-relation.ts`.
 */
export type HabitKit = 'screen' | 'dozing' | 'tired' | 'snoring' | 'shouting' | 'noise' | 'crying' | 'bathroom' | 'early' | 'baby-early' | 'busy';

export interface TheirHabit {
  kit: HabitKit;
  /** The thing it is done with, with the person's own {relhis}: "{relhis} tablet", "the telly", "{relhis} drums"; where they doze: "in {relhis} chair". */
  thing: string;
}

/** A screen named by its word, as a page says it with the person's {relhis}; a shared one ("the telly") is the family's. */
const SCREENS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:i-?pad|tablet|kindle)\b/i, 'tablet'], [/\blaptop\b/i, 'laptop'], [/\bcomputer\b|\bpc\b/i, 'computer'],
  [/\bx-?box|playstation|ps[45]|switch|nintendo|console|video games?|computer games?|gaming|games\b|fortnite|minecraft|roblox|fifa/i, 'games console'],
  [/\b(?:tv|telly|television|youtube|remote)\b/i, 'telly'],
];

/** Each kit by what the person is said to do, first match wins: a phone for work is the screen, crying is the baby's. */
const KITS: ReadonlyArray<readonly [HabitKit, RegExp]> = [
  ['screen', /\b(?:on|off) (?:his|her|their|the|my|your) (?:new |cell |mobile |smart ?|old )?(?:phone|mobile|tablet|i-?pad|kindle|laptop|computer|pc|x-?box|playstation|ps[45]|switch|nintendo|games?|console|screen)s?\b|\bon (?:facebook|tiktok|youtube|instagram|snapchat|social media|the internet|screens?)\b|\bglued to\b|\bplays? (?:video |computer )?games\b|\b(?:plays?|playing|on) (?:fortnite|minecraft|roblox|fifa)\b|\bgaming\b|\bwatch(?:es|ing)? (?:tv|telly|the tv|the telly|youtube)\b|\bwatch(?:es|ing)? [\p{L} ]+ on (?:the )?(?:tv|telly)\b|\bhogs? the (?:tv|telly|remote)\b|\b(?:scrolling|texting)\b/iu],
  ['snoring', /\bsnor(?:e|es|ed|ing)\b/i],
  ['dozing', /\b(?:falls? asleep|falling asleep|fell asleep|doz(?:es|e|ing)|nods? off|nodding off|naps?|napping|sleeps? (?:all|in|on|a lot)|sleeping (?:all|in|on)|always asleep)\b/i],
  ['tired', /\b(?:tired|sleepy|exhausted|worn out|yawn(?:s|ing)?)\b/i],
  ['crying', /\b(?:cr(?:y|ies|ying)|wail(?:s|ing)?|screams? the house down)\b/i],
  ['shouting', /\b(?:shout(?:s|ing)?|yell(?:s|ing)?|scream(?:s|ing)?|gets? (?:so )?(?:cross|angry)|loses? (?:his|her|their) temper)\b/i],
  ['noise', /\b(?:music|drums?|guitar|trumpet|bangs?|banging|noisy|so much noise|too loud|really loud)\b/i],
  ['bathroom', /\b(?:bathroom|shower|the bath|the loo|the toilet)\b/i],
  ['early', /\b(?:wakes?|gets?|is) (?:me |us |everyone |everybody )?up (?:really |so |too |very )?early\b|\b(?:wakes?|gets?|is) (?:me |us |everyone |everybody )?(?:up )?at (?:4|5|6|half (?:4|5|four|five)|four|five|six|dawn|sunrise)(?:\s?(?:am|o'?clock))?\b/i],
  ['busy', /\b(?:busy|working|at work|works (?:all|every|so|too|really)|work all|cleaning|on the phone for work)\b/i],
];

/** Words that make a doing a habit, whatever its tense. */
const HABITUAL = /\b(?:always|never|keeps?|kept|constantly|forever|all the time|all day|all night|every (?:day|night|morning|evening|afternoon|time|weekend)|a lot|so much|too much|again and again|any ?more)\b/i;

/** A doing of one time, not a habit: going on now ("is working late on bonfire night", "the baby is crying") or done once. */
const ONE_TIME = /^(?:is|are|'s|'re|was|were)\s+\p{L}+ing\b|^(?:fell|shouted|cried|yelled|snored|was|were)\b/iu;

/**
 * The habit a doing names, when it is said as a habit: "is always", "keeps", "never", "all the time", "every night", or a
 * plain present that is one by itself ("dad snores", "my sister hogs the bathroom"). Nothing for a doing of the moment.
 */
export function theirHabit(doing: string, baby = false): TheirHabit | undefined {
  if (ONE_TIME.test(doing) && !HABITUAL.test(doing)) return undefined;
  const found = KITS.find(([, words]) => words.test(doing));
  if (!found) return undefined;
  // A baby who screams or yells is crying: it has no other words; one up at dawn cannot wait for a clock.
  const kit = baby && found[0] === 'shouting' ? 'crying' : baby && found[0] === 'early' ? 'baby-early' : found[0];
  return { kit, thing: thingOf(kit, doing) };
}

/** The thing the habit is done with, where the kit has one. */
function thingOf(kit: HabitKit, doing: string): string {
  if (kit === 'screen') {
    const screen = /\bphone\b|\bmobile\b|facebook|tiktok|instagram|snapchat|social media|scrolling|texting|youtube(?! on)/i.test(doing) ? 'phone' : SCREENS.find(([words]) => words.test(doing))?.[1] ?? 'screen';
    return screen === 'telly' ? 'the telly' : `{relhis} ${screen}`;
  }
  if (kit === 'noise') return /\bdrums?\b/i.test(doing) ? '{relhis} drums' : /\bguitar\b/i.test(doing) ? '{relhis} guitar' : /\btrumpet\b/i.test(doing) ? '{relhis} trumpet' : '{relhis} music';
  if (kit === 'bathroom') return /\bshower\b/i.test(doing) ? 'the shower' : 'the bathroom';
  // Where they doze, said with its own word: "in {relhis} chair", "on the sofa".
  if (kit === 'dozing') return /\b(?:sofa|settee|couch)\b/i.test(doing) ? 'on the sofa' : /\b(?:tv|telly)\b/i.test(doing) ? 'in front of the telly' : 'in {relhis} chair';
  return '';
}
