import type * as Context from '../../src/story/build-context';
import { generateCase } from './parent-inputs';
import { OWN_LESSON_CENSUS } from './own-lesson-census';
import { writeFresh } from './write-fresh';

const { lessonIsPlaced } = (await import(`${process.env.SRC ?? '../../src'}/story/build-context`)) as typeof Context;

/**
 * `npx tsx test/fresh/run-lesson-census.ts [seed]` (`SRC=` for the engine before a change): each parent's lesson of the
 * round 12 census written into four books (a games night, a grandparent's death, the beach for the youngest, the zoo for
 * the oldest), and what became of it: declined (the idea says so), pasted (an order after a colon, a verb left in the
 * present), else acted. A lesson is counted by its worst book, where a decline only where it does not fit (a sad book, no one
to win) is counted apart; the last page of each book is printed, to read.
 */
const first = Number(process.argv[2] ?? '1290001');
const BOOKS = [
  { theme: 'board games night', age_group: '6-8', story_length: 'long' },
  { theme: 'my grandpa died', age_group: '6-8', story_length: 'medium' },
  { theme: 'a day at the beach', age_group: '3-5', story_length: 'short' },
  { theme: 'a trip to the zoo', age_group: '9-12', story_length: 'medium' },
] as const;
const PASTED = /: (?:don'?t|never|do not) |\b(?:he|she|they)'re\b|\b(?:slowed \w+|forgave) and (?:enjoy|forget)\b/i;
const counts = { acted: 0, declined: 0, pasted: 0, 'declined only where it does not fit': 0 };
for (const [index, lesson] of OWN_LESSON_CENSUS.entries()) {
  const rows = BOOKS.map((book, at) => {
    const generated = generateCase(first + index * BOOKS.length + at);
    const story = writeFresh({ ...generated, inputs: { ...generated.inputs, ...book, lesson }, wishes: [] });
    const text = story.pages.map((page) => page.text).join(' ');
    const kind = /could not act out/.test(story.idea.summary) ? 'declined' : PASTED.test(text) ? 'pasted' : 'acted';
    return { book, kind, last: story.pages.at(-1)?.text ?? '' };
  });
  const worst = rows.find((row) => row.kind === 'pasted') ?? rows.find((row) => row.kind === 'declined');
  counts[worst?.kind === 'declined' && lessonIsPlaced(lesson) ? 'declined only where it does not fit' : (worst?.kind as 'pasted' | 'declined' | undefined) ?? 'acted'] += 1;
  process.stdout.write(`${lesson}\n${rows.map((row) => `  [${row.book.theme} ${row.book.age_group}] ${row.kind}: …${row.last.slice(-140)}`).join('\n')}\n`);
}
process.stdout.write(`\n${OWN_LESSON_CENSUS.length} lessons: ${JSON.stringify(counts)}\n`);
