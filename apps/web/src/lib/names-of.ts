/** "Mia", "Mia and Pip", "Mia, Pip and Rose". */
export function namesOf(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
