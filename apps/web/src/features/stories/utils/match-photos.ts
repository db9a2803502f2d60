/** Words of a name or file name: lower case letters and digits, accents folded, extension dropped. */
function wordsOf(text: string): string[] {
  return text
    .replace(/\.[a-z0-9]{2,5}$/i, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const containsRun = (haystack: string[], needle: string[]) =>
  needle.length > 0 && haystack.some((_, start) => needle.every((word, offset) => haystack[start + offset] === word));

/**
 * For each file, the index of the character whose name is in its file name ("mia.jpg", "Photo of
 * Grandpa Joe.png", "leo_2024.webp"), or null. The longest name wins ("Grandpa Joe" before "Joe"),
 * and each character gets at most one photo: the first file naming them.
 */
export function matchPhotosToCharacters(fileNames: readonly string[], characterNames: readonly string[]): Array<number | null> {
  const names = characterNames.map(wordsOf);
  const taken = new Set<number>();
  return fileNames.map((fileName) => {
    const words = wordsOf(fileName);
    const squashed = words.join('');
    const candidates = names
      .map((name, index) => ({ index, name }))
      .filter(({ index, name }) => !taken.has(index) && (containsRun(words, name) || (name.length > 1 && squashed === name.join(''))))
      .sort((a, b) => b.name.join(' ').length - a.name.join(' ').length);
    const best = candidates[0];
    if (!best) return null;
    taken.add(best.index);
    return best.index;
  });
}
