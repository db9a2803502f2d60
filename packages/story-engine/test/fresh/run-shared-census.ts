import { generateCases } from './parent-inputs';
import { writeFresh } from './write-fresh';
import { linesOfClosePairs, maskedBook, pairShares, stockLines } from './shared-sentences';

/**
 * `npx tsx test/fresh/run-shared-census.ts <first seed> [count] [share]`: issue 28's variety measure over generated
 * books — the mean share of sentences two books with different inputs have in common (names masked), the share of
 * pairs above 3 %, the lines behind those pairs, and the stock lines: sentences in more than `share` (default 2 %) of the books.
 * With `AGE=9-12` in the environment, only the books written for that age group are counted (round 11c).
 */
const [first = '1', count = '300', share = '0.02'] = process.argv.slice(2);
const failed: string[] = [];
const books = generateCases(Number(first), Number(count)).flatMap((generated) => {
  try {
    const story = writeFresh(generated);
    if (process.env.AGE && story.inputs.age_group !== process.env.AGE) return [];
    return [maskedBook(story.inputs.characters.map((c) => c.name), story.pages.map((page) => page.text))];
  } catch (error) {
    failed.push(`${generated.id}: ${(error as Error).message}`);
    return [];
  }
});
for (const failure of failed) process.stdout.write(`not written: ${failure}\n`);
const { mean, over3 } = pairShares(books);
process.stdout.write(`${books.length} books from seed ${first}: pairs share ${(100 * mean).toFixed(2)}% of sentences on average; ${(100 * over3).toFixed(1)}% of pairs share more than 3%\n`);
process.stdout.write('lines behind the pairs above 3% (pairs each is in):\n');
for (const [line, pairs] of linesOfClosePairs(books)) process.stdout.write(`  ${pairs}  ${line}\n`);
process.stdout.write('stock lines (share of books):\n');
for (const [line, inBooks] of stockLines(books, Number(share))) process.stdout.write(`  ${(100 * inBooks).toFixed(1)}%  ${line}\n`);
