import type { CastMember } from '../cast/cast-member';
import { countSyllables, splitWords } from '../core/readability';
import { cachedRegExp, escapeRegExp as escape } from '../core/regex';
import { capitalize } from '../core/text';

/**
 * How a page refers to its characters once they have been named on it: "Mia found the map. Mia
 * smiled at Mia's friend." → "Mia found the map. She smiled at her friend." A read-aloud book names
 * its hero once and then says "she"; a long name said five times a page is hard work for a small
 * listener (and for the Flesch–Kincaid grade).
 */
export interface ReferOptions {
  /**
   * When two characters on a page share a pronoun, call the one mentioned again by kind ("the fox")
   * where that kind is unique in the cast; otherwise the name stays, since "she" would be unclear.
   */
  useKinds: boolean;
  /**
   * Let the pronoun carry over from the previous page: a character named there is "she" from the start
   * of this page (when nobody else on it is "she" too), as in a picture book read page after page.
   */
  carryAcrossPages: boolean;
  /**
   * The hero is "she" whenever no other "she" was named earlier in the same sentence, as in a picture book
   * where "she" means the heroine unless another name intervenes. Only for a long name that clashes.
   */
  heroInFocus?: boolean;
  /** Use pronouns even where the sentence then names nothing particular ("She looked down."). */
  evenIfPlain?: boolean;
}

interface Reference {
  subject: string;
  object: string;
  possessive: string;
  /** Whether a verb after the subject is plural: "they were", but "the owl was" for a they-owl. */
  plural: boolean;
}

const TAG_VERBS = 'said|cheered|asked|whispered|called|cried|shouted|sighed|yawned|gasped|laughed|giggled|added|replied|thought|wondered';
const OBJECT_LEADS =
  'to|with|at|for|from|near|by|behind|beside|of|on|after|around|past|than|about|like|helped|saw|told|found|gave|showed|hugged|thanked|watched|followed|met|invited|asked|called|loved|held|joined|greeted|cheered|waited for';
const SUBJECT_LEADS = 'day|night|And|Then|then|but|so|when|how|that|because|until|as|while|Now|now|So|But|When|Soon|soon';
/** Words that show a name starts a noun phrase rather than a clause ("Mia the fox", "Mia and Leo"). */
const NOT_A_VERB = /^(?:the|and|or|too|a|an|first|again)$/;

export interface PageCompany {
  /**
   * Everyone who can share a page, with an unnamed friend such as "the robin": a sentence opening with
   * several of them who are all known by then says "They" ("Mia and the robin went home" → "They went home").
   */
  company: readonly CastMember[];
  /** A rewrite is kept only if the sentence still says something particular to this story. */
  isDistinctive: (sentence: string) => boolean;
}

/** Rewrites every page in order, so a page can carry on from who was named on the one before. */
export function referAcrossPages(
  pages: readonly string[][],
  cast: readonly CastMember[],
  options: ReferOptions,
  { company, isDistinctive }: PageCompany,
): string[][] {
  let story: Attention = { focus: new Map(), known: new Set() };
  let previous: CastMember[] = [];
  return pages.map((sentences) => {
    // Only the hero's pronoun carries over a page turn: anyone else is named where they come into a page ("Grandpa", not "him").
    const attention: Attention = options.carryAcrossPages ? { focus: new Map([...story.focus].filter(([, member]) => member === cast[0])), known: story.known } : { focus: new Map(), known: new Set() };
    const present = company.filter((member) => sentences.some((sentence) => mentions(sentence, member)));
    const known = new Set(options.carryAcrossPages ? previous.filter((member) => present.includes(member)) : []);
    previous = present;
    const grouped = sentences.map((sentence) => {
      const grouped = options.carryAcrossPages ? groupAsThey(sentence, company, known) : sentence;
      const plainIsFine = options.evenIfPlain === true || company.some((member) => mentions(sentence, member) && isLongName(member));
      // (groupAsThey only runs when pronouns carry across pages.)
      const result = plainIsFine || isDistinctive(grouped) ? grouped : sentence;
      for (const member of company) if (mentions(sentence, member)) known.add(member);
      return result;
    });
    const referred = referToCast(grouped, cast, options, attention, isDistinctive);
    story = attention;
    return referred;
  });
}

/** "Mia, Leo and the robin walked home" → "They walked home", when all of them are already known. */
function groupAsThey(sentence: string, company: readonly CastMember[], known: ReadonlySet<CastMember>): string {
  const names = company.map((member) => escape(member.name.replace(/^the /, ''))).join('|');
  const match = cachedRegExp(`^((?:(?:The |the )?(?:${names})(?:, | and ))+(?:the )?(?:${names})) ([a-z]+)\\b`).exec(sentence);
  if (!match || NOT_A_VERB.test(match[2] ?? '')) return sentence;
  const listed = company.filter((member) => mentions(match[1] ?? '', member));
  if (listed.length < 2 || !listed.every((member) => known.has(member))) return sentence;
  return `They ${agree(match[2] ?? '', true)}${sentence.slice(match[0].length)}`;
}

function mentions(sentence: string, member: CastMember): boolean {
  return cachedRegExp(`\\b${escape(member.name)}\\b`, member.isNamed ? '' : 'i').test(sentence);
}

/**
 * Who a reader is following: for each pronoun, the character last named with it ("she" means the last
 * girl mentioned), and everyone already met, who can be called by kind ("the unicorn").
 */
export interface Attention {
  focus: Map<string, CastMember>;
  known: Set<CastMember>;
}

/**
 * Rewrites the sentences of one page. A character becomes "she" when she is the last "she" the reader
 * met and nobody else in the sentence is "she"; otherwise, once met, by kind where that is clear; or
 * else by name. `attention` is updated as the page is read.
 */
export function referToCast(
  sentences: readonly string[],
  cast: readonly CastMember[],
  options: ReferOptions,
  attention: Attention,
  isDistinctive: (sentence: string) => boolean,
): string[] {
  const named = cast.filter((member) => member.isNamed);
  const onPage = named.filter((member) => sentences.some((sentence) => nameRegex(member).test(sentence)));
  let previous = '';
  return sentences.map((sentence) => {
    // After a sentence about someone else ("The frog found the flags."), or one where this character was
    // half of a pair ("Zara and the star bug sang."), a singular "They" reads as both.
    const before = previous;
    const othersBefore = (member: CastMember) => /^The\s/.test(before) || named.some((other) => other !== member && nameRegex(other).test(before)) || pairedIn(before, member);
    // Right after a sentence about someone else ("Bogdan was shy."), an opening "He" reads as them whatever the pronouns.
    const followsAnother = (member: CastMember) => named.some((other) => other !== member && (before.startsWith(`${other.name} `) || before.startsWith(`${other.name},`)));
    previous = sentence;
    const present = named
      .map((member) => ({ member, at: sentence.search(nameRegex(member)) }))
      .filter(({ at }) => at >= 0)
      .sort((a, b) => a.at - b.at)
      .map(({ member }) => member);
    let result = sentence;
    for (const member of present) {
      // A rival named earlier in the sentence would make every later "she" unclear. One named later still
      // makes a "she" that opens the sentence unclear ("She said it was the best picture Mia had ever
      // made"), and a singular "they" opening a sentence that names anyone else reads as a group.
      const firstAt = sentence.search(nameRegex(member));
      const rivals = present.filter((other) => other !== member && (other.pronoun === member.pronoun || member.p.plural));
      const hero = named[0];
      const heroHoldsPronoun = options.heroInFocus === true && hero !== undefined && attention.known.has(hero) && hero.pronoun === member.pronoun;
      // For the hero in focus, a name inside what someone says ("at Grandma's?" said Mia) is no rival for "she said".
      const rivalAt = (other: CastMember) => (heroHoldsPronoun && member === hero ? firstSaidOutsideQuotes(sentence, other) : sentence.search(nameRegex(other)));
      const hasRival = rivals.some((other) => other.pronoun === member.pronoun && rivalAt(other) >= 0 && rivalAt(other) < firstAt) || (member.p.plural && firstAt === 0 && othersBefore(member));
      // A sister or brother is "the big sister" at every age: two girls on a page are otherwise told apart by names alone.
      const kind = options.useKinds || member.kit.person ? kindOf(member, onPage) : undefined;
      // Not in the sentence that says who they are ("Chidi was Ife's twin brother."): "her twin brother was her twin brother".
      const saysTheKind = kind !== undefined && member.kit.person !== undefined && sentence.includes(` ${kind}`);
      const inFocus = heroHoldsPronoun ? member === hero : attention.focus.get(member.pronoun) === member;
      const byKind = kind && !saysTheKind && attention.known.has(member) && (hasRival || !inFocus);
      const reference = byKind ? kindReference(kind, member.kit.person && hero !== undefined && hero !== member ? hero : undefined) : hasRival ? undefined : pronounOf(member);
      // A hero in focus opening the sentence is still "she" when the other "she" is never a subject in it ("She sat down
      // beside Grandma", "She tried Grandma's game"): nobody reads that "she" as Grandma, and a long name said once a
      // sentence less keeps the book in its band.
      const onlyQuoted = rivals.every((other) => firstSaidOutsideQuotes(sentence, other) < 0);
      const rivalsOnlyObjects = heroHoldsPronoun && member === hero && (firstAt === 0 || onlyQuoted) && rivals.every((other) => other.pronoun === member.pronoun && neverASubject(sentence, other));
      // "The dragon smiled" is clear after anyone; an opening "He" is not.
      const keepsFirstName = (rivals.length > 0 && !rivalsOnlyObjects) || (!byKind && firstAt === 0 && followsAnother(member));
      if (!reference) continue;
      const wasMet = byKind || inFocus;
      // A sentence whose only particular is this name keeps it once, unless the name is a mouthful and
      // the style is already naming characters less.
      const everyMention = wasMet && !keepsFirstName ? replaceMentions(result, member, reference, false) : undefined;
      // Nor does a sentence that opens on the name the sentence before opened on: "Zoe kept going. Zoe felt warm." reads
      // as a list of the same name; "Zoe kept going. She felt warm." as a story.
      const saidJustBefore = firstAt === 0 && opensWith(before, member);
      const keepsItsOwn = (candidate: string) => options.evenIfPlain === true || saidJustBefore || isDistinctive(candidate) || (options.carryAcrossPages && isLongName(member));
      result = everyMention && keepsItsOwn(everyMention) ? everyMention : replaceMentions(result, member, reference, true);
    }
    for (const member of present) {
      attention.focus.set(member.pronoun, member);
      attention.known.add(member);
    }
    // A line a little listener hears as two sentences ("It was moving day. Keanu's whole house …") starts the second with a capital too, after "their".
    return capitalize(result).replace(/([.!?] )(\p{Ll})/gu, (_match, stop: string, letter: string) => stop + letter.toUpperCase());
  });
}

const opensWith = (sentence: string, member: CastMember): boolean => sentence.startsWith(`${member.name} `) || sentence.startsWith(`${member.name}'s `);

function pronounOf(member: CastMember): Reference {
  return { subject: member.p.subject, object: member.p.object, possessive: member.p.possessive, plural: member.p.plural };
}

/** "the fox", or for the hero's family "her big sister" (whose: the hero). */
function kindReference(kind: string, whose?: CastMember): Reference {
  const the = whose ? whose.p.possessive : 'the';
  return { subject: `${the} ${kind}`, object: `${the} ${kind}`, possessive: `${the} ${kind}'s`, plural: false };
}

/**
 * "unicorn" for the only unicorn on the page, "big sister" for the hero's only big sister there; nothing for anyone else
 * ("the woman" is not Grandma, "the girl" is any girl) or a kind two characters there share.
 */
function kindOf(member: CastMember, onPage: readonly CastMember[]): string | undefined {
  // A sister is "her big sister" only beside another "she": where the pronoun is clear, "she" is plainer.
  const kind = member.kit.person ? (onPage.some((other) => other !== member && other.pronoun === member.pronoun) ? relationOf(member) : undefined) : member.kit.noun;
  const kindOfOther = (other: CastMember) => (other.kit.person ? relationOf(other) : other.kit.noun);
  return kind !== undefined && onPage.filter((other) => kindOfOther(other) === kind).length === 1 ? kind : undefined;
}

/** What a child of the cast is to the hero, as the parent said it ("Lily was Max's big sister."): "big sister". */
const KIN_FACT = /\bwas (?:\p{Lu}[\p{L}-]*['’]s|the|his|her|their) ((?:big |little |older |younger |twin )?(?:sister|brother|cousin))\.$/u;
export const relationOf = (member: CastMember): string | undefined => (member.kit.person === 'child' && !member.baby ? member.facts.map((fact) => KIN_FACT.exec(fact)?.[1]).find((kin) => kin !== undefined) : undefined);

/**
 * Replaces the name where its role in the sentence is clear: as a subject opening a clause, after a
 * speech verb, as an object, or as an owner. Quotations are left alone ("Look, Mia!" stays). With
 * `afterFirst`, the first mention in the sentence keeps the name.
 */
function replaceMentions(sentence: string, member: CastMember, ref: Reference, afterFirst: boolean): string {
  const name = escape(member.name);
  const firstAt = afterFirst ? sentence.search(nameRegex(member)) : -1;
  const outsideQuotes = (offset: number, whole: string) => !isInsideQuote(whole, offset) && offset > firstAt;
  const plural = ref.plural;
  return sentence
    .replace(cachedRegExp(`\\b${name}(?:['’]s|['’](?=\\s))`, 'g'), (match, offset: number, whole: string) =>
      outsideQuotes(offset, whole) ? ref.possessive : match,
    )
    // "said Dad, who had a saying for everything" keeps the name the clause is about: never "he said, who".
    .replace(cachedRegExp(`([,!?]["”]? )(${TAG_VERBS}) ${name}(?!, who)(?=[.!?,]| to )`, 'g'), (match, lead: string, verb: string, offset: number, whole: string) =>
      outsideQuotes(offset + lead.length, whole) ? `${lead}${ref.subject} ${verb}` : match,
    )
    .replace(cachedRegExp(`(^|, (?:and )?|\\b(?:${SUBJECT_LEADS}) )${name} ([a-z]+)`, 'g'), (match, lead: string, next: string, offset: number, whole: string) =>
      outsideQuotes(offset + lead.length, whole) && !NOT_A_VERB.test(next) ? `${lead}${ref.subject} ${agree(next, plural)}` : match,
    )
    .replace(cachedRegExp(`\\b(${OBJECT_LEADS}) ${name}(?!, who)(?=[.,!?;:]|$| (?:too|again|back|up|close|tight|now)\\b)`, 'g'), (match, lead: string, offset: number, whole: string) =>
      outsideQuotes(offset + lead.length, whole) ? `${lead} ${ref.object}` : match,
    );
}

const PLURAL_VERBS: Record<string, string> = { was: 'were', is: 'are', has: 'have', does: 'do' };
const agree = (verb: string, plural: boolean) => (plural ? (PLURAL_VERBS[verb] ?? verb) : verb);

function isInsideQuote(sentence: string, offset: number): boolean {
  const before = sentence.slice(0, offset);
  const straight = (before.match(/"/g) ?? []).length;
  const opened = (before.match(/“/g) ?? []).length - (before.match(/”/g) ?? []).length;
  return straight % 2 === 1 || opened > 0;
}

/** Three syllables or more ("Anastasia", "Oluwaseun"): heavy going for a small listener on every page. */
function isLongName(member: CastMember): boolean {
  return member.isNamed && splitWords(member.name).reduce((sum, word) => sum + countSyllables(word), 0) >= 3;
}

/**
 * Whether the character is never the subject of a clause in the sentence: each mention is an object ("beside Grandma",
 * "told Grandma"), an owner ("Grandma's card game") or inside what someone says ("nothing to do at Grandma's?").
 */
function neverASubject(sentence: string, member: CastMember): boolean {
  const name = escape(member.name);
  const mentions = [...sentence.matchAll(cachedRegExp(`\\b${name}\\b`, 'g'))];
  return mentions.every((mention) => {
    const at = mention.index ?? 0;
    const owner = /^['’]s\b/.test(sentence.slice(at + mention[0].length));
    const object = cachedRegExp(`\\b(?:${OBJECT_LEADS}|had) $`).test(sentence.slice(0, at));
    return owner || object || isInsideQuote(sentence, at);
  });
}

/** Where the character is first named outside a quotation, or -1. */
function firstSaidOutsideQuotes(sentence: string, member: CastMember): number {
  const mention = [...sentence.matchAll(cachedRegExp(`\\b${escape(member.name)}\\b`, 'g'))].find((found) => !isInsideQuote(sentence, found.index ?? 0));
  return mention?.index ?? -1;
}

const nameRegex = (member: CastMember) => cachedRegExp(`\\b${escape(member.name)}\\b`);

/**
 * Whether the sentence names the character as one of a pair or a list ("Zara and the star bug", "Leo,
 * Mia and Zara"), not as the subject of a clause joined on with ", and Zara hurried on".
 */
const pairedIn = (sentence: string, member: CastMember) => {
  const name = escape(member.name);
  return cachedRegExp(`\\b${name} and |(?<!,) and ${name}\\b|\\b${name}, (?:the [a-z]+|[A-Z][a-z]+)(?:,| and)`).test(sentence);
};
