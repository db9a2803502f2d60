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
