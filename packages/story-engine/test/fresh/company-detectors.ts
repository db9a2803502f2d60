/**
 * Detectors of the company a theme keeps (issue 28, round 10 fallbacks-and-company): a friend from home on the first day
 * somewhere the child knows nobody, and an unnamed animal who talks like a person in a realistic moment for a reader of
 * six to twelve. Like `detectors.ts`, they judge from what the parent typed and the page text.
 */

export interface CompanyFinding {
  detector: 'friend from home where the theme knows nobody' | 'talking creature in a realistic moment';
  detail: string;
}

export interface CompanyBook {
  theme: string;
  age: '0-2' | '3-5' | '6-8' | '9-12';
  pages: readonly { text: string }[];
}

/** Themes about being somewhere new where the child knows nobody yet. */
const KNOWS_NOBODY = /\bnew (?:school|kid|boy|girl|pupil|class)\b|\bchang(?:e|ed|ing) schools?\b|\b(?:secondary|high|middle) school\b/i;
/** A friend brought from home: the unnamed friend from down the road, or a best friend who came along. */
const FRIEND_FROM_HOME = /\bfrom down the road came along\b|\bbest friend\b[^.]*\bcame along\b/i;

export function friendFromHomeWhereKnowsNobody(book: CompanyBook): CompanyFinding[] {
  if (!KNOWS_NOBODY.test(book.theme)) return [];
  const page = book.pages.find((candidate) => FRIEND_FROM_HOME.test(candidate.text));
  return page ? [{ detector: 'friend from home where the theme knows nobody', detail: `"${book.theme}": ${page.text.match(/[^.]*(?:from down the road|best friend)[^.]*\./i)?.[0]?.trim()}` }] : [];
}

/** Themes of a child's real life (a school, a move, a baby, a festival): no talking animals in them after five. */
const REALISTIC = /\bschool\b|\bnursery\b|\bmov(?:e|ing)\b|\bbaby\b|\bsister\b|\bbrother\b|\bdentist\b|\bdoctor\b|\bhospital\b|\bhair ?cut\b|\btooth\b|\bbike\b|\bswim|\bsleepover\b|\bgrand(?:ma|pa|parents?)\b|\bnanas?\b|\bDiwali\b|\bEid\b|\bChristmas\b|\bbirthday\b|\bwedding\b|\bplane\b|\btwo homes\b/i;
/** Animals the setting lends as an unnamed companion. */
const ANIMAL = '(?:mouse|robin|sparrow|hedgehog|squirrel|pigeon|cat|dog|rabbit|bunny|duck|frog|fox|owl|hen|goat|sheep|cow|pony|horse|pig|crab|seagull|puffin|beetle|butterfly|snail|ladybird|badger|deer|blackbird|spider|worm|bee|moth|lamb|goldfish|hamster|tortoise|parrot|budgie|gull|otter|seal|starfish|bird|kitten|puppy)';
const SPEAKS = new RegExp(`"[^"]*,"\\s+(?:said|asked|whispered|called|shouted|laughed) the ${ANIMAL}\\b|\\bthe ${ANIMAL} (?:said|asked|whispered|called|shouted),? "`, 'i');

export function talkingCreatureInRealisticMoment(book: CompanyBook): CompanyFinding[] {
  if ((book.age !== '6-8' && book.age !== '9-12') || !REALISTIC.test(book.theme)) return [];
  const page = book.pages.find((candidate) => SPEAKS.test(candidate.text));
  return page ? [{ detector: 'talking creature in a realistic moment', detail: `"${book.theme}" ${book.age}: ${page.text.match(SPEAKS)?.[0]}` }] : [];
}

/** Someone of the book's cast as the parent gave them: the census knows who was asked for, the page text only names them. */
export interface CastOfBook {
  name: string;
  kind: string;
  pronoun: string;
  /** An animal's or creature's kind: "the unicorn" on a page is Sparky the unicorn. */
  species?: string;
}

export interface CastFinding {
  detector: 'cast member with no part' | 'cast member met late' | 'nameless grown-up acting' | 'grown-up too loud for the place';
  detail: string;
}

const sentencesOf = (text: string): string[] => text.match(/[^.!?]+[.!?]+["”]?/g)?.map((sentence) => sentence.trim()) ?? [];
const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A name as a whole word, "Chloé" too (`\b` is ASCII's). */
const wordOf = (words: string, flags = 'u') => new RegExp(`(?<!\\p{L})(?:${words})(?!\\p{L})`, flags);

/** A long name's short forms the engine may give it ("Val" for Valentina): its first three letters or more. */
const shortNames = (name: string): string[] => (/^\p{L}{5,}$/u.test(name) ? Array.from({ length: name.length - 3 }, (_, cut) => escaped(name.slice(0, 3 + cut))) : []);

/**
 * A sentence that only says someone is there ("Lily was there too.", "Mum came along with Max.", "Priya was his best
 * friend.", "Pickle the cat stayed at home."): a meeting, not a part.
 */
const ONLY_THERE = /\b(?:were|was) there (?:too|as well)\b|\bcame too\.|\bcame along with\b|\bwas (?:there )?with (?:him|her|them)\b|\bwas not on (?:his|her|their) own\b|\bbest friends?\b|\bstayed at home\b|\blived (?:nearby|at home)\b|\bwere at home\b|\bcome along too\b/i;

/** The line that says who someone is to the hero ("Lily was Max's big sister."): a meeting too. */
const KIN_MET = /^\p{Lu}[\p{L} ]* was (?:\p{Lu}\p{L}*['’]s|his|her|their) (?:(?:big|little|older|younger|baby|twin) )?(?:sister|brother|cousin|twin|sibling)\.$/u;

/** A stock cheer or sigh at the hero ("Wow, Max!" said Lily.): any friend's echo, not a part of one's own. */
const ONLY_A_CHEER = /^(?:"[^"]{1,30}" )?(?:said|cheered|called|shouted|whispered) \p{Lu}[\p{L} ]*\.$/u;

/**
 * Every named member of the cast but the hero does something of their own on some page: a sentence naming them that is
 * not only a meeting line. One met first past the middle of the book (a dad first seen on the last page) is met late.
 */
export function castWithoutPart(book: CompanyBook, cast: readonly CastOfBook[]): CastFinding[] {
  const findings: CastFinding[] = [];
  const pages = book.pages.map((page) => sentencesOf(page.text));
  for (const member of cast.slice(1)) {
    const named = wordOf([escaped(member.name), ...shortNames(member.name), ...(member.species ? [`[Tt]he ${member.species}`] : [])].join('|'));
    const saying = pages.map((sentences) => sentences.filter((sentence) => named.test(sentence)));
    const first = saying.findIndex((said) => said.length > 0);
    if (saying.flat().some((sentence) => /\bstayed at home\b/.test(sentence))) continue;
    if (!saying.flat().some((sentence) => !ONLY_THERE.test(sentence) && !ONLY_A_CHEER.test(sentence) && !KIN_MET.test(sentence))) findings.push({ detector: 'cast member with no part', detail: `${member.name} (${member.kind}): ${saying.flat()[0] ?? 'never named'}` });
    else if (first >= Math.ceil(pages.length / 2)) findings.push({ detector: 'cast member met late', detail: `${member.name} (${member.kind}) first on page ${first + 1} of ${pages.length}` });
  }
  return findings;
}

/** A grown-up nobody named doing something on the page ("a grown-up checked it twice"), not advice ("tell a grown-up"). */
const NAMELESS_GROWN_UP = /\b(?:[Aa]|[Tt]he) grown-up (?!job)(?:\p{Ll}+ed|was|said|took|held|showed|gave|did|made|put|came|stood|sat|told|kept|got|let|brought)\b/u;

export function namelessGrownUp(book: CompanyBook): CastFinding[] {
  const page = book.pages.find((candidate) => NAMELESS_GROWN_UP.test(candidate.text));
  return page ? [{ detector: 'nameless grown-up acting', detail: `"${book.theme}": ${page.text.match(NAMELESS_GROWN_UP)?.[0]}` }] : [];
}

/** Themes where voices are low: a ward, someone ill, a goodbye, an exam room. */
const QUIET_THEME = /\bhospital\b|\bill\b|\bpoorly\b|\bsick\b|\bdied\b|\bdying\b|\bpassed away\b|\bfuneral\b|\bgoodbye\b|\bmiss(?:es|ing)?\b|\bexam\b/i;
const LOUD = '(?:laughed|cheered|whooped|giggled|shouted)(?: the loudest(?: of all)?| louder than anyone| and could not stop)';

/** A grown-up of the cast laughing loudest on a ward ("Dad laughed the loudest"), or a nameless "Uh-oh!" at the quiet moment. */
export function grownUpTooLoud(book: CompanyBook, cast: readonly CastOfBook[]): CastFinding[] {
  if (!QUIET_THEME.test(book.theme)) return [];
  const grownUps = cast.filter((member) => member.kind === 'grown-up').map((member) => escaped(member.name));
  const loud = new RegExp(`\\b(?:${[...grownUps, 'Mum', 'Dad', 'Grandma', 'Grandpa'].join('|')}) ${LOUD}`);
  const page = book.pages.find((candidate) => loud.test(candidate.text));
  return page ? [{ detector: 'grown-up too loud for the place', detail: `"${book.theme}": ${page.text.match(loud)?.[0]}` }] : [];
}

/**
 * How often the names of the characters who share a pronoun are said, per 100 words of the book, when two named ones
 * share "he" or "she" (a reader cannot tell them apart by pronoun, and the engine repeats names instead). Undefined when
 * no two share one.
 */
export function sharedPronounNameRate(book: CompanyBook, cast: readonly CastOfBook[]): number | undefined {
  const sharing = cast.filter((member) => member.pronoun !== 'they' && cast.filter((other) => other.pronoun === member.pronoun).length > 1);
  if (sharing.length < 2) return undefined;
  const text = book.pages.map((page) => page.text).join(' ');
  const words = text.split(/\s+/).filter(Boolean).length;
  const said = sharing.reduce((sum, member) => sum + (text.match(wordOf(escaped(member.name), 'gu'))?.length ?? 0), 0);
  return words === 0 ? undefined : (100 * said) / words;
}
