import { journeysEnd } from '../understand/on-the-way';
import type { CatalogueTheme, Wording } from '../world/catalogue/theme-entry';
import { MISHAP_LINES, MISHAP_TOLD, PET_HABIT_KITS, WEATHER_KITS, type RestKit } from '../world/catalogue/rest-kits';
import { readMishap } from '../understand/read-mishap';
import { readDoingThere } from '../understand/read-doing-there';
import { readRest } from '../understand/read-rest';
import { qualifierOverNote } from '../understand/qualified-reading';

/**
 * A catalogue entry keeps the rest of the parent's words (held-out reads 36 and 37): "camping in the rain" was told
 * without a drop of rain and "a new puppy that chews everything" as a shy pet that chewed nothing, because the entry
 * matched the moment and its own lines went on as usual. The weather a day is had in changes one of its sights and is
 * its setback; a pet's habit, or a thing of the day that goes wrong, is the day's setback, and its fix a late detail. An entry whose own lines already tell it
 * (camping's wind, the rainy day's rain) is left as it is; a variant's own setback is kept, and only the sight added.
 */
export function withItsRest(entry: CatalogueTheme, theme: string | undefined): CatalogueTheme {
  const kept = keptIn(entry, theme ?? '');
  if (kept !== entry) BEFORE.set(kept, entry);
  return kept;
}

/** The entry as it was before the rest of the theme was put in its lines: the first page's own line of the weather (`read-rest.ts`) asks it. */
export const withoutItsRest = (entry: CatalogueTheme): CatalogueTheme => BEFORE.get(entry) ?? entry;
const BEFORE = new WeakMap<CatalogueTheme, CatalogueTheme>();

function keptIn(entry: CatalogueTheme, text: string): CatalogueTheme {
  const told = linesOf(entry);
  // A day at home (a sleepover, a birthday party) is had indoors: the weather is the first page's own line only
  // (`read-rest.ts`), never snow on the hero's fingers in somebody's spare room.
  const weather = entry.setting === 'home' || entry.evening ? undefined : WEATHER_KITS.find((kit) => kit.said.test(text));
  const habit = petHabitIn(entry, text) ?? mishapKit(text);
  const trouble = habit && !habit.told.test(told) ? habit : undefined;
  // The fix follows the setback closely (the entry's second sight); the weather's sight then comes a little later.
  const fixed = trouble ? withKit(entry, trouble, 1) : entry;
  const weathered = weather && !weather.told.test(told) ? withKit(fixed, weather, trouble ? 2 : 1, trouble !== undefined) : fixed;
  return homeAgain(onTheWayTo(habit ? weathered : withTheDoing(weathered, text, told), text), text, told);
}

/**
 * A day away gone to by train or boat ("a school trip to the museum by train", or the wish "set it on a train") comes
 * home the same way, before the last page's own line: the ride is the journey there and back (`read-rest.ts` says the way there).
 */
function homeAgain(entry: CatalogueTheme, text: string, told: string): CatalogueTheme {
  const rest = readRest(text, told);
  if (rest?.kind !== 'vehicle' || entry.setting === 'home' || entry.evening || /\b(?:came|come|went|go|going|got|drove|flew|sailed) (?:back )?home\b/i.test(told)) return entry;
  return { ...entry, end: map(entry.end, (line) => `They came home ${rest.said}, tired and happy. ${line}`) };
}

/**
 * What the theme says is done there ("riding on daddy's shoulders at the zoo"), when the entry's lines say none of its
 * words: said after the entry's second sight, in the middle of the day (`read-doing-there.ts`).
 */
function withTheDoing(entry: CatalogueTheme, text: string, told: string): CatalogueTheme {
  // A variant the words chose tells them in its own lines ("sitting in the trolley" is the trolley ride).
  // A day the qualifier's own day is told over ("a sleepover in a power cut") is said in the idea as not told: no line has it.
  const doing = entry.asVariant || qualifierOverNote(text, entry) ? undefined : readDoingThere(text, entry.words);
  // Told when one sentence of the entry's says all its words ("feeding time" at the penguins is no giraffe fed).
  if (!doing || meansTo(text, doing.said) || told.split(/(?<=[.!?])\s+/).some((sentence) => doing.words.every((word) => new RegExp(`\\b${word.replace(/(?:ing|es|s)$/, '')}`, 'i').test(sentence)))) return entry;
  const loved = doing.gerund ? `{hero} loved ${doing.said}, too.` : `There was ${doing.said}, too, and {hero} loved it.`;
  const details = entry.details.map((line, index) => (index === 1 ? both(line, loved) : line)) as unknown as CatalogueTheme['details'];
  return { ...entry, details };
}

/**
 * A doing that leads the theme for the sake of the entry's day ("inventing a machine to tidy my bedroom") is the story's
 * own way there, never a pastime beside it: "Freddie loved inventing a machine, too." (held-out read 46).
 */
const meansTo = (text: string, said: string): boolean => {
  const typed = text.trim().toLowerCase();
  return typed.startsWith(said.toLowerCase()) && /^\s*to\b/.test(typed.slice(said.length));
};

/** A thing of the day that goes wrong ("the bouncy castle going flat"), told in the parent's words for it (`read-mishap.ts`). */
function mishapKit(text: string): RestKit | undefined {
  const mishap = readMishap(text);
  if (!mishap) return undefined;
  const put = (line: string) => line.replaceAll('{thing}', mishap.thing).replaceAll('{happened}', mishap.happened);
  const each = (wording: Wording): Wording => (typeof wording === 'string' ? put(wording) : (wording.map(put) as unknown as Wording));
  return { said: /$^/, told: MISHAP_TOLD[mishap.happened]!, trouble: each(MISHAP_LINES.trouble), doubt: each(MISHAP_LINES.doubt), detail: put(MISHAP_LINES.mended[mishap.happened]!) };
}

/** An opening "on the way" says where to, as the parent did: "on the way to the seaside", never the seaside itself (`on-the-way.ts`). */
function onTheWayTo(entry: CatalogueTheme, text: string): CatalogueTheme {
  const end = journeysEnd(text);
  if (!end) return entry;
  const opening = [entry.opening].flat().map((line) => line.replace(/\bon the way\b(?! (?:to|home|back|from)\b)/, `on the way ${end}`));
  return { ...entry, opening: (opening.length === 1 ? opening[0]! : opening) as CatalogueTheme['opening'] };
}

/** The habit a pet the theme names has, said after it ("a new puppy that chews everything"), for an entry about a pet it keeps. */
function petHabitIn(entry: CatalogueTheme, text: string): RestKit | undefined {
  // A lost pet's story is the search: the pet is already out, and nothing of its habits is the trouble.
  if (entry.missingPet) return undefined;
  const pet = PET.exec(text);
  if (!pet) return undefined;
  const after = text.slice(pet.index + pet[0].length);
  // An entry not about the pet ("our puppy who keeps running off at the park" is the park's day) tells the habit only
  // when the theme says it is the pet's: "who", "that", "which" after it.
  if (!PET_LINE.test(linesOf(entry)) && !/^\s+(?:who|that|which)\b/i.test(after)) return undefined;
  const kit = PET_HABIT_KITS.find((each) => each.said.test(after));
  if (!kit) return undefined;
  // What the parent says it chews or climbs ("my shoes", "the christmas tree") is the thing in its lines.
  const named = objectAfter(kit.said.exec(after)?.[0] ?? '', after);
  const put = (line: string) => line.replaceAll('{object}', named ?? kit.object ?? '');
  const each = (wording: Wording): Wording => (typeof wording === 'string' ? put(wording) : (wording.map(put) as unknown as Wording));
  return { ...kit, trouble: each(kit.trouble), detail: each(kit.detail), doubt: each(kit.doubt) };
}

/** The words after the habit's verb, as a line says them: "my shoes" → "{hero}'s shoes"; none for "everything" or a long clause. */
function objectAfter(verb: string, after: string): string | undefined {
  const rest = after.slice(after.indexOf(verb) + verb.length).replace(/\s+(?:at|in|on|when|and|because|so|again|every|all|today|while|from|after|before)\b.*$/i, '').trim();
  if (rest === '' || /^(?:everything|anything|things|stuff|it|up|off|out|away|everywhere)\b/i.test(rest) || rest.split(/\s+/).length > 3) return undefined;
  return rest.replace(/^my\s+/i, "{hero}'s ").replace(/^(?:our|his|her|their)\s+/i, 'the ').replace(/^(?!the\b|a\b|an\b|\{hero\})/i, 'the ');
}

/** The sight put in place of the entry's own at `at`, and the trouble as its setback (with the doubt it brings) unless a variant has its own or a habit or mishap has taken it. */
function withKit(entry: CatalogueTheme, kit: RestKit, at: 1 | 2, sightOnly = false): CatalogueTheme {
  const details = entry.details.map((line, index) => (index === at ? kit.detail : line)) as unknown as CatalogueTheme['details'];
  return { ...entry, details, ...(sightOnly || (entry.asVariant && entry.ownSetback) ? {} : { ownSetback: kit.trouble, ownDoubt: kit.doubt }) };
}

/** A wording with each of its forms changed. */
const map = (wording: Wording, change: (line: string) => string): Wording => (typeof wording === 'string' ? change(wording) : (wording.map(change) as unknown as Wording));

/** A wording with a sentence after each of its forms. */
const both = (wording: Wording, after: string): Wording => (typeof wording === 'string' ? `${wording} ${after}` : (wording.map((line) => `${line} ${after}`) as unknown as Wording));

const linesOf = (entry: CatalogueTheme): string =>
  [entry.opening, entry.worry, ...entry.tries, entry.turn, ...entry.details, entry.win, entry.end, ...(entry.ownSetback ? [entry.ownSetback] : [])]
    .flatMap((wording: Wording) => [wording].flat())
    .join(' ');

/** An entry whose lines name the theme's pet. */
const PET_LINE = /\{(?:pet|thepet|hispet|Pet)\}/;
const PET = /\b(?:puppy|puppies|pup|kitten|kitty|dog|cat|rabbit|bunny|hamster|guinea ?pig|gerbil|tortoise|parrot|budgie|pet)\b/i;
