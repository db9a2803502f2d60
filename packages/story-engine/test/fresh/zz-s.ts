import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea } from '../../src/index';
for (const [age, len] of [['3-5','long'],['3-5','medium'],['6-8','long'],['0-2','long']] as const) for (const seed of [1, 2, 3]) {
  const inputs = storyInputsSchema.parse({ characters: [{ name: 'Maya', kind: 'child', pronoun: 'she', traits: [] }], age_group: age, story_length: len, tone: 'gentle', theme: process.argv[2] });
  const idea = writeIdea(inputs, seed); console.log(age, len, seed, idea.plot, idea.title);
}
