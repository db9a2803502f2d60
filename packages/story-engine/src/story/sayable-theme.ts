import { readPhrase } from '../understand/read-words';
import { themeWeight } from '../understand/read-weight';

/**
 * Whether the parent's theme may stand inside one of the engine's sentences ("had been thinking about …", "would never
 * forget …"): a noun phrase and nothing else, and no loss, illness, unkindness or worry. A clause ("a friend who is unkind
 * to others", "who took the class trophy") read as one pasted "that who took the class trophy"; a sad theme said there
 * reads as if the book had not heard it ("even dreamed about our goldfish died"). Anything else is left unsaid.
 */
export function sayableTheme(theme: string | undefined): theme is string {
  if (!theme || themeWeight(theme)) return false;
  return readPhrase(theme).shape === 'noun phrase' && !RELATIVE.test(theme);
}

/** A word that opens a clause inside the phrase: the phrase is a sentence's part, not a thing. */
const RELATIVE = /\b(?:who|whom|whose|which|what|when|where|why|how|if|because|that (?:is|was|are|were|has|had|can|will|does|did))\b/i;
