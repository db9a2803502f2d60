/**
 * Detectors of the place and the people a theme keeps (issue 28, round 10): "a den in the woods" told on the sofa, "dad
 * working away" with Dad at the child's side all through the middle. Like `detectors.ts`, they judge from what the parent
 * typed and the page text, never from the engine's reading of it.
 */

export interface PlaceFinding {
  detector: 'theme place lost' | 'away person at hand';
  detail: string;
}

export interface PlaceBook {
  theme: string;
  pages: readonly { text: string }[];
  /** The names of the parent's cast. */
  cast: readonly string[];
}

/** A place a theme puts its story in, and the words a reader would accept as that place on a page. */
const PLACES: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/\b(?:in|into|to|through) the (?:woods|forest)\b/i, /\b(?:woods|forest|trees?|branch(?:es)?)\b/i],
  [/\b(?:on|at|to) the (?:beach|seaside)\b|\bby the sea\b/i, /\b(?:beach|seaside|sand|waves?|sea)\b/i],
  [/\b(?:at|in) (?:school|class)\b/i, /\b(?:school|class(?:room)?|teacher|playground|lesson)\b/i],
  [/\b(?:at|in|to) the park\b/i, /\bpark\b/i],
  [/\b(?:on|at|to) (?:a |the )?farm\b/i, /\bfarm\b/i],
  [/\b(?:in|on|up) the (?:mountains|hills)\b/i, /\b(?:mountains?|hills?)\b/i],
  [/\b(?:at|in|to) (?:my |his |her |their |our )?(?:grandma|granny|nana|nan|grandpa|grandad)'?s(?: house)?\b/i, /\b(?:grandma|granny|nana|nan|grandpa|grandad)'s\b/i],
];

/**
 * The place the theme names, on fewer than two pages after the first: the story was told somewhere else. The opening
 * page may copy the theme, so it alone never counts as the place told.
 */
export function themePlaceLost(book: PlaceBook): PlaceFinding[] {
  const place = PLACES.find(([said]) => said.test(book.theme));
  if (!place) return [];
  const told = book.pages.slice(1).filter((page) => place[1].test(page.text)).length;
  return told < 2 ? [{ detector: 'theme place lost', detail: `"${book.theme}": the place on ${told} pages after the first` }] : [];
}

const AWAY_KIN = '(?:mum|mummy|mom|dad|daddy|grandma|granny|nana|grandpa|grandad|nonno|nonna|abuela|nani)';

/** The family word the theme sends away: "mum going back to work", "dad working away", "grandpa in hospital". */
export function awayIn(theme: string): string | undefined {
  const said = new RegExp(`\\b(${AWAY_KIN})\\b[\\w' ]{0,20}?\\b(?:back to work|working away|works? away|away for work|travel\\w* for work|in (?:the )?hospital|deployed)\\b`, 'i').exec(theme);
  return said?.[1]?.toLowerCase();
}

/** Lines that put someone at the hero's side as company, not in the moment's own lines. */
const atHand = (name: string) => new RegExp(`\\b${name} was right there\\b|\\bhad ${name} for company\\b|\\b${name}\\b[^.]{0,40}\\b(?:was|were) there too\\b|\\bsaid ${name}\\b|\\b${name} stayed close\\b|\\bheld on tight to ${name}\\b|\\bfriend was ${name}\\b|\\bwith ${name} close by\\b`);

/**
 * A person of the cast the theme sends away, at the hero's side in the middle of the book (not the first two pages, where
 * the goodbye is, nor the last two, where the coming home is).
 */
export function awayPersonAtHand(book: PlaceBook): PlaceFinding[] {
  const word = awayIn(book.theme);
  if (!word) return [];
  const person = book.cast.find((name) => name.toLowerCase().split(/\s+/).includes(word));
  if (!person) return [];
  const middle = book.pages.slice(1, -2);
  const found = middle.filter((page) => atHand(person).test(page.text));
  return found.length > 0 ? [{ detector: 'away person at hand', detail: `"${book.theme}": ${found.map((page) => page.text).join(' / ').slice(0, 200)}` }] : [];
}

/** The place a theme names last, after "at", "in", "on", "to", "up" or "by": "Christmas at Granny's in Scotland" → "scotland". */
export function namedPlaceHead(theme: string): string | undefined {
  const bare = theme.replace(/\s+(?:to see|with|for) .*$/i, '').replace(/[.!]+$/, '');
  const said = /\b(?:at|in|on|to|up|by) (?:the |a |an |my |our |his |her |their )?([^,]+?)$/i.exec(bare)?.[1];
  if (!said) return undefined;
  const words = said.replace(/['’]s?\b(?: (?:house|flat|place|home))?/, '').split(/\s+/);
  const last = words[words.length - 1]!;
  // A plural is found by its singular ("the woods": "wood"); a name is kept whole ("Wales").
  return /^\p{Lu}/u.test(last) ? last.toLowerCase() : last.replace(/(?<!s)s$/, '');
}

/** Any place a theme names (`namedPlaceHead`) on fewer than two pages after the first: the occasion was told elsewhere. */
export function namedPlaceLost(book: PlaceBook): PlaceFinding[] {
  const head = namedPlaceHead(book.theme);
  if (!head) return [];
  const word = new RegExp(`\\b${head}`, 'i');
  const told = book.pages.slice(1).filter((page) => word.test(page.text)).length;
  return told < 2 ? [{ detector: 'theme place lost', detail: `"${book.theme}": "${head}" on ${told} pages after the first` }] : [];
}
