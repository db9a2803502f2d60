import nlp from 'compromise';
import { memoised } from '../core/memo';

/**
 * A parent's words as plain roots, by the compromise tagger: lower case, contractions spelt out ("didn't" → "did not"),
 * verbs at their root ("wetting" → "wet", "got" → "get"), nouns singular ("puddles" → "puddle"), comparatives plain
 * ("older" → "old") and possessives dropped ("our cat's" → "our cat"). What catalogue entries are matched on when their
 * own words name nothing (`CatalogueTheme.means`), so one concept reaches every form a parent types it in.
 */
export const plainWords = memoised((text: string): string => {
  const doc = nlp(text.toLowerCase());
  doc.contractions().expand();
  doc.compute('root');
  const sentences = doc.json() as Array<{ terms: Array<{ normal: string; root?: string }> }>;
  return sentences
    .flatMap((sentence) => sentence.terms.map((term) => (term.root || term.normal).replace(/['’]s?$/, '')))
    .filter((word) => word !== '')
    .join(' ');
});
