import { writeFileSync } from 'node:fs';
import { storyInputsSchema } from '@studio/contracts/stories';
import { generateCases } from './parent-inputs';
import { friendFromHomeWhereKnowsNobody, talkingCreatureInRealisticMoment } from './company-detectors';
import type * as Engine from '../../src/index';

/**
 * `npx tsx test/fresh/run-company-census.ts [first seed] [count]`: generated parents with a theme of a child's real life,
 * half of them with the hero alone in the cast, and how often each company detector finds its defect. `SRC=<dir>` reads
 * another copy of `src`; `WRITE=<file>` writes the books there, to read.
 */
const THEMES: readonly string[] = [
  'new school', 'starting a new school', 'being the new kid', 'changing schools', 'moving house', 'moving to a new city', 'new baby sister',
  'a new baby brother', 'first day at school', 'a sleepover', 'losing a wobbly tooth', 'learning to ride a bike', 'grandma coming to stay', 'going to the dentist',
];
const src = process.env.SRC ?? '../../src';
const { writeIdea, writeStory } = (await import(`${src}/index`)) as typeof Engine;
const [first = '1050500', count = '280'] = process.argv.slice(2);
const counts: Record<string, number> = { 'friend from home where the theme knows nobody': 0, 'talking creature in a realistic moment': 0 };
const examples: string[] = [];
const threw: string[] = [];
const written: string[] = [];
for (const generated of generateCases(Number(first), Number(count))) {
  const theme = THEMES[generated.seed % THEMES.length]!;
  const alone = generated.seed % 2 === 0;
  const inputs = storyInputsSchema.parse({ ...generated.inputs, characters: alone ? generated.inputs.characters.slice(0, 1) : generated.inputs.characters, theme });
  let pages;
  try {
    pages = writeStory(writeIdea(inputs, generated.seed), inputs);
  } catch (error) {
    threw.push(`${generated.seed} "${theme}": ${(error as Error).message}`);
    continue;
  }
  const book = { theme, age: inputs.age_group, pages };
  written.push(`## ${generated.seed}: ${theme}`, '', `Ages ${inputs.age_group}, ${inputs.story_length}; cast ${inputs.characters.map((member) => member.name).join(', ')}`, '', ...pages.map((page) => `${page.page_number}. ${page.text}\n`));
  for (const finding of [...friendFromHomeWhereKnowsNobody(book), ...talkingCreatureInRealisticMoment(book)]) {
    counts[finding.detector]! += 1;
    if (examples.length < 12) examples.push(`${generated.seed} ${finding.detector}: ${finding.detail}`);
  }
}
process.stdout.write(`${count} stories from seed ${first}\nthrew: ${threw.length}\n${Object.entries(counts).map(([kind, found]) => `${kind}: ${found}`).join('\n')}\n${examples.map((line) => `    ${line}`).join('\n')}\n`);
if (process.env.WRITE) writeFileSync(process.env.WRITE, `# Company books from seed ${first}\n\n${written.join('\n')}\n`);
