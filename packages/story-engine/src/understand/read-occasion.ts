import nlp from 'compromise';
import { memoised } from '../core/memo';
import { isOwnBirthday } from './read-theme';
import type { DayReading } from './read-day';
import { occasionTruths } from '../world/occasion-places';
import type { CatalogueTheme } from '../world/catalogue';
import { kinPattern } from '../core/kin-words';
import type { OccasionGame } from '../world/occasion-games';

/**
 * An occasion a parent puts at a place or with a host ("a birthday party at the zoo", "my cousin's christening", "a family
 * reunion at the beach", "a barbecue at the allotment", "Hanukkah with the neighbours"): which occasion, where, whose, and
 * who comes along. A drop-off occasion (a friend's party, a disco) has the grown-up leave at the door and come back at
 * the end; a family one has the family there all day.
 */
export interface OccasionReading {
  /** The occasion as a page names it, with its article: "the birthday party", "the christening", "{his} birthday party". */
  name: string;
  /** The occasion's own word, to find its best part (`world/occasions.ts`): "party", "christening", "reunion". */
  head: string;
  /** Where it is, with its article: "the zoo", "soft play", "the beach", "{his} cousin's house". */
  place?: string;
  /** Whose it is, or whom it is with, as a page names them: "{his} cousin", "the neighbours". */
  host?: string;
  /** The grown-up drops the hero off and comes back at the end: a party of friends' children, a disco. */
  dropOff: boolean;
  /** The game played there, the day's middle in its own steps ("a treasure hunt at Lily's birthday party"; `game-at-occasion.ts`). */
  game?: OccasionGame;
  /** The hero's own ("musical statues at my party"): at home, with no drop-off. */
  own?: true;
}

/** Occasions a family goes to, by their last word, and whether a grown-up stays. */
const OCCASIONS: Readonly<Record<string, { dropOff: boolean }>> = {
  party: { dropOff: true }, disco: { dropOff: true }, christening: { dropOff: false }, baptism: { dropOff: false },
  reunion: { dropOff: false }, barbecue: { dropOff: false }, bbq: { dropOff: false }, picnic: { dropOff: false },
  festival: { dropOff: false }, concert: { dropOff: false }, gig: { dropOff: false }, carnival: { dropOff: false },
  ceilidh: { dropOff: false }, 'naming day': { dropOff: false }, 'naming ceremony': { dropOff: false }, 'bar mitzvah': { dropOff: false },
  'bat mitzvah': { dropOff: false }, communion: { dropOff: false }, graduation: { dropOff: false }, housewarming: { dropOff: false },
  'street party': { dropOff: false }, 'garden party': { dropOff: false }, 'tea party': { dropOff: false }, 'bonfire': { dropOff: false },
};

/** The words before the occasion's own that belong to its name: "birthday party", "family reunion", "school disco", "harvest festival". */
const NAME_WORDS = /^(?:birthday|family|school|class|christmas|summer|halloween|harvest|music|village|church|big|little|leaving|fancy|dress|pyjama|dance|end of term|welcome|engagement|anniversary|retirement|surprise|first|holy|beach|pool|garden|street|tea)$/;
/** Words before a game's occasion that belong to its name too: "the Easter party", "the charity fair". */
const GAME_NAME_WORDS = /^(?:easter|winter|spring|autumn|charity|wedding|diwali|eid|new|year)$/;

/** "a", "my", "our cousin's", "going to (a)": the words before an occasion that say nothing of it. */
const LEAD = /^(?:(?:going|go|went|off) to |at |celebrating |having )?(?:(?:a|an|the)\s+)?/i;
/** "my", "our": whose an occasion is, when no one else's is named ("my birthday party"). */
const OWNER = /^(?:our|my|his|her|their)\s+/i;

/** Someone whose occasion it is: "my cousin's", "grandma's", "Uncle Raj's". */
const WHOSE = /^((?:my |our |his |her |their )?(?:[\p{L}]+ )?[\p{L}]+)['’]s\s+(.+)$/iu;

/** Places named bare, with no article, as parents say them. */
const BARE_PLACES = /^(?:soft ?play|school|church|nursery|home|the park|town|chapel|mosque|temple)$/i;

/** The occasion a theme puts at a place or with a host, if it names one the catalogue does not tell as its own festival. */
export const readOccasion = memoised((theme: string): OccasionReading | undefined => occasionRead(theme, false));

/**
 * The occasion a game is played at ("… at the Christmas party", "… at the wedding", "… at my party"): the game makes it a
 * day to tell, so it needs no place or host, and a wedding, a fair or a birthday said bare is an occasion too.
 */
export const readGameOccasion = memoised((words: string): OccasionReading | undefined => occasionRead(words, true));

/** Occasions a game is played at, besides those a family goes to (`OCCASIONS`). */
const GAME_OCCASIONS: Readonly<Record<string, { dropOff: boolean }>> = {
  wedding: { dropOff: false }, sleepover: { dropOff: true }, fair: { dropOff: false }, fete: { dropOff: false }, fayre: { dropOff: false }, birthday: { dropOff: true },
};

const headsOf = (withGame: boolean): Readonly<Record<string, { dropOff: boolean }>> => (withGame ? { ...OCCASIONS, ...GAME_OCCASIONS } : OCCASIONS);

/** Festivals said in an occasion's name, which a page capitalises whatever the parent typed: "the Christmas party". */
const FESTIVAL_NAMES = /\b(?:christmas|halloween|easter|diwali|eid|hanukkah|new year)\b/g;

function occasionRead(theme: string, withGame: boolean): OccasionReading | undefined {
  // Read in the parent's own case, so that a name stays a name ("Sam's party") and a relation is the hero's ("my cousin's").
  const text = theme.trim().replace(/[.!]+$/, '');
  const [, before = text, where, who] = /^(.+?)(?:\s+(?:at|in|on|by)\s+(.+?))?(?:\s+with\s+(.+))?$/i.exec(text) ?? [];
  const led = before.replace(LEAD, '');
  const whose = WHOSE.exec(led);
  const said = (whose ? whose[2]! : led.replace(OWNER, '')).trim().toLowerCase().replace(FESTIVAL_NAMES, (word) => word.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase()));
  const heads = headsOf(withGame);
  const head = occasionHead(said.toLowerCase(), withGame);
  if (!head) return undefined;
  const place = where ? placeOf(where.toLowerCase()) : undefined;
  const host = whose ? hostOf(whose[1]!) : who ? hostOf(who) : undefined;
  // An occasion alone ("a school disco") is told by what already tells it; at a place or with someone, here.
  if (!place && !host && !withGame) return undefined;
  // "My party" with a game in it is the hero's own, as "my birthday" always is.
  const own = isOwnBirthday(theme) || (withGame && !whose && OWNER.test(led));
  const name = own ? `{his} ${said.replace(/^(?:my|his|her|their|our)\s+/, '')}` : whose ? `${host}'s ${said}` : `the ${said}`;
  // A friend's party is a drop-off; the hero's own party, or one with the family, is not.
  const dropOff = heads[head]!.dropOff && !own && !FAMILY.test(`${whose?.[1] ?? ''} ${who ?? ''} ${said}`.toLowerCase());
  const truths = occasionTruths(said);
  const held = place ?? (whose && !where && !truths.awayFromHome ? truths.held ?? `${host}'s house` : undefined);
  return { name, head, ...(held ? { place: held } : {}), ...(host ? { host } : {}), dropOff, ...(own && withGame ? { own: true as const } : {}) };
}

/** Kin whose occasion is the family's: a drop-off party at a cousin's is still the family's day. */
const FAMILY = new RegExp(String.raw`\b${kinPattern({ plural: true }, ['family', 'neighbours'])}\b`);

/** The occasion's own word, when the words are an occasion's name ("birthday party" → "party"); nothing otherwise. */
function occasionHead(said: string, withGame = false): string | undefined {
  const heads = headsOf(withGame);
  const words = said.split(/\s+/);
  for (let take = Math.min(2, words.length); take >= 1; take -= 1) {
    const head = words.slice(-take).join(' ');
    if (!heads[head]) continue;
    const rest = words.slice(0, -take);
    if (rest.length <= 2 && rest.every((word) => NAME_WORDS.test(word) || (withGame && GAME_NAME_WORDS.test(word)) || /^\d+(?:st|nd|rd|th)$/.test(word))) return head;
  }
  return undefined;
}

/** A place with its article, read as a noun phrase by the tagger: "the zoo", "soft play", "my cousin's" → "{his} cousin's house". */
function placeOf(words: string): string | undefined {
  const bare = words.trim();
  if (BARE_PLACES.test(bare)) return bare.replace(/^soft ?play$/, 'soft play');
  const kin = /^(?:my |our )?([\p{L}]+(?: [\p{L}]+)?)['’]s?(?: (?:house|home|flat|place))?$/u.exec(bare);
  if (kin && /['’]s\b|s$/.test(bare) && /['’]/.test(bare)) return `${hostOf(kin[1]!)}'s house`;
  if (bare.split(/\s+/).length > 4 || !/^(?:the|a|an|our|my)\s/.test(bare)) return undefined;
  const doc = nlp(bare);
  if (!doc.has('#Noun') || doc.has('(#Verb|#Pronoun)')) return undefined;
  return bare.replace(/^(?:our|my)\s/, 'the ').replace(/^an?\s/, 'the ');
}

/** Whose, or with whom: "my cousin" → "{his} cousin", "the neighbours", "a friend" → "{his} friend", "grandma" → "Grandma", "Uncle Raj". */
function hostOf(words: string): string {
  const bare = words.trim().replace(/^(?:our|the)\s+/i, 'the ').replace(/^(?:my|his|her|their|a|an)\s+/i, '{his} ');
  if (/^(?:\{his\}|the) /.test(bare)) return bare.toLowerCase().replace('{his}', '{his}');
  // A relation said bare ("friend's party", "cousin's christening") is the hero's; a family word is a name ("Grandma").
  if (RELATIONS.test(bare)) return `{his} ${bare.toLowerCase()}`;
  return bare.split(/\s+/).map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`).join(' ');
}

/** People a child has who are no name of their own: "friend's party" is the hero's friend's. */
const RELATIONS = /^(?:best )?(?:friend|cousin|classmate|neighbour|teacher|brother|sister|buddy|mate)s?$/i;

/** The occasion as a day the day plot tells (`plots/the-day.ts`), in its occasion's own steps (`plots/occasion-kit.ts`). */
export function occasionDay(theme: string): DayReading | undefined {
  const occasion = readOccasion(theme);
  return occasion && dayAt(occasion);
}

/** An occasion read as the day of going to it. */
export function dayAt(occasion: OccasionReading): DayReading {
  // A game's party at its host's house is "Ben's party", said once, never "Ben's party at Ben's house".
  const atHost = occasion.game !== undefined && occasion.place === `${occasion.host}'s house`;
  const going = occasion.place && !atHost ? `${occasion.name} at ${occasion.place}` : occasion.name;
  // The hero's own party is had, at home, never gone to.
  if (occasion.own && !occasion.place) return { doing: `having ${going}`, todo: `have ${going}`, did: `had ${going}`, name: occasion.name, kind: 'occasion', occasion };
  return { doing: `going to ${going}`, todo: `go to ${going}`, did: `went to ${going}`, ...(occasion.place ? { place: occasion.place } : {}), name: occasion.name, kind: 'occasion', occasion };
}

/**
 * The occasion day a theme is told as, beside the catalogue entry its words name: never a festival the catalogue tells as
 * its own ("Diwali at the temple": `story/festival-place.ts`) nor an everyday activity it tells (a picnic), and an occasion said only with its host ("going to a
 * friend's birthday party") is the catalogue's, where it has one; at a place, or one the catalogue does not know, it is told here.
 */
export function occasionToldThere(theme: string, entry: CatalogueTheme | undefined): DayReading | undefined {
  const day = occasionDay(theme);
  // An everyday outing the catalogue tells in its own place ("a picnic on the beach") keeps its entry.
  // Only one that is the occasion itself: "a naming day at the park" is no day at the park.
  if (!day?.occasion || entry?.ownOccasion || (entry?.kind === 'festival' && entry.id !== 'birthday') || (entry?.kind === 'activity' && entry.words.test(day.occasion.head))) return undefined;
  // An entry of the occasion by its full name, not its head alone ("the christmas disco at school" is the school disco).
  if (entry && entry.id !== 'birthday' && entry.words.test(day.occasion.name) && !entry.words.test(day.occasion.head)) return undefined;
  const atAPlace = day.occasion.place !== undefined && !day.occasion.place.endsWith("'s house");
  return atAPlace || !entry || entry.id === 'birthday' ? day : undefined;
}
