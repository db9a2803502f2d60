import { generateCases } from './parent-inputs';
import { writeFresh } from './write-fresh';
const g = generateCases(9500, 40)[12]!;
const s = writeFresh({ ...g, inputs: { ...g.inputs, lesson: 'Growing up can feel strange' } });
console.log(g.id, s.inputs.age_group, s.inputs.story_length, s.idea.plot, s.idea.summary);
for (const p of s.pages) console.log(p.page_number, p.text);
import { fleschKincaidGrade } from '../../src/index';
console.log('grade', fleschKincaidGrade(s.pages.map((p) => p.text).join(' ')));
