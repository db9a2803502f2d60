import { findPersonalData } from './personal-data';
import { ALLOWED_PHRASES, WORD_LIST_CATEGORIES } from './word-lists';
import type { ModerationKind, WordListCategory } from './word-lists';

export type ModerationResult = { safe: true } | { safe: false; kind: ModerationKind; detail: string };

const COMPILED = WORD_LIST_CATEGORIES.map((category) => ({
  category,
  pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${category.terms.join('|')})(?![\\p{L}\\p{N}])`, 'iu'),
}));

/** Checks text against the child-safety word lists and for personal details. */
export function moderateText(text: string): ModerationResult {
  const normalized = ALLOWED_PHRASES.reduce((current, phrase) => current.replace(phrase, ' '), text.replace(/[’‘]/g, "'"));
  for (const { category, pattern } of COMPILED) {
    const match = pattern.exec(normalized);
    if (match) return { safe: false, kind: category.kind, detail: describeMatch(category, match[0]) };
  }
  const personal = findPersonalData(text);
  if (personal) {
    return {
      safe: false,
      kind: 'personal_data',
      detail: `This text seems to contain ${personal.what}. Please keep personal details out of the story.`,
    };
  }
  return { safe: true };
}

function describeMatch(category: WordListCategory, matched: string): string {
  const shown = category.quoteMatch ? matched : mask(matched);
  return `This text ${category.description} ("${shown}"), which is not suitable for a children's story. Please reword it.`;
}

/** "f***" — enough for a parent to find the word without repeating it. */
function mask(word: string): string {
  return word.charAt(0) + '*'.repeat(Math.max(word.length - 1, 1));
}
