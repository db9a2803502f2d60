import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../../src/index';
import { readTheme } from '../../src/understand/read-theme';
import { plotById, tellsItsOwnTheme } from '../../src/plots';
import { SCHOOL_HELD_OUT, SCHOOL_PHRASINGS, SCHOOL_ROUND_17 } from './school-phrasings';

/**
 * `npx tsx test/fresh/run-school-census.ts [held-out]`: where each 6-12 theme lands (reading kind, entry, plot) for a 9-12
 * reader. `r17`: round 17's 3-12 school days at their own age, and whether the day's own word is on two pages or more.
 */
const say = (line: string) => process.stdout.write(`${line}\n`);
const list = process.argv.includes('held-out') ? SCHOOL_HELD_OUT : process.argv.includes('r17') ? SCHOOL_ROUND_17.map(([typed]) => typed) : SCHOOL_PHRASINGS;
const ageOf = (typed: string) => SCHOOL_ROUND_17.find(([said]) => said === typed)?.[1] ?? '9-12';
let told = 0;
let kept = 0;
for (const typed of list) {
  const reading = readTheme(typed);
  const age = ageOf(typed);
  const inputs = storyInputsSchema.parse({ characters: [{ name: 'Maya', kind: 'child', pronoun: 'she' }], age_group: age, story_length: 'short', tone: 'gentle', theme: typed });
  const idea = writeIdea(inputs, 1750001);
  const isTold = tellsItsOwnTheme(plotById(idea.plot, typed, undefined, age));
  told += isTold ? 1 : 0;
  const expected = SCHOOL_ROUND_17.find(([said]) => said === typed)?.[2];
  const on = expected ? writeStory(idea, inputs).filter((page) => expected.test(page.text)).length : -1;
  kept += on >= 2 ? 1 : 0;
  const entry = reading.kind === 'catalogue' ? reading.entry.id : '';
  const variant = reading.kind === 'catalogue' && 'variant' in reading && reading.variant ? ` (${String((reading.variant as { name?: unknown }).name ?? 'variant')})` : '';
  say(`${isTold ? 'told ' : 'NOT  '} ${on >= 0 ? `${on}p ` : ''}${typed.padEnd(60)} ${reading.kind} ${entry}${variant} -> ${idea.plot}`);
}
say(`told ${told}/${list.length}${process.argv.includes('r17') ? `, own word on 2+ pages ${kept}/${list.length}` : ''}`);
