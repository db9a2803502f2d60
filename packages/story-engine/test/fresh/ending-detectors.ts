/**
 * Detectors of a book padded with stock pages (issue 28, round 9): the same run of after-pages closing every long book
 * whatever its theme (talked it over, a drawing, a thank-you, the family told, a photo, a treat, the day remembered), the
 * same stock pages in its middle (a riddle, "too much", "not yet", "I'm right here"), and gags stacked on a page. Like
 * `detectors.ts` they judge the page text only.
 */

/** The stock kinds of an after-part: a book carries at most one of them. */
export const STOCK_KINDS = {
  'talk it over': /\btalked about every bit of it\b|\bcould not stop talking about it\b/,
  drawing: /\bdrew (?:a picture of )?the (?:whole )?day\b|\bdrew a picture of the day\b|\bin crayon\b|\bpainted the whole day\b|\bmade a drawing to give\b|\bwrote the whole day down\b/,
  'thank-you': /\bThank you for (?:being there|helping me|coming with me)\b|\bsaid thank you to \S+ for staying close\b|\bcouldn't have done it without you\b|\bYou were a real friend today\b/,
  'telling the family': /\btold (?:the whole family|everyone) (?:all about it|the best part)\b/,
  photo: /\btaken a photo of\b|\bThere was a photo of\b/,
  treat: /\bshared (?:the )?[a-z ]+(?:pancakes|cake|biscuits|sandwiches|buns|treat|ice creams?|crisps|apples|cookies|muffins|picnic)\b[^.]*\.|\bNothing had ever tasted as good\b/,
  remembering: /\bfelt like a treasure to keep\b|\bwent over how\b|\bthought back to the moment\b/,
} as const satisfies Record<string, RegExp>;
export type StockKind = keyof typeof STOCK_KINDS;

/** The stock pages of a middle: a book carries at most one. */
export const STOCK_MIDDLES = {
  joke: /\bcross (?:the road|[^?]*)\?"|\bKnock, knock\b|\bpulled the silliest face\b/,
  'too much': /\beverything felt like too much\b/,
  'not yet': /"(?:Maybe it will never work|It is too hard|I want to give up)," sighed\b/,
  "I'm right here": /"I'm right here," said\b|\bonly be there\b|"Are you all right\?" asked\b|\bneither of them said a word\b/,
} as const satisfies Record<string, RegExp>;
export type StockMiddle = keyof typeof STOCK_MIDDLES;

/** A gag: a tone line of a funny or silly book, a riddle, crumbs on a nose. */
const GAGS: readonly RegExp[] = [
  /\bsneezed so loudly\b/, /\bpulled a very silly face\b/, /\bnose began to twitch\b/, /\bblew a loud raspberry\b/, /"Oops!" giggled\b/, /\bsnorted with laughter\b/,
  /"Boing, boing!"/, /\btummy went "grumble, rumble,"/, /"Oops-a-daisy!"/, /"Splish, splosh, squelch!"/,
  /"That went well," said\b/, /\bleaf stuck to your head\b/, /\bforgotten the middle part\b/, /\bonly a squeak came out\b/,
  /\bbalanced an? [^.]* on \w+ nose\b/, /\bwiggly, jiggly dance\b/, /\blong, loud raspberry\b/, /\bhopped on one leg and sang\b/, /\bgot muddled at seven\b/, /\bwalked backwards for a while\b/, /\bdid a silly wiggle\b/, /"Wiggle, waggle!"/, /"Wibble, wobble, wubble!"/, /"Bananas in pyjamas!"/, /"For the record,"/, /\bdid the whole thing backwards\b/,
  /\bcross (?:the road|[^?]*)\?"/, /\bKnock, knock\b/, /\bsilliest face\b/, /\bcrumbs all down\b/, /\bon (?:his|her|their|its) nose!/,
];

/** How many gags a page's text carries: its sentences that are or tell one ("…pulled a very silly face, and Mia snorted with laughter." is one). */
export const gagsOn = (text: string): number => text.split(/(?<=[.!?]"?)\s+(?=["\p{Lu}])/u).filter((sentence) => GAGS.some((gag) => gag.test(sentence))).length;

/** The stock kinds a book's pages carry. */
export const stockKindsIn = (pages: readonly { text: string }[]): StockKind[] =>
  (Object.keys(STOCK_KINDS) as StockKind[]).filter((kind) => pages.some((page) => STOCK_KINDS[kind].test(page.text)));

/** The stock middle pages a book's pages carry. */
export const stockMiddlesIn = (pages: readonly { text: string }[]): StockMiddle[] =>
  (Object.keys(STOCK_MIDDLES) as StockMiddle[]).filter((kind) => pages.some((page) => STOCK_MIDDLES[kind].test(page.text)));

export interface EndingFinding {
  detector: 'more than one stock kind' | 'more than one stock middle' | 'gags stacked on a page';
  detail: string;
}

/** A book with two stock kinds of after-page, two stock middle pages, or two gags on one page. */
export function paddedBook(pages: readonly { text: string }[]): EndingFinding[] {
  const found: EndingFinding[] = [];
  const kinds = stockKindsIn(pages);
  if (kinds.length > 1) found.push({ detector: 'more than one stock kind', detail: kinds.join(', ') });
  const middles = stockMiddlesIn(pages);
  if (middles.length > 1) found.push({ detector: 'more than one stock middle', detail: middles.join(', ') });
  for (const page of pages) if (gagsOn(page.text) > 1) found.push({ detector: 'gags stacked on a page', detail: page.text });
  return found;
}
