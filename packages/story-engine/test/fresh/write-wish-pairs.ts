import type * as Engine from '../../src/index';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateCase } from './parent-inputs';

/**
 * `npx tsx test/fresh/write-wish-pairs.ts <seed> "<theme>" "<wish>" [age] [length] [tone]`: one generated cast from
 * the seed, the theme told without the wish and then with it, side by side in review/fresh-<seed>.md, so a reader can
 * point at what the wish changed (or read that the idea declines it).
 */
/** `SRC=<dir>` (relative to this file) reads another copy of `src`: the engine before a change. */
const { refineIdea, writeIdea, writeStory } = (await import(`${process.env.SRC ?? '../../src'}/index`)) as typeof Engine;
const [first = '1', theme, wish = 'make it funnier', age, length, tone] = process.argv.slice(2);
const generated = generateCase(Number(first));
// A theme given is told on its own (no generated lesson or notes); none given, the generated parent's inputs are kept.
const inputs = { ...generated.inputs, ...(theme ? { theme, lesson: undefined, notes: undefined } : {}), ...(age ? { age_group: age as never } : {}), ...(length ? { story_length: length as never } : {}), ...(tone ? { tone: tone as never } : {}) };
const idea = writeIdea(inputs, generated.seed);
const before = writeStory(idea, inputs);
const refined = refineIdea(idea, inputs, wish);
const after = writeStory(refined.idea, refined.inputs);
const cast = (list: typeof inputs.characters) => list.map((c) => `${c.name} (${c.species ?? c.kind}, ${c.pronoun}${c.traits.length ? `, ${c.traits.join('; ')}` : ''})`).join(', ');
const parts = [`# Wish pair from seed ${first}: "${inputs.theme}" + "${wish}"`, '', `Ages ${inputs.age_group}, ${inputs.story_length}, ${inputs.tone}; ${cast(inputs.characters)}`, '', `## Before (${idea.plot}): ${idea.title}`, '', `Idea: ${idea.summary}`, ''];
for (const page of before) parts.push(`${page.page_number}. ${page.text}`, '');
parts.push(`## After (${refined.idea.plot}, ${refined.inputs.tone}, ${refined.inputs.story_length}): ${refined.idea.title}`, '', `Cast: ${cast(refined.idea.characters)}`, '', `Idea: ${refined.idea.summary}`, '');
for (const page of after) parts.push(`${page.page_number}. ${page.text}`, '');
writeFileSync(process.env.OUT ?? join(import.meta.dirname, `../../review/fresh-${first}.md`), `${parts.join('\n').trimEnd()}\n`);
