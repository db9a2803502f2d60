import type { CatalogueTheme } from '../world/catalogue/theme-entry';
import { ANIMAL_WORDS, namesAnAnimalOrToy } from './not-a-person';

/**
 * An entry's word that a parent's theme holds in another sense, so the entry is not the theme at all (round 14's audit of
 * the catalogue's word lists): a word before another thing it only describes ("a new school bag", "a birthday card for
 * grandma", "making bath bombs"), a toy or paper copy of the real thing ("paper planes", "a toy farm"), a game of
 * pretend ("playing doctors"), or a compound that is one thing of its own ("cross country", "a potty mouth", "a drawing
 * pin"). The entry is dropped when it names the theme only through those words: with them taken out it names nothing.
 */
export function namedInAnotherSense(text: string, entry: Pick<CatalogueTheme, 'kind' | 'words'>, words: { test(text: string): boolean }): boolean {
  const without = (pattern: RegExp) => !words.test(text.replace(pattern, ' '));
  // "a cross country race", "a storm in a teacup": the word is not the entry's in any kind of theme.
  if (without(ONE_THING)) return true;
  // An animal's young: "a new baby goat at the farm" is no new baby of the family's, though "baby birds in our garden" is the nest.
  if (!namesAnAnimalOrToy(entry) && without(BABY_ANIMAL)) return true;
  // A love of a thing keeps its toys and things: "his dinosaur lunchbox" and "a toy train" are still dinosaurs and trains.
  if (entry.kind === 'interest') return false;
  // A thing for a day is the thing, unless the entry's own words need the thing too ("a football game" is the match): the
  // word before the thing names the entry alone, and the thing with it taken out does not.
  if (without(BEFORE_A_THING) && words.test(text.replace(A_THING_AFTER, ''))) return true;
  if ((entry.kind === 'moment' || entry.kind === 'activity') && without(BEFORE_CLOTHES) && words.test(text.replace(CLOTHES_AFTER, ''))) return true;
  // A copy the entry names itself keeps it ("a model volcano" is the school project).
  return (without(A_COPY) && words.test(text.replace(COPY_WORD, ''))) || without(PRETEND);
}

/**
 * Things a word before them only describes: what a day's bag, card, kit or costume is for. Not a cake or a present (a
 * birthday cake is still the birthday's, `onlyInPassing`), nor a game (a football game is the match).
 */
const THING = String.raw`(?:toy |play )?(?:bags?|cards?|money|sets?|goggles?|shoes?|boots?|helmets?|bombs?|dolls?|dolly|stickers?|albums?|lunch ?box(?:es)?|bottles?|toys|bells?|locks?|pumps?|cases?|rings?|towels?|mugs?|jigsaws?|puzzles?|posters?|drawings?|pictures?|paintings?)\b`;
/** Clothes for a day: a swimming costume is clothing, but a World Book Day costume or a Halloween outfit is the day's dressing up. */
const CLOTHES = String.raw`(?:costumes?|outfits?|kits?|trunks?|jumpers?|coats?|t-?shirts?|tops?|pyjamas|socks|wellies|hats?)\b`;
/** One or two words before a thing ("school" in "a new school bag", "farm animal" in "a farm animal jigsaw"), never "a" or "my". */
const MODIFIER = String.raw`\b(?!(?:a|an|the|my|his|her|their|our|your|new|old|this|that|some|for|of|to)\b)[\p{L}'’-]+`;
const before = (thing: string) => new RegExp(String.raw`(?:${MODIFIER}\s+)?${MODIFIER}(?=\s+${thing})`, 'giu');
const after = (thing: string) => new RegExp(String.raw`(?<=\b[\p{L}'’-]+)\s+${thing}`, 'giu');
const BEFORE_A_THING = before(THING);
const A_THING_AFTER = after(THING);
const BEFORE_CLOTHES = before(CLOTHES);
const CLOTHES_AFTER = after(CLOTHES);

/** A copy of the real thing a child plays with or makes: "paper planes", "a toy hospital", "a model farm". */
const COPY = String.raw`\b(?:paper|toy|pretend|model|cardboard|plastic|lego)\s+`;
const A_COPY = new RegExp(String.raw`${COPY}[\p{L}'’-]+`, 'giu');
const COPY_WORD = new RegExp(COPY, 'giu');

/** A game of pretend: "playing doctors", "playing hospitals with her teddies", "playing weddings". */
const PRETEND = /\bplay(?:s|ed|ing)?\s+(?:at\s+)?(?:doctors?|nurses?|hospitals?|dentists?|vets?|schools?|teachers?|weddings?|shops?|hairdressers?|mums and dads|house|families|babies|mummies and daddies)\b/giu;

/** An animal's young: "a baby goat", "baby birds". */
const BABY_ANIMAL = new RegExp(String.raw`\bbaby ${ANIMAL_WORDS}\b`, 'giu');

/** The words with every compound of `ONE_THING` taken out: they are no slips of the keys to mend ("pony tails" is no "pony trails"). */
export const withoutOtherSenses = (text: string): string => text.replace(ONE_THING, ' ');

/**
 * Compounds that are one thing of their own, in which an entry's word means something else: a race over fields, a swear
 * word, a pin, a hairstyle, a fuss about nothing, an aim, a board game, a fault in a machine, a hedge cut, "sort of".
 */
const ONE_THING = new RegExp(
  [
    String.raw`\bcross[- ]country\b`, String.raw`\bpotty[- ]mouth(?:ed)?\b`, String.raw`\btoilet (?:jokes?|humou?r|words?|rolls?|roll tubes?)\b`,
    String.raw`\bdrawing[- ]pins?\b`, String.raw`\bpony ?tails?\b`, String.raw`\b(?:a |the )?storm in a teacup\b`, String.raw`\bkind of\b`,
    String.raw`\b(?:setting|set|sets|new|my|his|her|their|our|personal|big|life) goals?\b`, String.raw`\b(?:the )?operation game\b`, String.raw`\bplaying operation\b`,
    String.raw`\bbugs? in (?:the |a |my |his |her )?(?:computer|game|code|program|laptop|tablet)\b`, String.raw`\bcomputer bugs?\b`,
    String.raw`\b(?:hedge|grass|lawn|bush|tree)s? (?:a )?trim\b`, String.raw`\btrim (?:the )?(?:hedges?|grass|lawn|bush(?:es)?)\b`, String.raw`\ba trim\b(?=.*\bhedges?\b)`,
    String.raw`\bmusic box(?:es)?\b`, String.raw`\bthunderstorm of a\b`,
  ].join('|'),
  'giu',
);
