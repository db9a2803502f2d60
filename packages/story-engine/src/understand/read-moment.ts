import { nlp } from './kin-tagged';
import { kinWords } from '../core/kin-words';
import { asTheirBirthday } from './read-their-birthday';

/**
 * Whose moment a parent's theme is, and which way it went: "visiting grandma in hospital" is grandma's stay and
 * the child visits; "my sister's first day at school" and "when dad broke his leg" belong to someone else in the
 * family, whom the hero helps or waits for; "losing the big match" is a loss, never told as a win. Read with the
 * compromise tagger (who is the possessor, the one visited, the subject of the verb; what the verb "lose" has as
 * its object), not by a phrase list per theme.
 */
export interface MomentReading {
  /** The family word of the one the moment belongs to, when that is not the child ("grandma", "dad", "sister"). */
  owner?: string;
  /** The contest the theme says was lost ("match", "race", "final"), if it says one was. */
  lost?: string;
}

/** Family and friends a moment may belong to. */
const SOMEONE_ELSE = new Set([...kinWords(), 'cousins', 'friend']);

/** What the contest that was lost is called on the page: a sports day is a race, a cup final a final. */
const CONTESTS: Readonly<Record<string, string>> = {
  match: 'match', matches: 'match', race: 'race', races: 'race', final: 'final', finals: 'final', tournament: 'tournament',
  cup: 'match', league: 'match', competition: 'competition', contest: 'competition', championship: 'tournament', sports: 'race',
  game: 'game', games: 'game',
};
/** A game is a contest the hero can lose only as a sport ("a football game"), not a board game or a game of tag. */
const SPORTS = /^(?:football|soccer|footie|netball|rugby|hockey|cricket|basketball|tennis|volleyball|baseball|team)$/;
const LOSE = new Set(['lose', 'loses', 'losing', 'lost']);
/** A loss said without the verb: "coming last", "didn't win", "not winning". */
// "Didn't come last night" is a night, not a place in a race.
const NO_WIN = /\b(?:c(?:a|o)m(?:e|ing) last(?! (?:night|time|week|year|month|weekend))|didn'?t win|did not win|not win(?:ning)?|never win\w*)\b/i;

interface Term {
  word: string;
  tags: readonly string[];
}

const cache = new Map<string, MomentReading>();

export function readMoment(theme: string | undefined): MomentReading {
  // "Making mummy a surprise breakfast for her birthday" is Mummy's birthday (`read-their-birthday.ts`).
  const text = asTheirBirthday(theme?.trim() ?? '');
  const known = cache.get(text);
  if (known) return known;
  const terms: Term[] = (nlp(text).terms().json() as Array<{ terms: Array<{ normal: string; tags: string[] }> }>).map((entry) => {
    const term = entry.terms[0]!;
    return { word: term.normal.replace(/'s$/, ''), tags: term.tags };
  });
  const owner = ownerIn(terms, OCCASION_FOR.test(text));
  const lost = lostIn(terms, text);
  const reading = { ...(owner ? { owner } : {}), ...(lost ? { lost } : {}) };
  cache.set(text, reading);
  return reading;
}

const isKin = (term: Term | undefined) => term !== undefined && SOMEONE_ELSE.has(term.word);
const isFiller = (term: Term | undefined) => term !== undefined && (term.tags.includes('Determiner') || term.tags.includes('Possessive') && !isKin(term) || term.tags.includes('Adjective'));

/** The family word the moment belongs to: the possessor ("grandma's operation"), the one visited, or the subject of the verb ("dad broke"). */
/** An occasion held for someone ("a bar mitzvah for my older brother", "a party for grandma") is theirs. */
const OCCASION_FOR = /\b(?:b[ae]t mitzvahs?|bar mitzvahs?|christenings?|weddings?|birthdays?|graduations?|retirements?|part(?:y|ies)|naming ceremon(?:y|ies))\b[^.]*\bfor\b/i;

function ownerIn(terms: readonly Term[], heldFor = false): string | undefined {
  // "grandma in hospital", "dad with a broken leg": the theme is about the one it names first.
  const first = terms.find((term) => term.tags.includes('Noun') && !term.tags.includes('Pronoun') && !(term.tags.includes('Possessive') && !isKin(term)) && term.word !== 'when');
  if (isKin(first)) return first!.word;
  for (const [at, term] of terms.entries()) {
    if (!isKin(term)) continue;
    // "my sister's first day", "grandma's operation": a family word that owns what follows.
    if (term.tags.includes('Possessive')) return term.word;
    // "my uncle Tom's wedding", "aunty Priya's wedding": the family word before the name that owns it.
    if (terms[at + 1]?.tags.includes('Possessive') && terms[at + 1]?.tags.includes('ProperNoun')) return term.word;
    // "visiting grandma", "visit my grandpa in hospital": the one visited (the tagger may call "visiting" a noun); and
    // "the first Christmas without grandad": the one missed.
    let before = at - 1;
    while (isFiller(terms[before])) before -= 1;
    // So is the one cheered on or watched ("cheering dad at his marathon").
    if (/^(?:visit(?:s|ing|ed)?|see|seeing|without|cheer(?:s|ing|ed)?|support(?:s|ing|ed)?|watch(?:es|ing|ed)?)$/.test(terms[before]?.word ?? '')) return term.word;
    if (heldFor && terms[before]?.word === 'for') return term.word;
    // "when dad broke his leg", "mum going back to work", "dad working away": the family word is the subject.
    const next = terms[at + 1];
    if (next && (next.tags.includes('Verb') && !next.tags.includes('Infinitive') || /ing$/.test(next.word))) return term.word;
  }
  return undefined;
}

/** The contest the theme says was lost: the object of "lose", or a loss said without it ("coming last at sports day"). */
function lostIn(terms: readonly Term[], text: string): string | undefined {
  const contestAfter = (from: number): string | undefined => {
    for (const [offset, term] of terms.slice(from, from + 6).entries()) {
      const contest = CONTESTS[term.word];
      if (!contest) continue;
      if (contest === 'game' && !SPORTS.test(terms[from + offset - 1]?.word ?? '')) continue;
      return contest;
    }
    return undefined;
  };
  for (const [at, term] of terms.entries()) {
    if (LOSE.has(term.word) && term.tags.includes('Verb')) {
      const contest = contestAfter(at + 1);
      if (contest) return contest;
    }
  }
  const said = NO_WIN.exec(text);
  if (said) return contestAfter(0) ?? 'race';
  return undefined;
}
