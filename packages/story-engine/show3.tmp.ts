import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from './src/index';
const [age, length, seed, theme, plot] = process.argv.slice(2);
const inputs = storyInputsSchema.parse({ characters: [{ name: 'Isla', kind: 'child', pronoun: 'she', appearance: { hair: 'curly', hair_color: 'red' }, traits: ['clever'] }, { name: 'Rusty', kind: 'animal', species: 'fox', pronoun: 'he', appearance: {}, traits: ['playful'] }], age_group: age, story_length: length, theme: theme || undefined });
const idea = writeIdea(inputs, Number(seed));
console.log(idea.title, '|', idea.plot, '|', idea.lesson, '|', idea.setting);
writeStory(plot ? { ...idea, plot } : idea, inputs).forEach((p, i) => console.log(`${i + 1}. ${p.text}`));
