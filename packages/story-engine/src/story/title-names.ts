import type { CastMember } from '../cast/cast-member';
import { kinPronoun } from '../cast/kin-pronoun';
import { cachedRegExp, escapeRegExp } from '../core/regex';

/**
 * A grown-up called by a title (Grandpa, Mum) is "he" or "she" again where the reader knows who is meant: named just
 * before, in the same sentence or the one before it, with no other "he" named in between or in the rest of the sentence,
 * nor a "he" that may be someone else's. Read 44's grandpa book said "Grandpa" thirty times in 377 words ("Noah
 * wanted Grandpa to be the way Grandpa had been, and was learning to love Grandpa the way Grandpa was."): the page's
 * other "he", the hero, kept every mention a name. What anyone says keeps its names.
 */
export function withTitleNamesReferred(pages: readonly string[][], cast: readonly CastMember[]): string[][] {
  const named = cast.filter((member) => member.isNamed && !member.p.plural);
  const titled = named.filter((member) => member.kit.person === 'grown-up' && kinPronoun(member.name.split(/\s+/)[0]!) === member.pronoun);
  if (titled.length === 0) return pages.map((page) => [...page]);
  const names = named.map((member) => escapeRegExp(member.name)).sort((a, b) => b.length - a.length).join('|');
  const tokens = cachedRegExp(`\\b(${names})\\b|\\b(he|him|his|himself|she|her|hers|herself)\\b|([.!?])(?=\\s|$)|(["“”])`, 'gi');
  return pages.map((page) => referredOnPage(page, named, titled, tokens));
}

interface Seen {
  member: CastMember;
  sentence: number;
}

function referredOnPage(page: readonly string[], named: readonly CastMember[], titled: readonly CastMember[], tokens: RegExp): string[] {
  // For each pronoun, who the reader last met with it on this page, and in which sentence.
  const last = new Map<string, Seen | undefined>();
  let sentence = 0;
  return page.map((line) => {
    let quoted = false;
    const edits: { at: number; length: number; text: string }[] = [];
    for (const match of line.matchAll(tokens)) {
      const at = match.index ?? 0;
      if (match[4] !== undefined) {
        quoted = match[4] === '"' ? !quoted : match[4] === '“';
        continue;
      }
      if (quoted) continue;
      if (match[3] !== undefined) {
        sentence += 1;
        continue;
      }
      // A "he" opening a clause between may be anyone's (the engine's "he" for the hero: "Sam and Dad went to the park, and
      // he rode on Dad's lap"): the next "Dad" stays a name. A "his" or "him" is read as the last one named.
      if (match[2] !== undefined) {
        if (/^(?:he|she)$/i.test(match[2])) last.set(match[2].toLowerCase(), undefined);
        continue;
      }
      const member = named.find((one) => one.name === match[1]);
      if (!member) continue;
      const before = last.get(member.pronoun);
      const clear = before?.member === member && sentence - before.sentence <= 1 && titled.includes(member) && !otherLaterInSentence(line, at + member.name.length, member, named);
      const text = clear ? referenceAt(line, at, member) : undefined;
      if (text) edits.push({ at, length: member.name.length + (text.possessive ? line.slice(at + member.name.length).match(/^['’]s/)![0].length : 0), text: text.word });
      last.set(member.pronoun, { member, sentence });
    }
    return edits.reduceRight((text, edit) => `${text.slice(0, edit.at)}${edit.text}${text.slice(edit.at + edit.length)}`, line);
  });
}

/** Whether another cast member of the same pronoun is named later in this sentence, outside what anyone says. */
function otherLaterInSentence(line: string, from: number, member: CastMember, named: readonly CastMember[]): boolean {
  const rest = line.slice(from).split(/[.!?](?:\s|$)/)[0]!.replace(/"[^"]*"|“[^”]*”/g, ' ');
  return named.some((other) => other !== member && other.pronoun === member.pronoun && cachedRegExp(`\\b${escapeRegExp(other.name)}\\b`).test(rest));
}

/** "his" for "Grandpa's", "him" after a verb or a little word of place, "he" opening a clause before its verb; else none. */
function referenceAt(line: string, at: number, member: CastMember): { word: string; possessive: boolean } | undefined {
  const before = line.slice(0, at);
  const after = line.slice(at + member.name.length);
  const opens = before.trim() === '' || /[.!?]\s+$/.test(before);
  const up = (word: string) => (opens ? `${word[0]!.toUpperCase()}${word.slice(1)}` : word);
  if (/^['’]s\b/.test(after)) return { word: up(member.p.possessive), possessive: true };
  const lead = /(\p{L}+),?\s+$/u.exec(before)?.[1]?.toLowerCase();
  const next = /^\s+(\p{Ll}+)/u.exec(after)?.[1];
  if (lead !== undefined && (OBJECT_LEADS.test(lead) || /ing$/.test(lead)) && !(next && SUBJECT_NEXT.test(next))) return { word: member.p.object, possessive: false };
  const clause = opens || /(?:,\s+(?:and\s+|but\s+)?|\b(?:and|but|so|then|when|while|where|until|because|as|if|once|that|time|days?|way)\s+)$/i.test(before);
  if (clause && next !== undefined && SUBJECT_NEXT.test(next)) return { word: up(member.p.subject), possessive: false };
  return undefined;
}

/** Words after which a name is the one something is done to or with ("love Grandpa", "beside Grandpa"). */
const OBJECT_LEADS = /^(?:to|with|at|for|from|near|by|behind|beside|of|on|after|around|past|than|about|like|helped|help|saw|see|told|tell|found|gave|give|showed|show|hugged|hug|thanked|watched|followed|met|meet|asked|ask|called|loved|love|held|joined|greeted|reminded|remind|visited|visit|correct|corrected|let|made)$/;

/** A word that shows the name opens a clause as its subject ("Grandpa smiled", "Grandpa was"). */
const SUBJECT_NEXT = /^(?:\p{Ll}+ed|was|had|did|went|said|sang|came|got|knew|took|gave|sat|stood|held|told|thought|felt|kept|made|found|forgot|remembered|could|would|might|can|will|is|has|began|ran|saw|let|put|read|wrote|says|smiles|sings|looks|keeps|forgets|remembers)$/u;
