import type { CatalogueTheme } from '../world/catalogue/theme-entry';
import { happensToNoPerson, seenByTheVet } from './not-a-person';
import { namedInAnotherSense } from './other-sense';

/**
 * A catalogue entry whose words a parent's theme holds, as the parent meant it (round 14's audit of the catalogue's word
 * lists): none when the word is in another sense ("a new school bag", "cross country", `other-sense.ts`) or the moment is
 * an animal's, a toy's or an outsider's ("the dog's first bath", "my doll's birthday", `not-a-person.ts`); the vet for an
 * animal's operation or broken leg. `text` is what the words were matched on (perhaps plain roots), `typed` the parent's own.
 */
export function entryAsMeant(
  entry: CatalogueTheme,
  text: string,
  typed: string,
  words: { test(text: string): boolean },
  vet: CatalogueTheme | undefined,
): CatalogueTheme | undefined {
  if (namedInAnotherSense(text, entry, words)) return undefined;
  if (!happensToNoPerson(typed, entry)) return entry;
  return seenByTheVet(typed, entry) ? vet : undefined;
}
