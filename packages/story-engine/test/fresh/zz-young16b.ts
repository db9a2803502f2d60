import { writeFileSync } from 'node:fs';
import { refineIdea, writeIdea, writeStory } from '../../src/index';
type C = { name: string; kind: 'child' | 'grown-up' | 'animal' | 'creature'; species?: any; pronoun: 'she' | 'he' | 'they'; appearance?: any; traits?: string[] };
const kid = (name: string, pronoun: 'she' | 'he' | 'they', traits: string[] = [], appearance: any = {}): C => ({ name, kind: 'child', pronoun, traits, appearance });
const adult = (name: string, pronoun: 'she' | 'he' | 'they', traits: string[] = []): C => ({ name, kind: 'grown-up', pronoun, traits, appearance: {} });
const pet = (name: string, species: string, pronoun: 'she' | 'he' | 'they', traits: string[] = []): C => ({ name, kind: ['dragon', 'unicorn', 'robot'].includes(species) ? 'creature' : 'animal', species, pronoun, traits, appearance: {} });
const cases: { age: string; length: string; tone?: string; setting?: string; theme?: string; lesson?: string; notes?: string; cast: C[]; wishes?: string[] }[] = [
  { age: '3-5', length: 'short', theme: 'going pond dipping at the nature reserve', cast: [kid('Rosie', 'she'), adult('Grandad', 'he')] },
  { age: '0-2', length: 'short', theme: 'sun cream before the paddling pool', cast: [kid('Alfie', 'he')] },
  { age: '3-5', length: 'medium', theme: 'she wants her face painted like a butterfly at the school fete', cast: [kid('Hana', 'she'), adult('Mummy', 'she')] },
  { age: '0-2', length: 'medium', theme: 'bouncy castle at his cousins party', cast: [kid('Leo', 'he')] },
  { age: '3-5', length: 'long', theme: 'our family from New Zealand are coming to stay for Christmas', cast: [kid('Isla', 'she'), kid('Finn', 'he')] },
  { age: '3-5', length: 'medium', theme: 'learning to cross the road with the green man', cast: [kid('Omar', 'he'), adult('Dad', 'he')] },
  { age: '3-5', length: 'short', theme: 'the bouncy castle', cast: [kid('Ruby', 'she')], tone: 'funny' },
  { age: '3-5', length: 'long', theme: 'pond dipping', cast: [kid('Zain', 'he'), adult('Nanny', 'she')] },
  { age: '0-2', length: 'long', theme: 'face painting', cast: [kid('Ava', 'she')] },
  { age: '3-5', length: 'medium', theme: 'my uncle is visiting from India', cast: [kid('Kabir', 'he')] },
];
const out: string[] = [];
cases.forEach((c, i) => {
  let inputs: any = { characters: c.cast.map((x) => ({ appearance: {}, traits: [], ...x })), age_group: c.age, story_length: c.length, tone: c.tone ?? 'gentle', art_style: 'flat', language: 'en', ...(c.setting ? { setting: c.setting } : {}), ...(c.theme ? { theme: c.theme } : {}), ...(c.lesson ? { lesson: c.lesson } : {}), ...(c.notes ? { notes: c.notes } : {}) };
  let idea = writeIdea(inputs, 1920101 + i);
  const before = idea.summary;
  for (const w of c.wishes ?? []) ({ idea, inputs } = refineIdea(idea, inputs, w));
  const pages = writeStory(idea, inputs);
  out.push(`## ${i + 1}. ${idea.title} (${c.age} ${c.length}; theme: ${c.theme ?? '-'}; lesson: ${c.lesson ?? '-'}; notes: ${c.notes ?? '-'}; wishes: ${(c.wishes ?? []).join(', ') || '-'})`, '', `Idea: ${before}`, ...(c.wishes ? [`After wish: ${idea.summary}`] : []), '');
  for (const p of pages) out.push(`${p.page_number}. ${p.text}`);
  out.push('');
});
writeFileSync('/tmp/young16b/read-after.md', out.join('\n'));
