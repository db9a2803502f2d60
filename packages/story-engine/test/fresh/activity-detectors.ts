/**
 * Detectors for an everyday activity or outing a parent names (issue 28, round 8): the grown-up a theme spends the day
 * with left out of the book, a young child by water, a road or a stove with no grown-up along, a mishap cheered as if
 * it had gone well, and a book that opens two days at once (a stock frame around the activity). Like `detectors.ts`,
 * they judge from what the parent typed and the page text, never from the engine's reading of it.
 */

export interface ActivityFinding {
  detector: 'companion left out' | 'no grown-up along' | 'mishap cheered' | 'two days open the book';
  detail: string;
}

export interface ActivityBook {
  theme: string;
  age: string;
  pages: readonly { text: string }[];
  /** The names of the grown-ups the parent put in the cast ("Baba", "Granny Bea"). */
  grownUps: readonly string[];
}

/** Family words for the one a day is spent with, each with the other words a family uses for them. */
const FAMILIES: readonly RegExp[] = [
  /^(?:dad|daddy|papa|baba|abba|appa|father)$/i,
  /^(?:mum|mummy|mom|mommy|mama|amma|mother)$/i,
  /^(?:grandma|granny|gran|nana|nanna|nan|nani|nonna|abuela|oma)$/i,
  /^(?:grandpa|grandad|granddad|grandfather|nonno|abuelo|opa)$/i,
  /^(?:auntie|aunty|aunt)$/i,
  /^uncle$/i,
];

/** The family grown-up a theme says the day is spent with: "going fishing with dad" → the dads. */
function companionOf(theme: string): RegExp | undefined {
  const word = /\bwith (?:my |our |his |her |their )?(\p{L}+)/iu.exec(theme)?.[1];
  return word ? FAMILIES.find((family) => family.test(word)) : undefined;
}

/** "Going fishing with dad": Dad, or the cast's own dad by name ("Baba"), is on at least two pages. */
export function companionLeftOut(book: ActivityBook): ActivityFinding[] {
  const family = companionOf(book.theme);
  if (!family) return [];
  const names = [...book.grownUps.filter((name) => name.split(/\s+/).some((part) => family.test(part))), ...family.source.replace(/^\^\(\?:|\)\$$/g, '').split('|')];
  const said = new RegExp(`\\b(?:${names.join('|')})\\b`, 'i');
  const pages = book.pages.filter((page) => said.test(page.text)).length;
  return pages >= 2 ? [] : [{ detector: 'companion left out', detail: `"${book.theme}": on ${pages} page(s)` }];
}

/** Water, roads, traffic and stoves: where a child of up to five never goes without a grown-up (a friend "from down the road" is no road). */
const DANGER = /\b(?:river|lake|pond|sea|bay|waves?|boat|harbour|kerb|(?<!down the )road|crossing|traffic|cars?|oven|stove|hob|kettle)\b/i;
const YOUNG = new Set(['0-2', '3-5']);

/** A book for a child of up to five that goes near water, a road or a stove names a grown-up along on its first two pages. */
export function noGrownUpAlong(book: ActivityBook): ActivityFinding[] {
  if (!YOUNG.has(book.age) || !book.pages.some((page) => DANGER.test(page.text))) return [];
  const grownUp = new RegExp(`\\b(?:a grown-up|${[...book.grownUps, 'Mum', 'Dad', 'Grandma', 'Grandpa'].join('|')})\\b`, 'i');
  return book.pages.slice(0, 2).some((page) => grownUp.test(page.text)) ? [] : [{ detector: 'no grown-up along', detail: `${book.age}: "${book.theme}"` }];
}

/** A sentence that says something went wrong. */
const MISHAP = /\b(?:but|wrong|stayed shut|toppled|crumpled|flopped|with a bump|out of puff|back down|hardly|too much|too fast|slipped|dived|knocked|tore|fell|not)\b/i;
/** Words that cheer the sentence before them on. */
const CHEER = /^(?:So far, so good|That was a (?:good )?start|\S+ was smiling now|\S+ did a little hop|\S+ grinned|\S+ felt a little more ready|That helped, a little)\.$/;

/** "The gates stayed shut. So far, so good.": a mishap followed by a cheer, as if it had gone well. */
export function mishapCheered(book: Pick<ActivityBook, 'pages'>): ActivityFinding[] {
  return book.pages.flatMap((page) => {
    const sentences = page.text.match(/[^.!?]+[.!?]+["”]?/g)?.map((sentence) => sentence.trim()) ?? [];
    return sentences.flatMap((sentence, index) => (index > 0 && CHEER.test(sentence) && MISHAP.test(sentences[index - 1]!) ? [{ detector: 'mishap cheered' as const, detail: `"${sentences[index - 1]} ${sentence}"` }] : []));
  });
}

/** The first page opens one day: "Today was the big trip to the city! … Today Lily was going to the supermarket" is a frame around it. */
export function twoDaysOpen(book: Pick<ActivityBook, 'pages'>): ActivityFinding[] {
  const first = book.pages[0]?.text ?? '';
  const openings = first.match(/(?:^|[.!?]\s+)(?:Today (?:was|\S+ was)|It was (?:a|the) \S+ day\b)/g) ?? [];
  return openings.length > 1 ? [{ detector: 'two days open the book', detail: `"${first}"` }] : [];
}
