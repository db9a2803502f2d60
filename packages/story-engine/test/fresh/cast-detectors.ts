/**
 * Detectors of who is in the story (round 14b, cast): a grown-up on the pages who is neither in the cast, nor named by
 * the theme, beyond the one the engine may invent; a grandparent the theme names by one word ("nanny") called by another
 * ("Grandma"); a name introduced twice; the one the theme is about (away, poorly, arriving) at the hero's side; and a
 * creature best friend where the theme names a person. They judge from the cast, the theme and the page text only.
 */

export type CastDetector = 'second invented grown-up' | 'grandparent word swapped' | 'introduced twice' | "theme's subject at the side" | 'creature friend beside a named person';

export interface CastCensusFinding {
  detector: CastDetector;
  detail: string;
}

export interface CastBook {
  theme: string;
  cast: readonly { name: string; kind: string }[];
  pages: readonly { text: string }[];
}

/** Grown-ups a page names by a family word or a title: "Mum", "Grandpa", "Uncle Raj", "Mrs Okafor". */
const GROWN_UP_ON_PAGE = /\b(?:(?:Uncle|Auntie|Aunty|Aunt|Mr|Mrs|Ms|Miss|Dr) \p{Lu}\p{Ll}+|Mum|Mummy|Mom|Dad|Daddy|Grandma|Grandpa|Granny|Grandad|Gran|Nana|Nanna|Nanny|Nan|Nonna|Nonno)\b/gu;

/** The family each grown-up word is of, so "Daddy" on the page is the theme's "dad". */
const FAMILIES: readonly RegExp[] = [
  /^(?:grandma|granny|gran|nana|nanna|nanny|nan|nonna|grandmother)$/i,
  /^(?:grandpa|grandad|granddad|nonno|grandfather)$/i,
  /^(?:mum|mummy|mom|mommy|mother)$/i,
  /^(?:dad|daddy|father)$/i,
];
const familyOf = (word: string) => FAMILIES.find((family) => family.test(word));
const sameOne = (a: string, b: string) => a.toLowerCase() === b.toLowerCase() || (familyOf(a) !== undefined && familyOf(a) === familyOf(b));

/** The grown-ups of the pages who are not the cast's and not the theme's: more than one is two the engine made up. */
export function secondInventedGrownUp(book: CastBook): CastCensusFinding[] {
  const text = book.pages.map((page) => page.text).join(' ');
  const themeWords = book.theme.split(/[^\p{L}]+/u).filter(Boolean);
  const known = (said: string) => book.cast.some((member) => member.name === said || member.name.split(' ').some((part) => sameOne(part, said)))
    || said.split(' ').some((part) => themeWords.some((word) => sameOne(word, part)));
  const invented = [...new Set([...text.matchAll(GROWN_UP_ON_PAGE)].map((said) => said[0]))].filter((said) => !known(said));
  // One family said two ways ("Mum", "Mummy") is one person.
  const people = invented.filter((said, at) => !invented.slice(0, at).some((earlier) => sameOne(earlier, said)));
  return people.length > 1 ? [{ detector: 'second invented grown-up', detail: `"${book.theme}": ${people.join(', ')}` }] : [];
}

/** A grandparent the theme calls one thing ("nanny") that the pages call another ("Grandma"), none of them the cast's. */
export function grandparentWordSwapped(book: CastBook): CastCensusFinding[] {
  const typed = /\b(grandma|granny|gran|nana|nanna|nanny|nan|nonna|grandpa|grandad|nonno)\b/i.exec(book.theme)?.[1];
  if (!typed) return [];
  const family = familyOf(typed)!;
  const text = book.pages.map((page) => page.text).join(' ');
  const inCast = (word: string) => book.cast.some((member) => member.name.split(' ').some((part) => part.toLowerCase() === word.toLowerCase()));
  const other = [...text.matchAll(GROWN_UP_ON_PAGE)].map((said) => said[0]).find((said) => family.test(said) && said.toLowerCase() !== typed.toLowerCase() && !inCast(said));
  return other ? [{ detector: 'grandparent word swapped', detail: `"${book.theme}": the pages say ${other}` }] : [];
}

const NAME = String.raw`(\p{Lu}\p{Ll}+)`;
/** The lines that meet someone: "Priya was Maya's best friend.", "Maya had a friend called Priya", "Priya had always been Maya's best friend". */
const MEETINGS = [
  new RegExp(String.raw`\b${NAME} (?:was|had always been) \p{Lu}\p{Ll}+['’]s (?:very )?(?:best )?friend\b`, 'gu'),
  new RegExp(String.raw`\bhad a (?:best )?friend called ${NAME}`, 'gu'),
  new RegExp(String.raw`['’]s (?:very )?best friend (?:in the world )?was ${NAME}`, 'gu'),
  new RegExp(String.raw`\b(?:his|her|their) best friend,? ${NAME}, (?:lived|was)`, 'gu'),
];

/** Someone met twice as if new: a friend the opening names, then "had a friend called" them again. */
export function introducedTwice(book: CastBook): CastCensusFinding[] {
  const text = book.pages.map((page) => page.text).join(' ');
  const met = MEETINGS.flatMap((meeting) => [...text.matchAll(meeting)].map((said) => said[1]!));
  const twice = met.find((name, at) => met.indexOf(name) !== at);
  return twice ? [{ detector: 'introduced twice', detail: `"${book.theme}": ${twice}` }] : [];
}

/** A theme about someone who is not there for the day: away, working late, poorly, arriving, missed. */
const AWAY_SUBJECT = /\b(mum|mummy|mom|dad|daddy|grandma|granny|gran|nana|nanny|nan|grandpa|grandad)(?:['’]s)? (?:is |has |was )?(?:works? late|working late|works away|working away|away|poorly|ill|in hospital|coming to stay|coming to visit|comes to stay|leaving|left)\b|\bmiss(?:es|ing)? (?:my |his |her )?(mum|mummy|mom|dad|daddy|grandma|granny|nana|nanny|grandpa|grandad)\b/i;
const AT_SIDE = (name: string) => new RegExp(String.raw`\b${name} was (?:there )?with (?:him|her|them)\b|: ${name} was with (?:him|her|them)\b|\b${name} came along with\b`);

/** The one the theme is about, who is away or arriving, met as the hero's company from the start. */
export function themeSubjectAtSide(book: CastBook): CastCensusFinding[] {
  const said = AWAY_SUBJECT.exec(book.theme);
  const word = said?.[1] ?? said?.[2];
  if (!word) return [];
  const family = familyOf(word)!;
  const text = book.pages.map((page) => page.text).join(' ');
  const names = [...new Set([...text.matchAll(GROWN_UP_ON_PAGE)].map((found) => found[0]))].filter((name) => family.test(name));
  const side = names.find((name) => AT_SIDE(name).test(text));
  return side ? [{ detector: "theme's subject at the side", detail: `"${book.theme}": ${side} at the side` }] : [];
}

/** A theme that names a person to be with ("with nanny", "her friend Tom"): no robin or badger best friend instead. */
const NAMES_A_PERSON = /\bwith (?:my |his |her )?(?:mum|mummy|dad|daddy|grandma|granny|nana|nanny|grandpa|grandad|auntie|uncle)\b|\bfriend \p{Lu}\p{Ll}+/u;
const CREATURE_FRIEND = /\bbest friend was an? (\p{Ll}+) who lived nearby\b/u;

export function creatureFriendBesideNamedPerson(book: CastBook): CastCensusFinding[] {
  if (!NAMES_A_PERSON.test(book.theme)) return [];
  const said = CREATURE_FRIEND.exec(book.pages.map((page) => page.text).join(' '));
  return said ? [{ detector: 'creature friend beside a named person', detail: `"${book.theme}": a ${said[1]}` }] : [];
}

export const castFindings = (book: CastBook): CastCensusFinding[] => [
  ...secondInventedGrownUp(book), ...grandparentWordSwapped(book), ...introducedTwice(book), ...themeSubjectAtSide(book), ...creatureFriendBesideNamedPerson(book),
];
