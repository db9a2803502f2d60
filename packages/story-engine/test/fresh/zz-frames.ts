import { writeFileSync } from 'node:fs';
import { readTheme } from '../../src/understand/read-theme';
import { writeFresh } from './write-fresh';
import { generateCase } from './parent-inputs';
import { splitSentences } from '../../src/index';

const SETS: Record<string, string[]> = JSON.parse(process.env.SETS ?? 'null') ?? {
  day: ['a trip to the botanical gardens', 'visiting the chocolate factory', 'a day at the bowling alley', 'a trip to the recycling centre', 'visiting the pottery'],
  contest: ['the fancy dress competition', 'her gymnastics competition', 'the pumpkin carving contest', 'the village dog show', 'the cake competition at the fete'],
  habit: ['learning to tie a bow', 'learning to whistle', 'learning to do a handstand', 'learning to use chopsticks', 'learning to do a cartwheel'],
  relation: ['my brother snores', 'my sister is always on her phone', 'dad is always working late', 'my friend keeps copying me', 'my friend always wants to be the boss'],
  change: ['we are getting a new kitchen', 'grandad is moving into a care home', 'my uncle lost his job', 'our boiler broke', 'my big sister is going to university'],
  body: ['she has eczema', 'having a nosebleed at school', 'he has a verruca', 'grandads new hearing aid', 'she has headlice'],
  interest: ['obsessed with volcanoes', 'she is really into knights and castles', 'he is obsessed with the titanic', 'she loves octopuses', 'my son loves jellyfish'],
  job: ['my mum is a vet', 'dad is a bus driver', 'my auntie is a paramedic', 'grandpa was a fisherman', 'mum is a dentist'],
  making: ['making a comic with my cousin', 'putting on a magic show for grandma', 'starting a band with his friends', 'making a stop motion film with lego', 'writing a newspaper for the street'],
  wanting: ['wanting a trampoline', 'saving up for a nintendo switch', 'she really wants a hamster', "jealous of her friend's new scooter", 'begging for a phone'],
};
const AGES = ['3-5', '6-8', '9-12'] as const;
const LENGTHS = ['medium', 'long'] as const;
const STOP = new Set('the a an at to of for with my his her our new going trip day visiting learning really into loves obsessed wants wanting always keeps from and is has having'.split(' '));
const seed = Number(process.argv[2] ?? 1770001);
const out: string[] = [];
const books: { frame: string; theme: string; lines: Set<string> }[] = [];
let i = 0;
for (const [frame, themes] of Object.entries(SETS)) for (const theme of themes) {
  const kind = readTheme(theme).kind;
  const g = generateCase(seed + i);
  const inputs = { ...g.inputs, age_group: AGES[i % 3]!, story_length: LENGTHS[Math.floor(i / 3) % 2]!, theme, notes: undefined, lesson: undefined, tone: 'gentle' as const };
  const story = writeFresh({ ...g, inputs, wishes: [] });
  i += 1;
  const names = [...inputs.characters.map((c) => c.name), 'Mum', 'Dad', 'Grandma', 'Grandpa', 'Grandad', 'Nana', 'Granny', 'Mummy', 'Daddy'].sort((a, b) => b.length - a.length);
  const words = theme.toLowerCase().replace(/'s\b/g, '').split(/\W+/).filter((w) => w.length > 2 && !STOP.has(w));
  const mask = (s: string) => {
    let t = s;
    for (const n of names) t = t.replace(new RegExp(`\\b${n}\\b`, 'g'), 'NAME');
    for (const w of words) t = t.replace(new RegExp(`\\b${w.replace(/s$/, '')}(?:s|es)?\\b`, 'gi'), 'X');
    return t.replace(/\b(he|she|they|his|her|their|him|them|himself|herself|themself)\b/gi, 'P').replace(/\b(was|were)\b/g, 'W').replace(/\b(is|are)\b/g, 'W');
  };
  const lines = new Set<string>();
  for (const p of story.pages) for (const s of splitSentences(p.text)) { const m = mask(s.trim()); if (m) lines.add(m); }
  books.push({ frame, theme, lines });
  out.push(`## ${frame}${kind === frame ? '' : ` (READ AS ${kind})`}: ${theme} — ${inputs.age_group} ${inputs.story_length} — ${story.idea.title}`, '', `Idea: ${story.idea.summary}`, '', ...story.pages.map((p) => `${p.page_number}. ${p.text}`), '');
}
const report: string[] = [];
let tot = 0; let totS = 0;
for (const frame of Object.keys(SETS)) {
  const fb = books.filter((b) => b.frame === frame);
  const themesOf = new Map<string, Set<string>>();
  for (const b of fb) for (const l of b.lines) themesOf.set(l, (themesOf.get(l) ?? new Set()).add(b.theme));
  const per = fb.map((b) => [...b.lines].filter((l) => (themesOf.get(l)?.size ?? 0) >= 2).length);
  const sents = fb.reduce((s, b) => s + b.lines.size, 0);
  tot += per.reduce((a, b) => a + b, 0); totS += sents;
  report.push(`${frame.padEnd(9)} generic/book ${(per.reduce((a, b) => a + b, 0) / fb.length).toFixed(1)}  of ${(sents / fb.length).toFixed(1)} sentences  [${per.join(' ')}]`);
  if (process.env.SHOW) for (const [l, t] of [...themesOf].filter(([, t]) => t.size >= 2).sort((a, b) => b[1].size - a[1].size)) report.push(`   ${t.size} ${l}`);
}
report.push(`ALL generic/book ${(tot / books.length).toFixed(2)}  share ${(tot / totS * 100).toFixed(1)} %`);
process.stdout.write(report.join('\n') + '\n');
if (process.env.OUT) writeFileSync(process.env.OUT, out.join('\n'));
