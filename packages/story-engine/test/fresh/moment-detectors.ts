/**
 * Detectors of whose moment a book tells and which way it went (issue 28, round 7): "visiting grandma in hospital"
 * told as the child's own night in hospital, "losing the big match" told as a win. Like `detectors.ts`, they judge
 * from what the parent typed and the page text, never from the engine's reading of it.
 */

export interface MomentFinding {
  detector: 'moment given to the hero' | 'loss told as a win' | 'cheer in a sad book';
  detail: string;
}

export interface MomentBook {
  theme: string;
  hero: string;
  pages: readonly { text: string }[];
}

const KIN = '(?:grandma|grandpa|granny|gran|grandad|nana|nani|nonna|nonno|abuela|mum|mummy|mom|mommy|dad|daddy|sister|brother|cousin|auntie|uncle)';

/** The family word a theme gives its moment to: "visiting grandma in hospital", "my sister's first day", "when dad broke his leg". */
export function someoneElsesMoment(theme: string): string | undefined {
  const said = new RegExp(`\\bvisit\\w* (?:my |our )?(${KIN})\\b|\\b(${KIN})'s\\b|\\b(${KIN}) (?:broke|has|had|is|was|starts?|starting|in|with)\\b|^(?:my |our |when )?(?:little |big |baby )?(${KIN})\\b`, 'i').exec(theme.trim());
  return said?.slice(1).find(Boolean)?.toLowerCase();
}

/** Lines that make a moment the hero's own: the hero's night in hospital, the hero's cast, the hero's first day. */
const herosOwn = (hero: string): RegExp => new RegExp(
  `\\b${hero} (?:had to stay|stayed) [^.]*\\bin hospital\\b|\\b${hero} wore a bracelet with\\b|\\b${hero}'s (?:arm|leg|wrist) was in\\b|\\b${hero} (?:had|has) (?:a )?(?:broken|plaster)\\b|\\b${hero} was starting (?:school|nursery|somewhere new)\\b|\\b${hero}'s [Ff]irst [Dd]ay\\b`,
);

/** A moment the theme gives to someone else, told as the hero's own, or told without the one it belongs to on two pages. */
export function momentGivenToTheHero(book: MomentBook): MomentFinding[] {
  const owner = someoneElsesMoment(book.theme);
  if (!owner) return [];
  const found: MomentFinding[] = [];
  const own = herosOwn(book.hero);
  for (const page of book.pages) if (own.test(page.text)) found.push({ detector: 'moment given to the hero', detail: `"${book.theme}": ${page.text}` });
  // The cast's own child the theme makes the owner ("Kofi was Ayaan's little brother.") is named by name on the pages.
  const byName = new RegExp(`\\b(\\p{Lu}\\p{Ll}+) was (?:${book.hero}'s|his|her|their) (?:\\p{L}+ )?${owner}\\b`, 'u').exec(book.pages.map((page) => page.text).join(' '))?.[1];
  const said = new RegExp(`\\b${byName ? `(?:${owner}|${byName})` : owner}\\b`, 'i');
  const named = book.pages.filter((page) => said.test(page.text)).length;
  if (named < 2) found.push({ detector: 'moment given to the hero', detail: `"${book.theme}": ${owner} on ${named} pages` });
  return found;
}

const LOSS = /\blos(?:e|es|ing|t)\b[^.]*\b(?:match|race|final|cup|tournament|competition|game)\b|\bc(?:a|o)m(?:e|ing) last\b|\bdid(?:n'?t| not) win\b/i;
/** The hero's side winning: "the other team had won" is the loss told. */
const WON = /(?<!other team had )\b(?:won|we win|win(?:s|ning)? the|scored the winning|champions?|trophy|victory|first place)\b/i;

/** A theme that says a game was lost, told as a win, or never saying it was lost. */
export function lossToldAsWin(book: MomentBook): MomentFinding[] {
  if (!LOSS.test(book.theme)) return [];
  const found: MomentFinding[] = book.pages.filter((page) => WON.test(page.text)).map((page) => ({ detector: 'loss told as a win' as const, detail: `"${book.theme}": ${page.text}` }));
  if (!book.pages.some((page) => /\blost\b|\bcame last\b|\bcrossed the finish line last\b/i.test(page.text))) found.push({ detector: 'loss told as a win', detail: `"${book.theme}": no page says it was lost` });
  return found;
}

/** A sad day a parent names: an old pet's goodbye, a parent working far away, someone in hospital. */
const SAD = /\bgoodbye to\b|\b(?:died|dying|passed away|put to sleep)\b|\bworking away\b|\bworks? away\b|\bin (?:the )?hospital\b/i;
/** A joke, a cheer or a "don't give up" beside a sad day. */
const CHEER = /\bKnock, knock\b|\bonly a joke\b|\bgive up\b|"Hooray for\b|"Yay, \w+!"|\bcross the road\b|\bsilliest face\b|\bYou can do it\b|\bYou did it\b/;

/** A joke, a cheer or a "don't give up" in a book about a sad day. */
export function cheerInASadBook(book: MomentBook): MomentFinding[] {
  if (!SAD.test(book.theme)) return [];
  return book.pages.filter((page) => CHEER.test(page.text)).map((page) => ({ detector: 'cheer in a sad book', detail: `"${book.theme}": ${page.text}` }));
}
