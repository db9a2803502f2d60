import { writeFileSync } from 'node:fs';
import { storyInputsSchema, type AgeGroup } from '@studio/contracts/stories';
import type * as Engine from '../../src/index';
import { generateCase } from './parent-inputs';
/**
 * `npx tsx test/fresh/write-occasion-sample.ts <seed> <label> "<theme>" ...` (`SRC=<dir>` for another copy of `src`): one
 * book per typed theme, medium, at the four ages in turn, with a generated cast from the seed on, written to
 * review/fresh-<seed>-occasions-<label>.md (round 13's before and after reads of occasions at a place).
 */
const { writeIdea, writeStory } = (await import(`${process.env.SRC ?? '../../src'}/index`)) as typeof Engine;
const [first = '1', label = 'x', ...themes] = process.argv.slice(2);
const ages: AgeGroup[] = ['3-5', '6-8', '0-2', '9-12'];
const parts = [`# Fresh occasions sample from seed ${first}`, ''];
let seed = Number(first);
themes.forEach((theme, at) => {
  const generated = generateCase(seed);
  const inputs = storyInputsSchema.parse({ ...generated.inputs, age_group: ages[at % ages.length], story_length: 'medium', theme, notes: undefined, lesson: undefined });
  const idea = writeIdea(inputs, seed);
  const pages = writeStory(idea, inputs);
  const cast = inputs.characters.map((c) => `${c.name} (${c.species ?? c.kind}, ${c.pronoun})`).join(', ');
  parts.push(`## ${seed}: ${idea.title}`, '', `Ages ${inputs.age_group}, ${inputs.story_length}, ${inputs.tone}; ${cast}; theme: ${theme}`, '', `Idea: ${idea.summary}`, '');
  for (const page of pages) parts.push(`${page.page_number}. ${page.text}`, '');
  seed += 1;
});
writeFileSync(new URL(`../../review/fresh-${first}-occasions-${label}.md`, import.meta.url), `${parts.join('\n').trimEnd()}\n`);
