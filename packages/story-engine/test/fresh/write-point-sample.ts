import { writeFileSync } from 'node:fs';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../../src/index';
import { storyText } from '../story-text';

/**
 * A fresh read of given themes: `npx tsx test/fresh/write-point-sample.ts <seed> <out.md> "<theme>" ...` writes each
 * theme's book (ages in turn) to the file, with its plot, for reading aloud.
 */
const [seedText, out, ...themes] = process.argv.slice(2);
const seed = Number(seedText);
const ages = ['3-5', '6-8', '3-5', '9-12'] as const;
const parts = themes.map((theme, at) => {
  const inputs = storyInputsSchema.parse({
    characters: [{ name: 'Maya', kind: 'child', pronoun: 'she', traits: [] }, { name: 'Dad', kind: 'grown-up', pronoun: 'he', traits: [] }],
    age_group: ages[at % ages.length], story_length: 'short', tone: 'gentle', theme,
  });
  const idea = writeIdea(inputs, seed + at);
  return `## ${at + 1}. "${theme}" (${inputs.age_group}, plot ${idea.plot})\n\n${storyText(writeStory(idea, inputs))}\n`;
});
writeFileSync(out!, `# Fresh point read, seed ${seed}\n\n${parts.join('\n')}`);
