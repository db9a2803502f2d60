import { kinPattern } from '../core/kin-words';

/**
 * A day as parents type it, said in the words `readDay` reads: the day told as done ("we went to the planetarium"), a
 * bare verb ("go karting with dad"), a first go ("her first go at the climbing wall"), and when it was ("on saturday",
 * "last summer", "in the holidays") — which says nothing of the day itself and is left off. Whom a thing is made for
 * ("for nana", "for his teacher") is read apart by `readDay`'s caller, like whom it is made with.
 */

/** When the day was, after it: a day of the week, a season, the holidays, a festival, a time of day. */
const WHEN = new RegExp(
  String.raw`\s+(?:(?:on|last|this|next)\s+(?:a\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|week|summer|winter|spring|autumn|holiday|holidays|half term)|` +
    String.raw`(?:in|during|over)\s+(?:the\s+)?(?:(?:summer|easter|christmas|school|october|may)\s+)?(?:summer|winter|spring|autumn|holidays?|half term)|` +
    String.raw`at\s+(?:christmas|easter|half term|the weekend)|(?:yesterday|today|tomorrow|this morning|this afternoon)|for the first time|` +
    String.raw`in\s+the\s+(?:morning|afternoon|evening)|on\s+a\s+(?:rainy|sunny|windy|snowy|wet|hot|cold)\s+day)$`,
  'i',
);

/** Said as done or to do: "we went to …", "we're going to …", "go karting", "went bowling". */
const SAID_AS_DONE: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:we|i|they|he|she)(?:\s+|'re\s+|\s+are\s+|\s+were\s+|\s+is\s+|'s\s+)(?:went|going|go)\s+(?=to\s|\p{L}+ing\b)/iu, 'going '],
  // "took the kids to the science centre": the day is the going; whom a grown-up took is the cast.
  [/^(?:we\s+|i\s+)?(?:took|taking|take)\s+(?:the kids|the children|us|me|him|her|them|my (?:son|daughter|kids|children|boys|girls))\s+(?=to\s)/iu, 'going '],
  [/^(?:we|i|they|he|she)\s+made\s+/iu, 'making '],
  [/^made\s+(?=(?:a|an|some|the)\s)/iu, 'making '],
  [/^(?:we|i|they|he|she)\s+(?:visited)\s+/iu, 'visiting '],
  [/^go\s+(?=to\s|\p{L}+ing\b)/iu, 'going '],
  [/^went\s+(?=to\s|\p{L}+ing\b)/iu, 'going '],
];

/** "her first go at …", "his first time at …", "our first visit to …": a first trip there. */
const FIRST_GO = /^(?:(?:my|his|her|their|our|a|the)\s+)?(?:very\s+)?first(?:\s+ever)?\s+(?:go|time|visit|trip|try|day)\s+(?:at|to|on|in)\s+/i;

/** "taking nana to the garden centre": whom the hero takes is whom the day is spent with. */
const TAKING = /^(?:taking|took|take)\s+((?:my\s+|our\s+)?(?:nana|nan|nanny|nanna|granny|gran|grandma|grandad|grandpa|grandparents|little brother|little sister|brother|sister|cousins?|baby brother|baby sister))\s+to\s+(.+)$/i;

/** Names of things a tagger cuts in two, said as one word: "papier mache", "thank you card". */
const ONE_WORD: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:papier|paper)[- ]m[aâ]ch[eé]\b/gi, 'papier-mâché'],
  [/\bthank[- ]you\s+(?=cards?|notes?|letters?|pictures?)/gi, 'thank-you '],
];

/**
 * A family grown-up said after a word of the doing, with no "my" or "the" ("for nana", "waving to daddy", "on daddys tummy"):
 * a name on the page ("for Nana", "to Daddy", "on Daddy's tummy"), as the cast calls them.
 */
const KIN_NAMED = new RegExp(String.raw`\b(for|to|at|on|with|from|behind|beside|and|like) (${kinPattern({ relation: ['parent', 'grandparent', 'aunt-uncle'] })})(?:(s|'s|’s)(?= \p{L}))?(?![\p{L}'’])`, 'giu');

/** The day in the words `readDay` reads. */
export function dayWords(theme: string): string {
  let text = theme.trim();
  for (let before = ''; before !== text; ) {
    before = text;
    text = text.replace(WHEN, '');
  }
  for (const [said, as] of SAID_AS_DONE) text = text.replace(said, as);
  text = text.replace(FIRST_GO, 'a first trip to ').replace(TAKING, 'going to $2 with $1');
  for (const [said, as] of ONE_WORD) text = text.replace(said, as);
  // "a photo album for grandad": whom it is for is a name on the page, "for Grandad".
  return text.replace(KIN_NAMED, (_all, by: string, kin: string, owned?: string) => `${by} ${kin.charAt(0).toUpperCase()}${kin.slice(1).toLowerCase()}${owned ? "'s" : ''}`);
}

/** The people a thing may be made for: "for nana", "for his teacher", "for my little brother". */
const FOR_SOMEONE = new RegExp(String.raw`^(.+?)\s+for\s+((?:my|his|her|their|our|the|\{his\})\s+)?((?:little|big|baby|new|best)\s+)?(${kinPattern({}, ['teacher', 'friend', 'best friend', 'neighbour', 'neighbor', 'baby'])})$`, 'i');

/** A doing with whom it is for left off ("making bath bombs" of "making bath bombs for nana"), and that person as said. */
export function madeFor(text: string): { doing: string; forWhom: string } | undefined {
  const match = FOR_SOMEONE.exec(text);
  return match ? { doing: match[1]!, forWhom: `${match[2] ?? ''}${match[3] ?? ''}${match[4]!}`.trim() } : undefined;
}
