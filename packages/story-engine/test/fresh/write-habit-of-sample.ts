import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { STORY_LENGTHS, TONES, type AgeGroup } from '@studio/contracts/stories';
import { createRng } from '../../src/core/random';
import { writeFresh } from './write-fresh';
import { generateCase } from './parent-inputs';

/**
 * `npx tsx test/fresh/write-habit-of-sample.ts <seed> <name> "<age>|<theme>" ...`: one story per theme at the age typed
 * before it, with a generated cast from the seed on, written to review/fresh-<seed>-<name>.md. For reading one family of
 * themes across the ages without four books of each.
 */
const [first = '1', name = 'sample', ...typed] = process.argv.slice(2);
const parts = [`# Fresh sample from seed ${first} (${name})`, ''];
let seed = Number(first);
for (const line of typed) {
  const [age, theme] = line.split('|').map((part) => part.trim()) as [AgeGroup, string];
  const generated = generateCase(seed);
  const rng = createRng(seed).fork('theme-sample');
  const inputs = { ...generated.inputs, age_group: age, story_length: rng.pick(STORY_LENGTHS), tone: rng.pick(TONES), theme, notes: undefined, lesson: undefined };
  const story = writeFresh({ ...generated, inputs, wishes: [] });
  const cast = inputs.characters.map((c) => `${c.name} (${c.species ?? c.kind}, ${c.pronoun})`).join(', ');
  parts.push(`## ${story.id}: ${story.idea.title}`, '', `Ages ${age}, ${inputs.story_length}, ${inputs.tone}; ${cast}; theme: ${theme}`, '', `Idea: ${story.idea.summary}`, '');
  for (const page of story.pages) parts.push(`${page.page_number}. ${page.text}`, '');
  seed += 1;
}
writeFileSync(join(import.meta.dirname, `../../review/fresh-${first}-${name}.md`), `${parts.join('\n').trimEnd()}\n`);
