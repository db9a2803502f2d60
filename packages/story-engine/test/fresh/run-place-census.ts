import { writeFileSync } from 'node:fs';
import { storyInputsSchema, type Character } from '@studio/contracts/stories';
import { generateCases } from './parent-inputs';
import { awayIn, awayPersonAtHand, themePlaceLost } from './place-detectors';
import { hostCameAlong, noteContradicted } from './note-detectors';
import type * as Engine from '../../src/index';

/**
 * `npx tsx test/fresh/run-place-census.ts [first seed] [count]`: generated parents (cast, age, length, tone, lesson, notes)
 * with a theme that names a place or sends someone away, and how often each place detector finds its defect. A theme that
 * sends a grown-up away has that grown-up in the cast, as a parent would add them. `SRC=<dir>` reads another copy of `src`;
 * `WRITE=<file>` writes the books there, to read.
 */
const THEMES: readonly string[] = [
  'a secret den in the woods', 'building a den in the forest', 'losing a wobbly tooth at school', 'a wobbly tooth at school', 'a picnic on the beach',
  'a picnic at the seaside', 'a picnic in the park', 'camping in the woods', 'a day on the farm', 'flying a kite on the beach',
  'mum going back to work', 'dad going back to work', 'dad working away', 'mum working away', 'grandpa in hospital', 'grandma in hospital', 'visiting grandpa in hospital',
  'making a den at grandmas house', 'baking with grandma at her house', 'a treasure hunt in the woods',
  // Round 11: notes that refine the entry, and stays at a grandparent's ("theme | notes").
  'losing a tooth | the tooth came out at breakfast', 'a wobbly tooth | It fell out this morning', 'moving house | we are moving to a flat in the city',
  'first day at school | her first day is at a forest school', 'going to the dentist | the dentist is Dr Ada', 'going to the doctor | The doctor is called Dr Patel',
  'first day at nursery | Her teacher is called Mrs Green', 'sleepover at grandmas', 'a sleepover at nanas house', 'staying the night at grandpas',
];
const KIN: Readonly<Record<string, readonly [string, 'she' | 'he']>> = { mum: ['Mum', 'she'], dad: ['Dad', 'he'], grandma: ['Grandma', 'she'], grandpa: ['Grandpa', 'he'] };

const src = process.env.SRC ?? '../../src';
const { writeIdea, writeStory } = (await import(`${src}/index`)) as typeof Engine;
const [first = '1010600', count = '300'] = process.argv.slice(2);
const counts = { 'theme place lost': 0, 'away person at hand': 0, 'note contradicted': 0, 'host came along': 0 };
const examples: string[] = [];
const threw: string[] = [];
const written: string[] = [];
for (const generated of generateCases(Number(first), Number(count))) {
  const [theme = '', notes] = THEMES[generated.seed % THEMES.length]!.split(' | ');
  const away = awayIn(theme);
  const kin = away ? KIN[away] : undefined;
  const cast: Character[] = kin && !generated.inputs.characters.some((member) => member.name === kin[0])
    ? [...generated.inputs.characters.slice(0, 3), { name: kin[0], kind: 'grown-up', pronoun: kin[1], appearance: {}, traits: [] }]
    : generated.inputs.characters;
  const inputs = storyInputsSchema.parse({ ...generated.inputs, characters: cast, theme, ...(notes ? { notes } : {}) });
  let pages;
  try {
    pages = writeStory(writeIdea(inputs, generated.seed), inputs);
  } catch (error) {
    threw.push(`${generated.seed} "${theme}" ${inputs.age_group} ${inputs.story_length}: ${(error as Error).message}`);
    continue;
  }
  const book = { theme, pages, cast: cast.map((member) => member.name), ...(inputs.notes ? { notes: inputs.notes } : {}) };
  written.push(`## ${generated.seed}: ${theme}`, '', `Ages ${inputs.age_group}, ${inputs.story_length}; cast ${book.cast.join(', ')}; notes: ${inputs.notes ?? '-'}`, '', ...pages.map((page) => `${page.page_number}. ${page.text}\n`));
  for (const finding of [...themePlaceLost(book), ...awayPersonAtHand(book), ...noteContradicted(book), ...hostCameAlong(book)]) {
    counts[finding.detector] += 1;
    if (examples.length < 12) examples.push(`${generated.seed} ${finding.detector}: ${finding.detail}`);
  }
}
process.stdout.write(`${count} stories from seed ${first}\nthrew: ${threw.length}\n${threw.map((line) => `    ${line}`).join('\n')}\n${Object.entries(counts).map(([kind, found]) => `${kind}: ${found}`).join('\n')}\n${examples.map((line) => `    ${line}`).join('\n')}\n`);
if (process.env.WRITE) writeFileSync(process.env.WRITE, `# Place-and-people books from seed ${first}\n\n${written.join('\n')}\n`);
