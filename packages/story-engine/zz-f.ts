import { writeIdea } from './src/idea/write-idea';
import { storyInputsSchema } from '@studio/contracts/stories';
const chars = [
  { name: 'Mia', kind: 'child', pronoun: 'she', traits: ['curious'] },
  { name: 'Pip', kind: 'animal', species: 'fox', traits: ['shy'] },
];
let bad = 0, same = 0; const titles: Record<string, number> = {};
for (let seed = 1; seed <= 300; seed++) {
  const first = writeIdea(storyInputsSchema.parse({ characters: chars, target_age_range: '3-5', story_length: 'short', setting: 'forest' }), seed * 7919);
  const idea = writeIdea(storyInputsSchema.parse({ characters: chars, target_age_range: '3-5', story_length: 'short', follows: { story_id: '00000000-0000-4000-8000-000000000000', title: first.title } }), seed);
  titles[first.title] = (titles[first.title] ?? 0) + 1;
  if (idea.plot === first.plot) same++;
  if (!idea.summary.startsWith('Another adventure after')) { bad++; if (bad < 5) console.log(first.title, '|', idea.title, '|', idea.summary.slice(0, 160)); }
}
console.log('bad', bad, 'same plot', same, Object.keys(titles).length);
