import type { Character, Pronoun } from '@studio/contracts/stories';
import { cachedRegExp, escapeRegExp as escape } from '../core/regex';

/** Someone of the story as a page may name them: the name and the nickname, and "he" or "she". */
export interface Named {
  calls: readonly string[];
  pronoun: Pronoun;
}

const GENDERED: Partial<Record<Pronoun, RegExp>> = { he: /\b(?:he|him|his)\b/i, she: /\b(?:she|her|hers)\b/i };

/**
 * Whether a page may lose one of its sentences without leaving a "he" or "she" that nobody on the page was named
 * as: fitting a story to its band drops lines after names became pronouns, and "she said" must not lose the line
 * that named her. The hero's own pronoun carries over every page, so it is never in question.
 */
export function mayDropWithoutOrphans(cast: readonly Named[]): (sentences: readonly string[], index: number) => boolean {
  const [hero, ...others] = cast;
  const named = (text: string, pronoun: Pronoun) => others.some((member) => member.pronoun === pronoun && member.calls.some((call) => cachedRegExp(`\\b${escape(call)}\\b`).test(text)));
  const orphans = (sentences: readonly string[]) => {
    let said = '';
    for (const sentence of sentences) {
      // Quotations blanked to the same length: a speaker's "he" is anyone, but "Goodnight, Shadow," names Shadow.
      const told = sentence.replace(/"[^"]*"/g, (quoted) => ' '.repeat(quoted.length));
      for (const pronoun of ['he', 'she'] as const) {
        const pattern = GENDERED[pronoun]!;
        if (hero?.pronoun === pronoun || !pattern.test(told)) continue;
        if (!named(`${said} ${sentence.slice(0, told.search(pattern))}`, pronoun)) return true;
      }
      said += ` ${sentence}`;
    }
    return false;
  };
  // Fitting asks about every line of every page again after each drop: a page's answer is kept.
  const known = new Map<string, boolean>();
  const orphansOf = (sentences: readonly string[]) => {
    const key = sentences.join('\u0000');
    let found = known.get(key);
    if (found === undefined) known.set(key, (found = orphans(sentences)));
    return found;
  };
  return (sentences, index) => orphansOf(sentences) || !orphansOf(sentences.filter((_, at) => at !== index));
}

/** The cast as a page names them, with the nicknames a draft used. */
export function namedCast(characters: readonly Character[], nicknames: ReadonlyMap<string, string>): Named[] {
  return characters.map((member) => ({ calls: [member.name, nicknames.get(member.name.trim()), ...kindCalls(member)].filter((call): call is string => call !== undefined), pronoun: member.pronoun }));
}

/**
 * An animal or creature met by its kind ("The bunny sneezed") is named by it too: a "she" after that line is not an
 * orphan, so the line may not be dropped from under it.
 */
function kindCalls(member: Character): string[] {
  return member.kind !== 'child' && member.kind !== 'grown-up' && member.species ? [`the ${member.species}`, `The ${member.species}`] : [];
}
