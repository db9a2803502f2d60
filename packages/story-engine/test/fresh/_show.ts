import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../../src/index';
const [theme, ages = '0-2,3-5,6-8,9-12', len = 'medium', notes, chars] = process.argv.slice(2);
for (const age of ages.split(',')) {
  const inputs = storyInputsSchema.parse({ characters: chars ? JSON.parse(chars) : [{ name: 'Maya', kind: 'child', pronoun: 'she' }], age_group: age, story_length: len, tone: 'gentle', theme, notes });
  const idea = writeIdea(inputs, 1220777);
  console.log(`--- ${age} [${idea.plot}] ${idea.summary}`);
  for (const p of writeStory(idea, inputs)) console.log(`${p.page_number}. ${p.text}`);
}
