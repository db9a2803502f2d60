import { readTheme } from '../src/understand/read-theme';
import { writeFresh } from './fresh/write-fresh';
import { generateCase } from './fresh/parent-inputs';
const themes = ['robots and space', 'he is obsessed with dinosaurs', 'my robots', 'space robots', 'lego', 'unicorns', 'cars', 'cats', 'superheroes', 'football and cars', 'drawing and painting', 'building things', 'science experiments', 'she loves horses', 'puppies', 'toy robots', 'transformers', 'minecraft', 'dolls', 'bikes'];
let seed = 1130500;
for (const theme of themes) {
  const r = readTheme(theme);
  const g = generateCase(seed++);
  const story = writeFresh({ ...g, inputs: { ...g.inputs, theme, notes: undefined, lesson: undefined }, wishes: [] });
  const text = story.pages.map((p) => p.text).join(' ');
  const hits = text.match(/[^.!?]*\b(?:a|an|the|their|his|her)\s+(?:toy\s+)?\w+s\b[^.!?]*(?:everywhere|played|carried|took|held|catch)[^.!?]*[.!?]|[^.!?]*(?:took|played with|carried|held|catch with)\s+(?:a|an|the|their|his|her)\s+[a-z]+s\b[^.!?]*[.!?]/g) ?? [];
  console.log(theme, '→', r.kind, r.kind === 'thing' ? r.thing : r.kind === 'catalogue' ? r.entry.id : '', '|', story.idea.plot, '|', story.idea.title, '|', hits.slice(0, 2).join(' // ').slice(0, 250));
}
