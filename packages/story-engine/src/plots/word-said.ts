import type { CatalogueTheme } from '../world/catalogue';
import { firstWordNamed } from '../understand/first-word-named';

/** Lines of the entry, any shape, with {word} put in. */
function withWord<T>(lines: T, word: string): T {
  if (typeof lines === 'string') return lines.replaceAll('{word}', word) as T;
  if (Array.isArray(lines)) return lines.map((line) => withWord(line, word)) as T;
  return lines;
}

/**
 * The entry with the word the theme names said in it ("the first time saying mama": "Mama!", never the entry's own
 * "Dog!"; held-out read 40), where its lines as told say its own word (`CatalogueTheme.wordSaid`): an older sibling's
 * lines from beside, with a word of their own, are kept.
 */
export function withTheWordSaid(entry: CatalogueTheme, theme: string | undefined): CatalogueTheme {
  const said = entry.wordSaid;
  const word = said ? firstWordNamed(theme) : undefined;
  if (!said || !word || ![entry.turn].flat().some((line) => line.includes(`"${said.own}`))) return entry;
  const lines = Object.fromEntries(Object.entries(said.lines).map(([key, value]) => [key, withWord(value, word)]));
  return { ...entry, ...lines };
}
