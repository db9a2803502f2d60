import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from './src/index';
import { storyText } from './test/story-text';
for (const theme of process.argv.slice(2)) {
 const inputs = storyInputsSchema.parse({ characters: [{ name: 'Mia', kind: 'child', pronoun: 'she' }], age_group: process.env.AGE ?? '3-5', story_length: 'short', tone: 'gentle', theme });
 const idea = writeIdea(inputs, 1150101); console.log('==', theme, idea.plot, JSON.stringify(idea.characters.map((c:any)=>[c.name,c.species])));
 console.log(storyText(writeStory(idea, inputs)).slice(0, 900));
}
