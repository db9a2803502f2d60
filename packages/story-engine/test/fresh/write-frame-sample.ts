import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { STORY_LENGTHS, TONES, type AgeGroup } from '@studio/contracts/stories';
import { createRng } from '../../src/core/random';
import { readTheme } from '../../src/understand/read-theme';
import { writeFresh } from './write-fresh';
import { generateCase } from './parent-inputs';

/**
 * `npx tsx test/fresh/write-frame-sample.ts <seed> <name> "<age>|<theme>" ...`: one book per typed theme at the age given,
 * headed by the frame the theme was read into, written to review/fresh-<seed>-<name>.md. For reading the general frames.
 */
const [first = '1', name = 'frames', ...typed] = process.argv.slice(2);
const parts = [`# Frame sample from seed ${first}`, ''];
let seed = Number(first);
for (const item of typed) {
  const [age, theme] = item.split('|').map((part) => part.trim()) as [AgeGroup, string];
  const generated = generateCase(seed);
  const rng = createRng(seed).fork('frame-sample');
  const inputs = { ...generated.inputs, age_group: age, story_length: rng.pick(STORY_LENGTHS), tone: rng.pick(TONES), theme, notes: undefined, lesson: undefined };
  const story = writeFresh({ ...generated, inputs, wishes: [] });
  parts.push(`## ${story.id}: ${story.idea.title} [${readTheme(theme).kind}]`, '', `Ages ${age}, ${inputs.story_length}, ${inputs.tone}; theme: ${theme}`, '');
  for (const page of story.pages) parts.push(`${page.page_number}. ${page.text}`, '');
  seed += 1;
}
writeFileSync(join(import.meta.dirname, `../../review/fresh-${first}-${name}.md`), `${parts.join('\n').trimEnd()}\n`);
