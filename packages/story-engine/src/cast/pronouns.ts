import type { Pronoun } from '@studio/contracts/stories';

/** Pronoun forms plus the verbs that must agree with them ("she was", "they were"). */
export interface PronounForms {
  subject: string;
  object: string;
  possessive: string;
  reflexive: string;
  was: string;
  is: string;
  has: string;
  plural: boolean;
}

/** "it" is for the unnamed side creatures the story meets; characters use she, he or they. */
export type StoryPronoun = Pronoun | 'it';

export const PRONOUN_FORMS: Record<StoryPronoun, PronounForms> = {
  she: { subject: 'she', object: 'her', possessive: 'her', reflexive: 'herself', was: 'was', is: 'is', has: 'has', plural: false },
  he: { subject: 'he', object: 'him', possessive: 'his', reflexive: 'himself', was: 'was', is: 'is', has: 'has', plural: false },
  they: { subject: 'they', object: 'them', possessive: 'their', reflexive: 'themselves', was: 'were', is: 'are', has: 'have', plural: true },
  it: { subject: 'it', object: 'it', possessive: 'its', reflexive: 'itself', was: 'was', is: 'is', has: 'has', plural: false },
};

/** Present-tense verb agreeing with a pronoun: "she hops", "they hop", "he wishes", "it flies". */
export function agree(forms: PronounForms, verb: string): string {
  if (forms.plural) return verb;
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}
