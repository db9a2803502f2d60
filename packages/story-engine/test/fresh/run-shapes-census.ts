import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea } from '../../src/index';
import { readTheme } from '../../src/understand/read-theme';
import { plotById, tellsItsOwnTheme } from '../../src/plots';
import { SHAPES_HELD_OUT, SHAPES_PHRASINGS } from './shapes-phrasings';

/**
 * `npx tsx test/fresh/run-shapes-census.ts [held-out]`: where each of round 16's phrasings lands at its own age (reading
 * kind, entry, plot), and how many are told by a plot that tells the theme, and how many by a catalogue entry of its own.
 */
const say = (line: string) => process.stdout.write(`${line}\n`);
const list = process.argv.includes('held-out') ? SHAPES_HELD_OUT : SHAPES_PHRASINGS;
let told = 0;
let entries = 0;
for (const [age, typed] of list) {
  const reading = readTheme(typed);
  const inputs = storyInputsSchema.parse({ characters: [{ name: 'Maya', kind: 'child', pronoun: 'she' }], age_group: age, story_length: 'short', tone: 'gentle', theme: typed });
  const idea = writeIdea(inputs, 1860001);
  const isTold = tellsItsOwnTheme(plotById(idea.plot, typed, undefined, age));
  told += isTold ? 1 : 0;
  entries += reading.kind === 'catalogue' ? 1 : 0;
  const entry = reading.kind === 'catalogue' ? reading.entry.id : '';
  say(`${isTold ? 'told ' : 'NOT  '} ${age.padEnd(5)} ${typed.padEnd(60)} ${reading.kind} ${entry} -> ${idea.plot}`);
}
say(`told ${told}/${list.length}, by a catalogue entry ${entries}`);
