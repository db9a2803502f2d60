import { AGE_GROUPS, STORY_LENGTHS, storyInputsSchema, type AgeGroup } from '@studio/contracts/stories';
import type * as Engine from '../../src/index';
import type * as Catalogue from '../../src/world/catalogue';
import type { CatalogueTheme } from '../../src/world/catalogue';
import { paddingOf } from './detectors';
import { toddlerBeats } from './older-detectors';
import { longToddlerSentence } from './young-detectors';

/**
 * `npx tsx test/fresh/run-edge-census.ts [seed] [entries]` (round 18): every catalogue theme, as the label a parent picks on
 * /story/details, at every age band and length (the labels are offered at every age). One book each, a child and Mum,
 * and what a reader hears at a band's or a length's edge:
 *  - `other plot`: the book is not the entry's own story (`theme:<id>`) — a frame, a contest or a stock plot;
 *  - `untold middle`: under a third of the middle pages carry a word only this entry (and few others) says;
 *  - `pads`: a shared padding page (doubt, tired legs, a friend's joke) in the book;
 *  - `repeats`: one sentence of six words or more said twice in the book;
 *  - `little line at 9-12`: two or more toddler beats (a sticker, "You did it!", a hand held for courage);
 *  - `older line at 0-2`: three or more sentences too long for a toddler's breath;
 *  - `baby day at 6-12`: a hero of six to twelve with a baby's gums, bib, dummy, pushchair or first steps.
 * Prints the counts per band and length, then every (theme, band, length) found. `ONLY=id,id` limits the entries.
 */
/** `SRC=<dir>` (relative to this file) runs another copy of `src`: the engine before a change. */
const SRC = process.env.SRC ?? '../../src';
const { splitSentences, writeIdea, writeStory } = (await import(`${SRC}/index`)) as typeof Engine;
const { THEME_CATALOGUE, labelOf } = (await import(`${SRC}/world/catalogue`)) as typeof Catalogue;

const seed = Number(process.argv[2] ?? 1840001);
const limit = Number(process.argv[3] ?? THEME_CATALOGUE.length);
const only = process.env.ONLY?.split(',');
const entries = THEME_CATALOGUE.filter((entry) => !only || only.includes(entry.id)).slice(0, limit);

const STOP = new Set('the a an and or but with his her their them they she he him was were has had have into onto over under from that this then than there here what when where who how all one two three some more most very just too not its it’s it\'s for of on in at to by up out off down back again every each little big new own like felt said asked looked went came made make took gave kept hero grownup pal who was game gran pet hispet thepet sib sibname thing things first last long then away'.split(' '));

const linesOf = (entry: CatalogueTheme): string[] => {
  const wordings = [entry.opening, entry.worry, ...entry.tries, entry.turn, ...entry.details, entry.win, entry.end, ...(entry.senses ?? [])];
  const younger = entry.younger ? [entry.younger.opening, entry.younger.worry, ...(entry.younger.tries ?? []), entry.younger.turn, ...(entry.younger.details ?? [])] : [];
  return [...wordings, ...younger].flatMap((wording) => (wording === undefined ? [] : typeof wording === 'string' ? [wording] : [...wording]));
};
const wordsOf = (text: string) => new Set((text.toLowerCase().replace(/\{[a-z]+\}/gi, ' ').match(/\p{L}{4,}/gu) ?? []).filter((word) => !STOP.has(word)));
const entryWords = new Map(THEME_CATALOGUE.map((entry) => [entry.id, wordsOf(linesOf(entry).join(' '))]));
const spread = new Map<string, number>();
for (const words of entryWords.values()) for (const word of words) spread.set(word, (spread.get(word) ?? 0) + 1);
/** The entry's own words: said by it and by at most five other entries. */
const signature = (entry: CatalogueTheme) => new Set([...entryWords.get(entry.id)!].filter((word) => (spread.get(word) ?? 0) <= 6));

const FINDINGS = ['other plot', 'untold middle', 'pads', 'repeats', 'little line at 9-12', 'older line at 0-2', 'baby day at 6-12'] as const;
/** The hero (Mia) doing what only a baby does. */
/** (Not "crawled" or "tummy": a den is crawled into at any age, and a nervous tummy is anyone's.) */
const BABY_DAY = /\bMia(?:'s)? (?:gums?|cheek was pink|bib|nappy|dummy|pushchair|buggy|first (?:steps?|words?|shoes)|babbl\w*|toddl\w*|could crawl|chewed on her fingers|put her hands over her eyes|said her first)\b/;
type Kind = (typeof FINDINGS)[number];
const counts = new Map<string, number>();
const found: string[] = [];
const plots = new Map<string, number>();
const bump = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

let books = 0;
entries.forEach((entry, index) => {
  const own = signature(entry);
  for (const age of AGE_GROUPS) for (const length of STORY_LENGTHS) {
    const inputs = storyInputsSchema.parse({ characters: [{ name: 'Mia', kind: 'child', pronoun: 'she' }, { name: 'Mum', kind: 'grown-up', pronoun: 'she' }], age_group: age, story_length: length, tone: 'gentle', theme: labelOf(entry) });
    const idea = writeIdea(inputs, seed + index);
    const pages = writeStory(idea, inputs);
    books += 1;
    const kinds: [Kind, string][] = [];
    if (idea.plot !== `theme:${entry.id}`) {
      kinds.push(['other plot', idea.plot]);
      plots.set(idea.plot, (plots.get(idea.plot) ?? 0) + 1);
    }
    const middle = pages.slice(1, -1);
    const carried = middle.filter((page) => [...wordsOf(page.text)].some((word) => own.has(word))).length;
    if (middle.length && carried / middle.length < 1 / 3) kinds.push(['untold middle', `${carried}/${middle.length}`]);
    const pads = pages.map((page) => paddingOf(page.text)).filter(Boolean);
    if (pads.length) kinds.push(['pads', pads.join(', ')]);
    const said = pages.flatMap((page) => splitSentences(page.text)).map((sentence) => sentence.replace(/\bMia\b/g, 'N').trim()).filter((sentence) => sentence.split(/\s+/).length >= 6);
    const twice = [...new Set(said.filter((sentence, at) => said.indexOf(sentence) !== at))];
    if (twice.length) kinds.push(['repeats', twice[0]!]);
    if (age === '9-12') {
      const beats = toddlerBeats({ theme: labelOf(entry), pages, grownUps: ['Mum'] });
      if (beats.length >= 2) kinds.push(['little line at 9-12', beats.map((beat) => beat.detail.replace(/^page \d+: /, '')).join(', ')]);
    }
    if (age === '0-2') {
      const long = longToddlerSentence({ age, length, pages });
      if (long.length >= 3) kinds.push(['older line at 0-2', `${long.length}: ${long[0]!.detail}`]);
    }
    if (age === '6-8' || age === '9-12') {
      const baby = pages.find((page) => BABY_DAY.test(page.text));
      if (baby) kinds.push(['baby day at 6-12', BABY_DAY.exec(baby.text)![0]]);
    }
    for (const [kind, detail] of kinds) {
      bump(kind);
      bump(`${kind}|${age}`);
      bump(`${kind}|${length}`);
      found.push(`${kind}\t${entry.id}\t${age}\t${length}\t${detail}`.slice(0, 220));
    }
  }
});

const say = (line: string) => process.stdout.write(`${line}\n`);
say(`books ${books} (${entries.length} entries × ${AGE_GROUPS.length} bands × ${STORY_LENGTHS.length} lengths), seed ${seed}`);
for (const kind of FINDINGS) {
  const by = (keys: readonly string[]) => keys.map((key) => `${key} ${counts.get(`${kind}|${key}`) ?? 0}`).join(', ');
  say(`${kind.padEnd(20)} ${String(counts.get(kind) ?? 0).padStart(4)}   [${by(AGE_GROUPS as readonly AgeGroup[])}]  [${by(STORY_LENGTHS)}]`);
}
say(`other plots: ${[...plots].sort((a, b) => b[1] - a[1]).map(([plot, n]) => `${plot} ${n}`).join(', ')}`);
if (!process.env.QUIET) for (const line of found.sort()) say(line);
