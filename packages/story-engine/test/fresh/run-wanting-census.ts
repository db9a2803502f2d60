import type * as Engine from '../../src/index';
import { storyInputsSchema } from '@studio/contracts/stories';
import { WANTING_PHRASINGS } from './wanting-phrasings';
import { toldAsWanting } from './wanting-detector';

/**
 * `npx tsx test/fresh/run-wanting-census.ts [seed]`: each wanting phrasing (`wanting-phrasings.ts`) written once, ages in
 * turn; prints the plot, whether it is told as the wanting (`toldAsWanting`), and the told-rate. `SRC=<dir>` reads another copy of `src`.
 */
const { writeIdea, writeStory } = (await import(`${process.env.SRC ?? '../../src'}/index`)) as typeof Engine;
const seed = Number(process.argv[2] ?? '1530500');
const ages = ['0-2', '3-5', '6-8', '9-12'] as const;
let told = 0;
for (const [at, [theme, head]] of WANTING_PHRASINGS.entries()) {
  const inputs = storyInputsSchema.parse({
    characters: [{ name: 'Maya', kind: 'child', pronoun: 'she', traits: [] }, { name: 'Mum', kind: 'grown-up', pronoun: 'she', traits: [] }],
    age_group: ages[at % ages.length], story_length: 'short', tone: 'gentle', theme,
  });
  const idea = writeIdea(inputs, seed + at);
  const pages = writeStory(idea, inputs).map((page) => page.text);
  const ok = toldAsWanting(pages, head);
  if (ok) told += 1;
  process.stdout.write(`${ok ? 'told ' : 'LOST '} ${idea.plot.padEnd(28)} ${theme}\n`);
}
process.stdout.write(`told as wanting: ${told}/${WANTING_PHRASINGS.length}\n`);
