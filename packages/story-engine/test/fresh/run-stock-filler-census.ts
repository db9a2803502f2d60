import { AGE_GROUPS, STORY_LENGTHS } from '@studio/contracts/stories';
import { hashString } from '@studio/seeded-random';
import { writeFileSync } from 'node:fs';
import { writeFresh } from './write-fresh';
import { generateCase } from './parent-inputs';
import { maskedBook } from './shared-sentences';
import { THEME_CATALOGUE, labelOf } from '../../src/world/catalogue';

/**
 * `npx tsx test/fresh/run-stock-filler-census.ts [seed] [books]` (round 14b): the catalogue plot's stock filler. One book
 * for each of `books` catalogue entries picked by `seed` (every age, every length), and the lines true of anything: each
 * sentence, names masked, found in the books of 3 or more different themes. Prints the mean per book and the 25 most shared;
 * `OUT=<file>` also writes the books, for a read; `TYPED=1` writes 24 themes as parents type them instead.
 * `AGES=3-5,6-8 LENGTHS=medium,long` (round 15) cycles only those ages and lengths: the catalogue plot's shared middle pages.
 */
const seed = Number(process.argv[2] ?? 1610001);
const count = Number(process.argv[3] ?? 40);
/** With `TYPED=1`, themes as parents type them (frames and catalogue alike) in place of the catalogue's labels. */
const TYPED = [
  'going to watch the rugby with dad', 'his first swimming lesson', 'she is scared of dogs', 'learning to ride her bike without stabilisers',
  'our cat died last week', 'starting big school in september', 'he wont share his toys with his sister', 'a trip to the zoo with grandma',
  'making a birthday card for nanny', 'she wants a puppy for christmas', 'football match on saturday, he is nervous', 'moving to a new house',
  'her teacher is leaving at the end of term', 'going to the dentist for a filling', 'he keeps biting at nursery', 'a new baby brother',
  'she gets cross when she loses at games', 'first sleepover at her friends house', 'grandad is in hospital', 'learning to tie shoelaces',
  'his dad works nights', 'a day at the beach', 'we are going on a plane to spain', 'she is worried about her spelling test',
];
const entries = process.env.TYPED ? TYPED.map((theme) => ({ id: theme, typed: theme })) : [...THEME_CATALOGUE].sort((a, b) => hashString(a.id, seed) - hashString(b.id, seed)).slice(0, count).map((entry) => ({ id: entry.id, typed: labelOf(entry) }));
const ages = process.env.AGES ? AGE_GROUPS.filter((age) => process.env.AGES!.split(',').includes(age)) : AGE_GROUPS;
const lengths = process.env.LENGTHS ? STORY_LENGTHS.filter((length) => process.env.LENGTHS!.split(',').includes(length)) : STORY_LENGTHS;
const books = entries.map((entry, i) => {
  const generated = generateCase(seed + i);
  const inputs = { ...generated.inputs, age_group: ages[i % ages.length]!, story_length: lengths[Math.floor(i / ages.length) % lengths.length]!, theme: entry.typed, notes: undefined, lesson: undefined };
  const story = writeFresh({ ...generated, inputs, wishes: [] });
  const names = [...inputs.characters.map((c) => c.name), 'Mum', 'Dad', 'Grandma', 'Grandpa', 'Grandad', 'Nana', 'Granny'];
  const text = `### ${entry.id} — "${inputs.theme}", ${inputs.age_group}, ${inputs.story_length}, ${inputs.characters.map((c) => c.name).join(', ')}\n\n${story.pages.map((p, n) => `${n + 1}. ${p.text}`).join('\n')}\n`;
  return { theme: entry.id, plot: story.idea.plot, text, all: story.pages.map((p) => p.text).join('\n'), lines: maskedBook(names, story.pages.map((page) => page.text)) };
});
const themesOf = new Map<string, Set<string>>();
for (const book of books) for (const line of book.lines) themesOf.set(line, (themesOf.get(line) ?? new Set()).add(book.theme));
const generic = (line: string) => (themesOf.get(line)?.size ?? 0) >= 3;
const perBook = books.map((book) => [...book.lines].filter(generic).length);
const all = books.reduce((sum, book) => sum + book.lines.size, 0);
const total = perBook.reduce((a, b) => a + b, 0);
const plots = new Map<string, number>();
for (const book of books) plots.set(book.plot, (plots.get(book.plot) ?? 0) + 1);
process.stdout.write(`books ${books.length} (${[...plots].map(([p, n]) => `${p} ${n}`).join(', ')}), sentences ${all}, generic (in 3+ themes) per book ${(total / books.length).toFixed(2)}, share ${(total / all * 100).toFixed(1)} %\n`);
if (process.env.OUT) writeFileSync(process.env.OUT, books.map((book) => book.text).join('\n'));
for (const [line, themes] of [...themesOf].filter(([line]) => generic(line)).sort((a, b) => b[1].size - a[1].size).slice(0, 25)) process.stdout.write(`${themes.size}\t${line}\n`);

/** The stock lines the held-out reads named (round 14b), whatever words are pasted into them: the books each is in. */
const NAMED: Record<string, RegExp> = {
  'said again, more quietly': /said again, more quietly this time/,
  'big, warm squeeze / right there': /gave a big, warm squeeze|\bwas right there\./,
  'wanted so much to': /wanted so much to/,
  'kept it for later / in mind': /kept it for later|kept it in mind/,
  'one more time, pal / try once more': /"(?:One more time|Let's try once more),/,
  'thought back over every try': /thought back over every try/,
  'stood still, just to look': /just to look\./,
  'took it all in / miss a single thing': /took it all in|miss a single thing/,
  'did not know what to do next': /did not know what to do next/,
  'thought about <theme> one more time': /thought about [^.]* one more time/,
  'sat down to think it through': /sat down to think it through/,
  'part of / writing it down': /"Is that part of|"Are you writing/,
  'everyone else seemed to know': /seemed to know exactly what to do/,
};
let named = 0;
for (const [label, pattern] of Object.entries(NAMED)) {
  const n = books.filter((book) => pattern.test(book.all)).length;
  named += books.reduce((sum, book) => sum + (book.all.match(new RegExp(pattern.source, 'g')) ?? []).length, 0);
  process.stdout.write(`named\t${n}\t${label}\n`);
}
process.stdout.write(`named stock lines, all told: ${named} in ${books.length} books\n`);
