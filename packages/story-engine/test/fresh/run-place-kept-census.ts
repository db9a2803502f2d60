import { readFileSync, writeFileSync } from 'node:fs';
import { storyInputsSchema } from '@studio/contracts/stories';
import { generateCases } from './parent-inputs';
import { namedPlaceLost } from './place-detectors';
import type * as Engine from '../../src/index';

/**
 * `npx tsx test/fresh/run-place-kept-census.ts <themes file> [first seed]`: one generated parent per theme (one a line) that
 * names its place ("a picnic at the castle", "Eid at Nani's in Lahore"), and whether the place is on two pages after the
 * first (`namedPlaceLost`). A line "theme | age | length" fixes the reader's age and the book's length, for a fresh read.
 * `SRC=<dir>` reads another copy of `src`; `WRITE=<file>` writes the books there, to read.
 */
const [file = '', first = '1540100'] = process.argv.slice(2);
const themes = readFileSync(file, 'utf8').split('\n').map((line) => line.trim()).filter(Boolean);
const src = process.env.SRC ?? '../../src';
const { writeIdea, writeStory } = (await import(`${src}/index`)) as typeof Engine;
const lost: string[] = [];
const written: string[] = [];
generateCases(Number(first), themes.length).forEach((generated, index) => {
  const [theme = '', age, length] = themes[index]!.split('|').map((part) => part.trim());
  const inputs = storyInputsSchema.parse({ ...generated.inputs, theme, lesson: undefined, notes: undefined, ...(age ? { age_group: age } : {}), ...(length ? { story_length: length } : {}) });
  const idea = writeIdea(inputs, generated.seed);
  const pages = writeStory(idea, inputs);
  written.push(`## ${generated.seed}: ${theme}`, '', `Ages ${inputs.age_group}, ${inputs.story_length}; plot ${idea.plot}, ${idea.setting}`, '', ...pages.map((page) => `${page.page_number}. ${page.text}\n`));
  for (const finding of namedPlaceLost({ theme, pages, cast: [] })) lost.push(`    ${finding.detail} (${inputs.age_group}, ${idea.plot}, ${idea.setting})`);
});
process.stdout.write(`place kept: ${themes.length - lost.length} of ${themes.length}\n${lost.join('\n')}\n`);
if (process.env.WRITE) writeFileSync(process.env.WRITE, `# Named-place books from seed ${first}\n\n${written.join('\n')}\n`);
