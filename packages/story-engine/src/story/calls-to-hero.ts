import { cachedRegExp, escapeRegExp as escape } from '../core/regex';

/**
 * A page's sentences with the hero's name taken out where it only calls to them — "You can do it, Mateo!" is "You can do
 * it!", "Look, Mateo, look!" is "Look, look!" — the last step before a theme's own story is given up for the reading band:
 * a long name said in every cheer weighs as much as a page's own line, and the cheer means the same without it.
 */
export function withoutCallsToHero(sentences: readonly string[], name: string): string[] {
  const call = cachedRegExp(`, ${escape(name)}(?=[!?]|, [a-z])`, 'g');
  return sentences.map((sentence) => sentence.replace(call, ''));
}
