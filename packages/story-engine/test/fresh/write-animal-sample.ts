/**
 * Writes the books of a few typed themes, for a fresh read of one family (round 13b: the pet's life events), to stdout.
 * Ages go round 3-5, 6-8, 9-12; every third book has the family dog Biscuit in the cast.
 * Usage: npx tsx test/fresh/write-animal-sample.ts <seed> <theme>...
 */
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../../src/index';

const [seedArg, ...themes] = process.argv.slice(2);
const seed = Number(seedArg);
const ages = ['3-5', '6-8', '9-12'] as const;
themes.forEach((theme, i) => {
  const age = ages[i % 3]!;
  const hero = i % 2 ? { name: 'Leo', kind: 'child', pronoun: 'he' } : { name: 'Maya', kind: 'child', pronoun: 'she' };
  const dog = i % 3 === 1 ? [{ name: 'Biscuit', kind: 'animal', species: 'dog', pronoun: 'she' }] : [];
  const inputs = storyInputsSchema.parse({ characters: [hero, ...dog], age_group: age, story_length: i % 2 ? 'short' : 'medium', tone: 'gentle', theme });
  const idea = writeIdea(inputs, seed + i);
  process.stdout.write(`\n### ${theme} (${age}, seed ${seed + i}) plot=${idea.plot}\n\n`);
  for (const page of writeStory(idea, inputs)) process.stdout.write(`${page.text}\n\n`);
});
