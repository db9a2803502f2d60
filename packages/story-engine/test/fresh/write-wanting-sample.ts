import { writeFileSync } from 'node:fs';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../../src/index';
import { readTheme } from '../../src/understand/read-theme';
import { storyText } from '../story-text';

/**
 * A fresh read of hand-written inputs with their age and length: `npx tsx test/fresh/write-wanting-sample.ts <seed> <out.md>
 * "9-12/long/wanting a phone" ...` writes each book to the file, with its reading and plot, for reading aloud.
 */
const [seedText, out, ...specs] = process.argv.slice(2);
const seed = Number(seedText);
const parts = specs.map((spec, at) => {
  const [age, length, ...rest] = spec.split('/');
  const theme = rest.join('/');
  const inputs = storyInputsSchema.parse({
    characters: [{ name: 'Maya', kind: 'child', pronoun: 'she', traits: [] }, { name: 'Dad', kind: 'grown-up', pronoun: 'he', traits: [] }],
    age_group: age, story_length: length, tone: 'gentle', theme,
  });
  const idea = writeIdea(inputs, seed + at);
  return `## ${at + 1}. "${theme}" (${age} ${length}, reading ${readTheme(theme).kind}, plot ${idea.plot})\n\n${storyText(writeStory(idea, inputs))}\n`;
});
writeFileSync(out!, `# Fresh read, seed ${seed}\n\n${parts.join('\n')}`);
