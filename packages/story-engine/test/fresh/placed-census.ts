import { storyInputsSchema, type AgeGroup } from '@studio/contracts/stories';
import { writeIdea } from '../../src/index';
import { readTheme } from '../../src/understand/read-theme';
import { plotById, tellsItsOwnTheme } from '../../src/plots';

/**
 * Where each phrasing of a census lands at its own age (reading kind, entry, plot), printed a line each: told = a plot that
 * tells the theme; and how many are told by a catalogue entry of their own (the general frames tell less).
 */
export function printPlacedCensus(list: ReadonlyArray<readonly [AgeGroup, string]>, seed: number): void {
  const say = (line: string) => process.stdout.write(`${line}\n`);
  let told = 0;
  let entries = 0;
  for (const [age, typed] of list) {
    const reading = readTheme(typed);
    const inputs = storyInputsSchema.parse({ characters: [{ name: 'Maya', kind: 'child', pronoun: 'she' }], age_group: age, story_length: 'short', tone: 'gentle', theme: typed });
    const idea = writeIdea(inputs, seed);
    const isTold = tellsItsOwnTheme(plotById(idea.plot, typed, undefined, age));
    told += isTold ? 1 : 0;
    entries += reading.kind === 'catalogue' ? 1 : 0;
    const entry = reading.kind === 'catalogue' ? reading.entry.id : '';
    say(`${isTold ? 'told ' : 'NOT  '} ${age.padEnd(5)} ${typed.padEnd(60)} ${reading.kind} ${entry} -> ${idea.plot}`);
  }
  say(`told ${told}/${list.length}, by a catalogue entry ${entries}`);
}
