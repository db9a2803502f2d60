import { writeFileSync } from 'node:fs';
import { storyInputsSchema } from '@studio/contracts/stories';
import { generateCases } from './parent-inputs';
import { castWithoutPart, friendFromHomeWhereKnowsNobody, grownUpTooLoud, namelessGrownUp, sharedPronounNameRate, talkingCreatureInRealisticMoment } from './company-detectors';
import type * as Engine from '../../src/index';

/**
 * `npx tsx test/fresh/run-company-census.ts [first seed] [count]`: generated parents with a theme of a child's real life,
 * half of them with the hero alone in the cast, and how often each company detector finds its defect; of the books with
 * a cast, how many have someone with no part, met late, a nameless grown-up acting, a grown-up too loud for a quiet
 * place, "came along with" as the meeting line, and how often the names of two who share a pronoun are said (per 100 words). `SRC=<dir>` reads
 * another copy of `src`; `WRITE=<file>` writes the books there, to read.
 */
const THEMES: readonly string[] = [
  'new school', 'starting a new school', 'being the new kid', 'changing schools', 'moving house', 'moving to a new city', 'new baby sister',
  'a new baby brother', 'first day at school', 'a sleepover', 'losing a wobbly tooth', 'learning to ride a bike', 'grandma coming to stay', 'going to the dentist',
  // Round 12: festivals with family, a ward, a falling-out: where a grown-up or a sister in the cast was met last or did nothing.
  'Christmas Eve', 'Eid', 'Ramadan', 'diwali with family', 'visiting grandma in hospital', 'a falling out with my best friend', 'going to the doctor',
  'a new baby sister', 'Halloween',
];
const src = process.env.SRC ?? '../../src';
const { writeIdea, writeStory } = (await import(`${src}/index`)) as typeof Engine;
const [first = '1050500', count = '280'] = process.argv.slice(2);
const counts: Record<string, number> = {
  'friend from home where the theme knows nobody': 0, 'talking creature in a realistic moment': 0,
  'cast member with no part': 0, 'cast member met late': 0, 'nameless grown-up acting': 0, 'grown-up too loud for the place': 0, 'came along with': 0,
};
let withCast = 0;
const rates: number[] = [];
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
  const cast = inputs.characters.map(({ name, kind, pronoun, species }) => ({ name, kind, pronoun, ...(species ? { species } : {}) }));
  if (cast.length > 1) withCast += 1;
  if (pages.some((page) => /\bcame along with\b/.test(page.text))) counts['came along with']! += 1;
  const rate = sharedPronounNameRate(book, cast);
  if (rate !== undefined) rates.push(rate);
  for (const finding of [...friendFromHomeWhereKnowsNobody(book), ...talkingCreatureInRealisticMoment(book), ...castWithoutPart(book, cast), ...namelessGrownUp(book), ...grownUpTooLoud(book, cast)]) {
    counts[finding.detector]! += 1;
    if (examples.length < 24) examples.push(`${generated.seed} ${finding.detector}: ${finding.detail}`);
  }
}
const meanRate = rates.length === 0 ? 0 : rates.reduce((sum, rate) => sum + rate, 0) / rates.length;
process.stdout.write(`${count} stories from seed ${first} (${withCast} with a cast)\nthrew: ${threw.length}\nnames of two who share a pronoun, per 100 words: ${meanRate.toFixed(2)} over ${rates.length} books\n${Object.entries(counts).map(([kind, found]) => `${kind}: ${found}`).join('\n')}\n${examples.map((line) => `    ${line}`).join('\n')}\n`);
if (process.env.WRITE) writeFileSync(process.env.WRITE, `# Company books from seed ${first}\n\n${written.join('\n')}\n`);
