import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { storyInputsSchema, type Character } from '@studio/contracts/stories';
import type * as Engine from '../../src/index';

/**
 * `npx tsx test/fresh/write-day-sample.ts <seed> [theme|theme…]`: simple parent days (no catalogue entry) written at
 * medium and long lengths with a grown-up in the cast, to review/fresh-<seed>-days.md — the books where a thin kit shows.
 * `SRC=<dir>` reads another copy of `src`.
 */
const DAYS: readonly string[] = [
  'feeding the chickens', 'baking with grandpa', 'a trip to the library', 'washing the car with dad', 'going to the shops with mum',
  'a picnic in the park', 'going to the swimming pool', 'visiting grandma', 'a walk in the woods', 'tidying my room',
  'walking the dog', 'picking strawberries', 'making pancakes', 'a day at the beach', 'going to the zoo', 'collecting shells',
];
const GROWN = ['Grandpa', 'Mum', 'Dad', 'Nana', 'Grandad'] as const;
const NAMES = ['Rosa', 'Ilya', 'Bea', 'Tomas', 'Noor', 'Otis', 'Wren', 'Kemal'] as const;
const src = process.env.SRC ?? '../../src';
const { writeIdea, writeStory } = (await import(`${src}/index`)) as typeof Engine;
const [seedText = '1', ...asked] = process.argv.slice(2);
const seed = Number(seedText);
const themes = asked.length ? asked.join(' ').split('|').map((t) => t.trim()) : DAYS;
const parts = [`# Day sample from seed ${seed}`, ''];
themes.forEach((theme, index) => {
  const ages = ['0-2', '3-5', '6-8', '9-12'] as const;
  const lengths = ['medium', 'long'] as const;
  const age_group = ages[(seed + index) % 4]!;
  const story_length = lengths[(seed + index) % 2]!;
  const characters: Character[] = [
    { name: NAMES[(seed + index) % NAMES.length]!, kind: 'child', pronoun: (['she', 'he', 'they'] as const)[(seed + index) % 3]!, appearance: {}, traits: [] },
    { name: GROWN[(seed + index) % GROWN.length]!, kind: 'grown-up', pronoun: (seed + index) % 2 ? 'he' : 'she', appearance: {}, traits: [] },
  ];
  const inputs = storyInputsSchema.parse({ characters, age_group, story_length, theme });
  const idea = writeIdea(inputs, seed + index);
  const pages = writeStory(idea, inputs);
  parts.push(`## ${seed + index}: ${idea.title} (${idea.plot})`, '', `Ages ${age_group}, ${story_length}; theme: ${theme}; ${characters.map((c) => c.name).join(', ')}`, '');
  for (const page of pages) parts.push(`${page.page_number}. ${page.text}`, '');
});
writeFileSync(join(import.meta.dirname, `../../review/fresh-${seed}-days.md`), `${parts.join('\n').trimEnd()}\n`);
