import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { storyText } from './story-text';
const cases: [string, string, string, string?][] = [
  ['bubbles', '0-2', 'short'], ['learning to say please and thank you', '0-2', 'long'], ['getting a new car seat', '0-2', 'medium', 'he hates the straps'],
  ['first time babysitting my little brother', '9-12', 'short'], ['raising money for the animal shelter', '9-12', 'long'], ['a school project about the Romans', '9-12', 'medium'],
];
const seed = Number(process.argv[2] ?? 1320101);
for (const [theme, age, length, notes] of cases) {
  const inputs = storyInputsSchema.parse({ characters: [{ name: 'Luca', kind: 'child', pronoun: 'he', traits: [] }, { name: 'Mum', kind: 'grown-up', pronoun: 'she', traits: [] }], age_group: age, story_length: length, tone: 'gentle', theme, notes });
  const idea = writeIdea(inputs, seed);
  console.log(`\n### ${theme} (${age} ${length}) — ${idea.plot} — ${idea.title}\n`);
  console.log(storyText(writeStory(idea, inputs)));
}
