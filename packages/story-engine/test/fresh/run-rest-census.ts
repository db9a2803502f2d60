import { writeFileSync } from 'node:fs';
import { storyInputsSchema, type Character } from '@studio/contracts/stories';
import { REST_PHRASINGS } from './rest-phrasings';
import type * as Engine from '../../src/index';

/**
 * `npx tsx test/fresh/run-rest-census.ts [seed]`: each two-part theme of `rest-phrasings.ts` written once (the person it goes to
 * or is for in the cast, as a parent would add them), and whether its second half is on a page (told), said in the idea as
 * not told (noted), missing (dropped), or the person to be visited or given to is "along too" (misread). `SRC=<dir>` reads
 * another copy of `src`; `WRITE=<file>` writes the books there, to read.
 */
const src = process.env.SRC ?? '../../src';
const { writeIdea, writeStory } = (await import(`${src}/index`)) as typeof Engine;
const { readTheme } = (await import(`${src}/understand/read-theme`)) as { readTheme: (theme: string) => { kind: string; entry?: { id: string } } };
const seed = Number(process.argv[2] ?? '1810001');
const counts = { told: 0, noted: 0, dropped: 0, misread: 0 };
const rows: string[] = [];
const written: string[] = [];
REST_PHRASINGS.forEach((phrasing, index) => {
  const cast: Character[] = [{ name: 'Rosa', kind: 'child', pronoun: 'she', appearance: {}, traits: [] }];
  if (phrasing.person) cast.push({ name: phrasing.person, kind: 'grown-up', pronoun: /grandpa|grandad|daddy/i.test(phrasing.person) ? 'he' : 'she', appearance: {}, traits: [] });
  const inputs = storyInputsSchema.parse({ characters: cast, age_group: phrasing.age, story_length: 'medium', tone: 'gentle', art_style: 'flat', language: 'en', theme: phrasing.theme });
  const idea = writeIdea(inputs, seed + index);
  const pages = writeStory(idea, inputs);
  const text = pages.map((page) => page.text).join(' ');
  // One the theme goes to see is at the other end: never along, nor close by from the first pages.
  const goneTo = phrasing.person !== undefined && /\bto (?:go and )?(?:see|visit)\b/i.test(phrasing.theme);
  const beside = goneTo && (new RegExp(`With ${phrasing.person} close by|${phrasing.person} comes along`).test(idea.summary) || pages.slice(0, 3).some((page) => new RegExp(`${phrasing.person} was (?:there )?with`).test(page.text)));
  const along = beside || (phrasing.person !== undefined && new RegExp(`${phrasing.person}[^.]*\\b(?:comes|come) along`).test(idea.summary));
  const noted = /built-in writer[^.]*(?:knows nothing more|could not|cannot tell|leaves out)/.test(idea.summary);
  const verdict = along ? 'misread' : phrasing.rest.test(text) ? 'told' : noted ? 'noted' : 'dropped';
  counts[verdict] += 1;
  const read = readTheme(phrasing.theme);
  const reading = read.entry ? read.entry.id : read.kind;
  rows.push(`${verdict.padEnd(8)} ${phrasing.kind.padEnd(9)} ${phrasing.age.padEnd(5)} ${reading.padEnd(10)} ${phrasing.theme}`);
  written.push(`## ${index + 1}. ${idea.title} (${phrasing.age}; theme: ${phrasing.theme}) — ${verdict}`, '', `Idea: ${idea.summary}`, '', ...pages.map((page) => `${page.page_number}. ${page.text}`), '');
});
process.stdout.write(`${rows.join('\n')}\n\n${REST_PHRASINGS.length} two-part themes, seed ${seed}: ${Object.entries(counts).map(([kind, n]) => `${kind} ${n}`).join(', ')}\n`);
if (process.env.WRITE) writeFileSync(process.env.WRITE, `# Two-part themes from seed ${seed}\n\n${written.join('\n')}\n`);
