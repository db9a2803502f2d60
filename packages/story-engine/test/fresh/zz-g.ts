import { writeIdea } from '../../src/index';
import { generateCase } from './parent-inputs';
const g = generateCase(Number(process.argv[3]));
for (const theme of process.argv[2].split('|')) {
  const inputs = { ...g.inputs, age_group: '3-5' as const, story_length: 'long' as const, theme, notes: undefined, lesson: undefined, tone: 'gentle' as const };
  const idea = writeIdea(inputs, g.seed); console.log(theme, idea.plot, idea.title, JSON.stringify(inputs.characters.map((c: any) => [c.name, c.kind, c.species, c.traits])));
}
