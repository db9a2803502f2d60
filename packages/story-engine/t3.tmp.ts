import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from './src/index';
import { storyText } from './test/story-text';
const [theme, age, length, seed] = process.argv.slice(2);
const inputs = storyInputsSchema.parse({ characters: [{ name: 'Mia', kind: 'child', pronoun: 'she' }, { name: 'Dad', kind: 'grown-up', pronoun: 'he' }], age_group: age, story_length: length, tone: 'gentle', theme });
const idea = writeIdea(inputs, Number(seed ?? 1150201)); console.log('==', theme, age, length, idea.plot, '|', idea.title);
console.log(writeStory(idea, inputs).map((p: any, i: number) => `${i + 1}. ${p.text}`).join('\n'));
