/** Writes the books of a few typed themes, for a fresh read of one family (round 13b: the pet's life events). Usage: npx tsx test/fresh/write-animal-sample.ts <seed> <theme>... */
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../../src/index';
const [seedArg, ...themes] = process.argv.slice(2);
let seed = Number(seedArg);
const ages = ['3-5', '6-8', '9-12'] as const;
themes.forEach((theme, i) => {
  const age = ages[i % 3];
  const inputs = storyInputsSchema.parse({ characters: [{ name: i % 2 ? 'Leo' : 'Maya', kind: 'child', pronoun: i % 2 ? 'he' : 'she' }, ...(i % 3 === 1 ? [{ name: 'Biscuit', kind: 'animal', species: 'dog', pronoun: 'she' }] : [])], age_group: age, story_length: i % 2 ? 'short' : 'medium', tone: 'gentle', theme });
  const idea = writeIdea(inputs, seed + i);
  console.log(`\n### ${theme} (${age}, seed ${seed + i}) plot=${idea.plot}\n`);
  for (const p of writeStory(idea, inputs)) console.log(p.text + '\n');
});
