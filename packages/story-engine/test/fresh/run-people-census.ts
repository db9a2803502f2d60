import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../../src/index';
import { readTheme } from '../../src/understand/read-theme';
import { PEOPLE_PHRASINGS } from './people-phrasings';

/**
 * `npx tsx test/fresh/run-people-census.ts [seed]`: each phrasing of a person's theme (`people-phrasings.ts`) written as one
 * short 6-8 book for a child alone, and counted told when the theme is placed (no "could not make it the story" decline)
 * and the person it names is on three pages or more ("Grandpa", "her friend", "his cousin").
 */
const seed = Number(process.argv[2] ?? '1580500');
let told = 0;
for (const [index, [typed, who]] of PEOPLE_PHRASINGS.entries()) {
  const inputs = storyInputsSchema.parse({ characters: [{ name: 'Kenji', kind: 'child', pronoun: 'he', appearance: {}, traits: [] }], age_group: '6-8', story_length: 'short', theme: typed });
  const idea = writeIdea(inputs, seed + index);
  const pages = writeStory(idea, inputs).map((page) => page.text);
  const word = who.replace(/^great /, '').replace(/^(?:nana|nanna)$/, 'nan+a').replace(/^granny$/, 'gran(?:ny)?');
  const on = pages.filter((text) => new RegExp(`\\b${word}\\b`, 'i').test(text)).length;
  const declined = /could not make/.test(idea.summary);
  const reading = readTheme(typed);
  const ok = !declined && reading.kind !== 'unplaced' && on >= 3;
  if (ok) told += 1;
  process.stdout.write(`${ok ? 'told ' : 'NOT  '} ${String(on).padStart(2)}p ${reading.kind.padEnd(9)} ${(reading.kind === 'catalogue' ? reading.entry.id : '').padEnd(20)} ${typed} | ${idea.title}\n`);
}
process.stdout.write(`\n${told}/${PEOPLE_PHRASINGS.length} told with their person\n`);
