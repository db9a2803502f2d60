import { readTheme } from '../../src/understand/read-theme';
import { readMoment } from '../../src/understand/read-moment';
import { kinOfPlace } from '../../src/world/kin-places';
import { grandparentTypedIn } from '../../src/cast/grandparent-typed';
import { writeIdea } from '../../src/index';

// Each uncommon kin word with the common word of its relation: a phrasing read the same way as the common word's is "known".
const PAIRS: [string, string][] = [
  ['nonno', 'grandpa'], ['abuela', 'grandma'], ['oma', 'grandma'], ['babcia', 'grandma'], ['lola', 'grandma'], ['nani', 'grandma'],
  ['dadi', 'grandma'], ['stepdad', 'dad'], ['auntie', 'aunt'], ['opa', 'grandpa'], ['abuelo', 'grandpa'], ['dziadek', 'grandpa'],
  ['lolo', 'grandpa'], ['yiayia', 'grandma'], ['papou', 'grandpa'], ['teta', 'grandma'], ['jiddo', 'grandpa'], ['bibi', 'grandma'],
  ['mam', 'mum'], ['stepmum', 'mum'], ['aunty', 'aunt'], ['gramps', 'grandpa'], ['nanu', 'grandpa'], ['nonna', 'grandma'],
];
const SHAPES = [
  (k: string) => `${k} is coming to stay`, (k: string) => `a sleepover at ${k}'s house`, (k: string) => `my ${k} is poorly`,
  (k: string) => `visiting ${k} in hospital`, (k: string) => `${k}'s birthday`, (k: string) => `${k}'s wedding`,
  (k: string) => `helping ${k} in the garden`, (k: string) => `${k} is moving in with us`, (k: string) => `baking with ${k}`,
];
const key = (theme: string) => {
  const r = readTheme(theme) as any;
  const sub = r.entry?.id ?? r.day?.doing ?? r.change?.kind ?? r.relation?.trouble ?? r.body?.kind ?? r.occasion ?? '';
  return `${r.kind}:${sub}`;
};
const norm = (s: string | undefined, k: string, c: string) => (s ?? '-').toLowerCase().replace(new RegExp(`\\b${k}\\b`, 'g'), c);
let same = 0, total = 0, named = 0;
const lines: string[] = [];
PAIRS.forEach(([k, c], pi) => SHAPES.forEach((shape, si) => {
  const t = shape(k), tc = shape(c);
  const a = `${key(t)} owner=${norm(readMoment(t).owner, k, c)} place=${norm(kinOfPlace(t), k, c)} gp=${norm(grandparentTypedIn(t), k, c)}`;
  const b = `${key(tc)} owner=${readMoment(tc).owner ?? '-'} place=${kinOfPlace(tc) ?? '-'} gp=${grandparentTypedIn(tc)?.toLowerCase() ?? '-'}`;
  total += 1;
  const ok = a === b;
  if (ok) same += 1;
  const idea = writeIdea({ characters: [{ name: 'Mia', kind: 'child', pronoun: 'she', traits: [], appearance: {} }], age_group: '3-5', story_length: 'short', tone: 'gentle', art_style: 'flat', language: 'en', theme: t } as any, 1760001 + pi * 10 + si);
  const says = new RegExp(`\\b${k}\\b`, 'i').test(idea.summary + ' ' + idea.title);
  if (says) named += 1;
  lines.push(`${ok ? 'SAME' : 'DIFF'} ${says ? 'named' : '-----'} ${t} | ${a}${ok ? '' : `  vs ${b}`}`);
}));
console.log(lines.join('\n'));
console.log(`read as the common word: ${same}/${total}; named in idea: ${named}/${total}`);
