import { writeFileSync } from 'node:fs';
import { storyInputsSchema } from '@studio/contracts/stories';
import type * as Engine from '../../src/index';

/**
 * A fresh read of who is in the story: `npx tsx test/fresh/write-cast-sample.ts <seed> <out.md> "3-5/short/Maya:she:child+Mum:she:grown-up/theme" ...`
 * writes each book with its cast and theme, page by page, to read aloud. A cast member is name:pronoun:kind[:trait;trait].
 * `SRC=<dir>` writes with another copy of `src`.
 */
const { writeIdea, writeStory } = (await import(`${process.env.SRC ?? '../../src'}/index`)) as typeof Engine;
const [seedText, out, ...specs] = process.argv.slice(2);
const seed = Number(seedText);
export const castOf = (text: string) => text.split('+').map((member) => {
  const [name, pronoun, kind, traits] = member.split(':');
  return { name, pronoun, kind, traits: traits ? traits.split(';') : [] };
});
const parts = specs.map((spec, at) => {
  const [age, length, cast, ...rest] = spec.split('/');
  const theme = rest.join('/');
  const inputs = storyInputsSchema.parse({ characters: castOf(cast!), age_group: age, story_length: length, tone: 'gentle', theme });
  const idea = writeIdea(inputs, seed + at);
  const pages = writeStory(idea, inputs);
  return `## ${at + 1}. "${theme}" (${age} ${length}; cast ${cast}; plot ${idea.plot})\n\n${pages.map((page) => `${page.page_number}. ${page.text}`).join('\n\n')}\n`;
});
writeFileSync(out!, `# Cast read, seed ${seed}\n\n${parts.join('\n')}`);
