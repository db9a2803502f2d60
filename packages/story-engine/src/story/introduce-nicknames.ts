import type { CastMember } from '../cast/cast-member';
import type { Rng } from '../core/random';
import { cachedRegExp, escapeRegExp } from '../core/regex';
import { capitalize, listNames } from '../core/text';
import type { RoledText } from './roled-text';

/** A character the story calls by a short name, written with that name from the start. */
export interface Nicknamed {
  /** The character as the story was written: `name` is the nickname ("Ana"). */
  member: CastMember;
  /** "Anastasia" — said once, where the reader first meets her. */
  fullName: string;
}

/**
 * "Ana found a map." → "Anastasia found a map. Her friends called her Ana." The first mention of each
 * nicknamed character gets the full name back, followed by a short line that gives the nickname. When two
 * nicknames first appear in the same sentence, or another character there shares the pronoun, the line
 * says only the names ("Ana and Max, for short."), so "her" cannot point to the wrong one.
 */
export function introduceNicknames(
  { pages, roles }: RoledText,
  nicknamed: readonly Nicknamed[],
  company: readonly CastMember[],
  rng: Rng,
): RoledText {
  const result = pages.map((sentences) => [...sentences]);
  const resultRoles = roles.map((page) => [...page]);
  const firstMentions = new Map<string, Nicknamed[]>();
  for (const entry of nicknamed) {
    const at = firstMention(result, entry.member.name);
    if (!at) continue;
    const key = `${at.page}:${at.index}`;
    firstMentions.set(key, [...(firstMentions.get(key) ?? []), entry]);
  }
  // Later sentences first, so inserting a line does not move the positions still to visit.
  const positions = [...firstMentions.keys()].map((key) => key.split(':').map(Number) as [number, number]).sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  for (const [page, index] of positions) {
    const sentences = result[page] as string[];
    const original = sentences[index] as string;
    const entries = [...(firstMentions.get(`${page}:${index}`) ?? [])].sort((a, b) => original.search(nameRegex(a.member.name)) - original.search(nameRegex(b.member.name)));
    const sentence = entries.reduce((text, entry) => text.replace(nameRegex(entry.member.name), entry.fullName), original);
    const others = company.filter((member) => !entries.some((entry) => entry.member === member) && nameRegex(member.name).test(sentence));
    const isClear = entries.length === 1 && !others.some((member) => member.pronoun === entries[0]?.member.pronoun);
    const line = isClear ? introduction(entries[0] as Nicknamed, rng) : `${listNames(entries.map((entry) => entry.member.name))}, for short.`;
    sentences.splice(index, 1, sentence, capitalize(line));
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

function firstMention(pages: readonly string[][], name: string): { page: number; index: number } | undefined {
  for (const [page, sentences] of pages.entries()) {
    const index = sentences.findIndex((sentence) => nameRegex(name).test(sentence));
    if (index >= 0) return { page, index };
  }
  return undefined;
}

const nameRegex = (name: string) => cachedRegExp(`\\b${escapeRegExp(name)}\\b`);
