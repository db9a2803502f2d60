/**
 * The words parents type for the family, in one place: every reader's list of kin words (whose moment it is, whose
 * house, who is poorly, who is coming to stay, who is in the cast by that word) is derived from this table, so a word
 * one reader knows is known to all ("my nonno's allotment" and "my nonno is poorly" alike). No imports: the catalogue,
 * the cast and the readers all take their lists from here.
 */

/** How someone is family. Step-parents and step-siblings are a parent and a sibling by relation, marked `step`. */
export type KinRelation = 'parent' | 'grandparent' | 'aunt-uncle' | 'godparent' | 'cousin' | 'sibling';

export interface KinWord {
  word: string;
  relation: KinRelation;
  /** The pronoun a page says for them; 'they' where the word has no gender (cousin, twin). */
  he: 'she' | 'he' | 'they';
  grownUp: boolean;
  plural?: true;
  step?: true;
  /** A formal word a child says otherwise ("grandmother": grandma). */
  everyday?: string;
  /**
   * Also a child's given name parents type ("Lola"): never read as kin from the words alone, so a friend Lola's
   * birthday is hers, and a child called Lola is no grandma. Kept in the table, and listed only on `names: true`.
   */
  aName?: true;
}

type Row = [words: string, relation: KinRelation, he: KinWord['he'], extra?: Partial<KinWord>];

/** One row per relation and gender; the first word of a grandparent's or a parent's row is the everyday one. */
const ROWS: readonly Row[] = [
  ['mum mummy mom mommy mama mam mammy mamma mami maman mutti amma ammi umma ima', 'parent', 'she'],
  ['mother', 'parent', 'she', { everyday: 'mum' }],
  ['dad daddy dada papa baba abba appa abbu tata papi pai', 'parent', 'he'],
  ['father', 'parent', 'he', { everyday: 'dad' }],
  ['stepmum stepmom stepmother', 'parent', 'she', { step: true }],
  ['stepdad stepfather', 'parent', 'he', { step: true }],
  // The families' own words: nani and dadi (Hindi, Urdu), nonna (Italian), abuela (Spanish), oma (German, Dutch),
  // babcia (Polish), yiayia (Greek), lola (Tagalog), teta (Arabic), bibi (Swahili), halmeoni (Korean).
  ['grandma gran granny nana nanna nanny nan grandmum grandmom nani dadi nonna abuela oma babcia yiayia teta bibi halmeoni', 'grandparent', 'she'],
  ['lola', 'grandparent', 'she', { aName: true }],
  ['grandmother', 'grandparent', 'she', { everyday: 'grandma' }],
  // nanu (Hindi, Urdu; "dada" is a toddler's dad here), nonno, abuelo, opa, dziadek (Polish), papou (Greek), lolo (Tagalog), jiddo (Arabic), dede (Turkish), harabeoji (Korean).
  ['grandpa grandad granddad gramps grampa grampy granda nanu nonno abuelo opa dziadek papou lolo jiddo dede harabeoji', 'grandparent', 'he'],
  ['grandfather', 'grandparent', 'he', { everyday: 'grandpa' }],
  ['grandparent', 'grandparent', 'they'],
  ['grandparents', 'grandparent', 'they', { plural: true }],
  ['auntie aunty aunt', 'aunt-uncle', 'she'],
  ['uncle', 'aunt-uncle', 'he'],
  ['godmother', 'godparent', 'she'],
  ['godfather', 'godparent', 'he'],
  ['cousin', 'cousin', 'they', { grownUp: false }],
  ['cousins', 'cousin', 'they', { grownUp: false, plural: true }],
  ['sister', 'sibling', 'she', { grownUp: false }],
  ['brother', 'sibling', 'he', { grownUp: false }],
  ['stepsister', 'sibling', 'she', { grownUp: false, step: true }],
  ['stepbrother', 'sibling', 'he', { grownUp: false, step: true }],
  ['sibling twin', 'sibling', 'they', { grownUp: false }],
  ['sisters brothers siblings twins', 'sibling', 'they', { grownUp: false, plural: true }],
];

/** Every kin word, with its relation, pronoun and whether a grown-up. */
export const KIN: readonly KinWord[] = ROWS.flatMap(([words, relation, he, extra]) =>
  words.split(' ').map((word) => ({ word, relation, he, grownUp: true, ...extra })));

const BY_WORD = new Map(KIN.map((kin) => [kin.word, kin]));

/** The kin word's entry, by the word as typed in any case ("Nonno"), if it is one. */
export const kinWord = (word: string): KinWord | undefined => BY_WORD.get(word.toLowerCase());

export interface KinFilter {
  relation?: KinRelation | readonly KinRelation[];
  he?: KinWord['he'];
  grownUp?: boolean;
  /** Plural words ("grandparents", "cousins") only when asked: `true` both, `'only'` the plural ones. Default: singular. */
  plural?: boolean | 'only';
  /** Step-parents and step-siblings: kept unless `false`; `'only'` the step ones. */
  step?: boolean | 'only';
  /** Formal words ("grandmother"): kept unless `false`. */
  formal?: boolean;
  /** Words that are also children's names ("lola"): left out unless `true`. */
  names?: boolean;
}

/** The kin words of a filter, as a list. */
export const kinWords = (filter: KinFilter = {}): string[] => kinEntries(filter).map((kin) => kin.word);

/** The kin words of a filter, with their relation, pronoun and age. */
export function kinEntries(filter: KinFilter = {}): KinWord[] {
  const relations = filter.relation === undefined ? undefined : ([] as KinRelation[]).concat(filter.relation);
  return KIN.filter((kin) =>
    (relations === undefined || relations.includes(kin.relation))
    && (filter.he === undefined || kin.he === filter.he)
    && (filter.grownUp === undefined || kin.grownUp === filter.grownUp)
    && (filter.plural === true || (filter.plural === 'only' ? kin.plural === true : kin.plural !== true))
    && (filter.step === undefined || filter.step === true || (filter.step === 'only' ? kin.step === true : kin.step !== true))
    && (filter.formal !== false || kin.everyday === undefined)
    && (filter.names === true || kin.aName !== true));
}

/**
 * The kin words of a filter as a regular expression's non-capturing alternatives, longest first so a longer word is
 * never cut short by its start ("nanna" before "nan"); `also` adds words of the reader's own (a "friend", a "baby").
 */
export function kinPattern(filter: KinFilter = {}, also: readonly string[] = []): string {
  const longestFirst = (words: readonly string[]) => [...new Set(words)].sort((a, b) => b.length - a.length || a.localeCompare(b)).join('|');
  // A word that is also a name is kin after "my" or "our" ("my lola is poorly"); "Lola's birthday" is a friend's.
  const names = filter.names === true ? [] : kinWords({ ...filter, names: true }).filter((word) => kinWord(word)?.aName === true);
  return `(?:${longestFirst([...kinWords(filter), ...also])}${names.length > 0 ? `|(?<=\\b(?:my|our) )(?:${longestFirst(names)})` : ''})`;
}
