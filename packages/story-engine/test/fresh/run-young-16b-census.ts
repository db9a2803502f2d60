import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea } from '../../src/index';
import { readTheme } from '../../src/understand/read-theme';
import { plotById, tellsItsOwnTheme } from '../../src/plots';
import { YOUNG_16B_HELD_OUT, YOUNG_16B_PHRASINGS } from './young-16b-phrasings';

/**
 * `npx tsx test/fresh/run-young-16b-census.ts [held-out]`: where each of round 16b's 0-5 phrasings lands (reading kind,
 * entry, plot); told = a plot that tells the theme, and how many by a catalogue entry (the general frames tell less).
 */
const say = (line: string) => process.stdout.write(`${line}\n`);
const list = process.argv.includes('held-out') ? YOUNG_16B_HELD_OUT : YOUNG_16B_PHRASINGS;
let told = 0;
let entries = 0;
for (const [age, typed] of list) {
  const reading = readTheme(typed);
  const inputs = storyInputsSchema.parse({ characters: [{ name: 'Maya', kind: 'child', pronoun: 'she' }], age_group: age, story_length: 'short', tone: 'gentle', theme: typed });
  const idea = writeIdea(inputs, 1920001);
  const isTold = tellsItsOwnTheme(plotById(idea.plot, typed, undefined, age));
  told += isTold ? 1 : 0;
  entries += reading.kind === 'catalogue' ? 1 : 0;
  const entry = reading.kind === 'catalogue' ? `${reading.entry.id}${'variant' in reading && reading.variant ? `/${String((reading.variant as { name?: unknown }).name)}` : ''}` : '';
  say(`${isTold ? 'told ' : 'NOT  '} ${age.padEnd(5)} ${typed.padEnd(56)} ${reading.kind} ${entry} -> ${idea.plot}`);
}
say(`told ${told}/${list.length}, by a catalogue entry ${entries}`);
