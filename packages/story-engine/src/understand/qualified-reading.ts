import { catalogueThemeIn } from '../world/catalogue';
import { variantSaid } from '../plots/theme-story';
import type { ThemeReading } from './read-theme';
import { asDoingItsJob, beforeTheQualifier, readQualifier } from './read-qualifier';

/**
 * The reading of a theme whose qualifier changes its problem (`read-qualifier.ts`): the entry its subject names, found
 * even where the qualifier hides it ("a kite that won't fly" is flying a kite), when one of its variants tells the
 * qualifier; declined honestly when the entry's day would tell the opposite (a kite that flies, a party everyone came to).
 * Rain no variant tells stays the entry's day with a shower in it (`plots/rest-kept.ts`). None without a qualifier.
 */
export function qualifiedReading(text: string): ThemeReading | undefined {
  const qualifier = readQualifier(text);
  if (!qualifier) return undefined;
  // The subject before the qualifier first: "a beach holiday where it poured all week" is the beach's, not the rainy day indoors.
  const subjects = [beforeTheQualifier(text), text, asDoingItsJob(text, qualifier)].filter((words): words is string => words !== undefined && words !== '');
  const entries = subjects.map((words) => catalogueThemeIn(words)).filter((entry) => entry !== undefined);
  const telling = entries.find((entry) => variantSaid(entry, text) !== undefined);
  if (telling) return { kind: 'catalogue', entry: telling };
  return entries.length === 0 || qualifier.kind === 'rain' ? undefined : { kind: 'unplaced', text };
}
