import type { CastMember } from '../cast/cast-member';

/**
 * "Mia told them how Mia was warm" → "Mia told them how she was warm": a name repeated later in the same
 * sentence, in a subject position, becomes the character's pronoun with the verb made to agree.
 */
export function preferPronouns(sentence: string, member: CastMember): string {
  const name = member.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const firstAt = sentence.search(new RegExp(`\\b${name}\\b`));
  if (firstAt < 0) return sentence;
  const repeat = new RegExp(`(, and |\\b(?:how|that|when|because|until|as) )${name}(?= [a-z])`, 'g');
  return sentence.replace(repeat, (match, lead: string, offset: number) => {
    if (offset <= firstAt) return match;
    return `${lead}${member.p.subject}`;
  }).replace(new RegExp(`\\b${member.p.subject} (was|is|has)\\b`, 'g'), (match, verb: string) =>
    // Only the pronouns just inserted can disagree; for "she" and "he" the verbs already match.
    member.p.plural ? `${member.p.subject} ${PLURAL_VERBS[verb] ?? verb}` : match,
  );
}

/**
 * "Sofia was a dreamy boy. Sofia wished for a friend." → "… He wished for a friend.": once a character
 * has been named on a page, later sentences that open with the name open with the pronoun instead —
 * when nobody else in the cast shares that pronoun; otherwise only right after a sentence they opened.
 * A sentence is only changed if it stays particular to this story ("He laughed." would read the same in
 * every story), which `isDistinctive` decides.
 */
export function pronounsAfterFirstMention(
  sentences: readonly string[],
  cast: readonly CastMember[],
  isDistinctive: (sentence: string) => boolean,
): string[] {
  const mentioned = new Set<CastMember>();
  return sentences.map((sentence, index) => {
    let result = sentence;
    for (const member of cast) {
      const name = member.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const opening = new RegExp(`^${name} (?=[a-z])(?!and )`);
      const isUnique = cast.filter((other) => other.pronoun === member.pronoun).length === 1;
      const openedPrevious = index > 0 && opening.test(sentences[index - 1] ?? '');
      if (opening.test(result) && mentioned.has(member) && (isUnique || openedPrevious)) {
        const subject = member.p.subject.charAt(0).toUpperCase() + member.p.subject.slice(1);
        const candidate = agreeVerb(result.replace(opening, `${subject} `), member);
        if (isDistinctive(candidate)) result = candidate;
      }
      if (new RegExp(`\\b${name}\\b`).test(sentence)) mentioned.add(member);
    }
    return result;
  });
}

const PLURAL_VERBS: Record<string, string> = { was: 'were', is: 'are', has: 'have' };

function agreeVerb(sentence: string, member: CastMember): string {
  if (!member.p.plural) return sentence;
  return sentence.replace(/^(\S+) (was|is|has)\b/, (_match, subject: string, verb: string) => `${subject} ${PLURAL_VERBS[verb] ?? verb}`);
}
