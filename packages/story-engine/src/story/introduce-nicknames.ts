import type { CastMember } from '../cast/cast-member';
import type { Rng } from '../core/random';
import { cachedRegExp, escapeRegExp } from '../core/regex';
import { capitalize, listNames } from '../core/text';
import type { RoledText } from './roled-text';

/** A character the story calls by a short name, written with that name from the start. */
export interface Nicknamed {
  /** The character as the story was written: `name` is the nickname ("Ana"). */
  member: CastMember;
  /** "Anastasia" — said where the reader meets her, and in any mention before ("Anastasia's party"). */
  fullName: string;
}

/**
 * "Ana found a map." → "Anastasia found a map. Her friends called her Ana." Where the reader meets each
 * nicknamed character, the full name comes back, followed by a short line that gives the nickname. When two
 * nicknames first appear in the same sentence, or another character there shares the pronoun, the line
 * says only the names ("Ana and Max for short."), so "her" cannot point to the wrong one.
 */
export function introduceNicknames(
  { pages, roles }: RoledText,
  nicknamed: readonly Nicknamed[],
  company: readonly CastMember[],
  rng: Rng,
): RoledText {
  const result = pages.map((sentences) => [...sentences]);
  const resultRoles = roles.map((page) => [...page]);
  const meetings = new Map<string, Nicknamed[]>();
  for (const entry of nicknamed) {
    const at = whereMet(result, entry.member.name);
    if (!at) continue;
    sayFullNameUntil(result, entry, at);
    const key = `${at.page}:${at.index}`;
    meetings.set(key, [...(meetings.get(key) ?? []), entry]);
  }
  // Later sentences first, so inserting a line does not move the positions still to visit.
  const positions = [...meetings.keys()].map((key) => key.split(':').map(Number) as [number, number]).sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  for (const [page, index] of positions) {
    const sentences = result[page] as string[];
    const sentence = sentences[index] as string;
    const entries = [...(meetings.get(`${page}:${index}`) ?? [])].sort((a, b) => sentence.indexOf(a.fullName) - sentence.indexOf(b.fullName));
    const others = company.filter((member) => !entries.some((entry) => entry.member === member) && nameRegex(member.name).test(sentence));
    const isClear = entries.length === 1 && !others.some((member) => member.pronoun === entries[0]?.member.pronoun);
    const line = isClear ? introduction(entries[0] as Nicknamed, rng) : `${listNames(entries.map((entry) => entry.member.name))} for short.`;
    sentences.splice(index + 1, 0, capitalize(line));
    // Both stay, or the nickname would arrive unexplained.
    resultRoles[page]?.splice(index, 1, 'kept', 'kept');
  }
  return { pages: result, roles: resultRoles };
}

/** A few ways a picture book gives a nickname, so stories with the same name do not all say it alike. */
function introduction({ member }: Nicknamed, rng: Rng): string {
  // Mostly one-syllable words: the line is there to make the rest of the story lighter to read.
  const ways = [
    `${capitalize(member.his)} friends called ${member.him} ${member.name}.`,
    `But ${member.his} friends just said ${member.name}.`,
    `Everyone called ${member.him} ${member.name}.`,
    `${member.name} for short.`,
  ];
  return rng.pick(ways);
}

interface Place {
  page: number;
  index: number;
}

/**
 * Where the reader meets the character: the first sentence that names them other than as an owner
 * ("Lexi's birthday party" comes before Lexi does), or else the first that names them at all.
 */
function whereMet(pages: readonly string[][], name: string): Place | undefined {
  const places = pages.flatMap((sentences, page) => sentences.flatMap((sentence, index) => (nameRegex(name).test(sentence) ? [{ page, index }] : [])));
  return places.find(({ page, index }) => firstNamedAt(pages[page]?.[index] ?? '', name) !== undefined) ?? places[0];
}

/** Where a sentence names someone other than as an owner, if it does. */
function firstNamedAt(sentence: string, name: string): number | undefined {
  const at = sentence.search(cachedRegExp(`\\b${escapeRegExp(name)}\\b(?!['’])`));
  return at >= 0 ? at : undefined;
}

/** The full name in every mention up to where the character is met, that one included. */
function sayFullNameUntil(pages: string[][], { member, fullName }: Nicknamed, met: Place): void {
  for (const [page, sentences] of pages.entries()) {
    for (const [index, sentence] of sentences.entries()) {
      if (page > met.page || (page === met.page && index > met.index)) return;
      const until = page === met.page && index === met.index ? (firstNamedAt(sentence, member.name) ?? sentence.length) : sentence.length;
      sentences[index] = sentence.replace(cachedRegExp(`\\b${escapeRegExp(member.name)}\\b`, 'g'), (name, offset: number) => (offset <= until ? fullName : name));
    }
  }
}

const nameRegex = (name: string) => cachedRegExp(`\\b${escapeRegExp(name)}\\b`);
