import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea } from '../../src/index';
import { readTheme } from '../../src/understand/read-theme';
import { plotById, tellsItsOwnTheme } from '../../src/plots';
import { SCHOOL_HELD_OUT, SCHOOL_PHRASINGS } from './school-phrasings';

/** `npx tsx test/fresh/run-school-census.ts [held-out]`: where each 6-12 theme lands (reading kind, entry, plot) for a 9-12 reader. */
const say = (line: string) => process.stdout.write(`${line}\n`);
const list = process.argv.includes('held-out') ? SCHOOL_HELD_OUT : SCHOOL_PHRASINGS;
let told = 0;
for (const typed of list) {
  const reading = readTheme(typed);
  const inputs = storyInputsSchema.parse({ characters: [{ name: 'Maya', kind: 'child', pronoun: 'she' }], age_group: '9-12', story_length: 'short', tone: 'gentle', theme: typed });
  const idea = writeIdea(inputs, 1750001);
  const isTold = tellsItsOwnTheme(plotById(idea.plot, typed, undefined, '9-12'));
  told += isTold ? 1 : 0;
  const entry = reading.kind === 'catalogue' ? reading.entry.id : '';
  say(`${isTold ? 'told ' : 'NOT  '} ${typed.padEnd(60)} ${reading.kind} ${entry} -> ${idea.plot}`);
}
say(`told ${told}/${list.length}`);
