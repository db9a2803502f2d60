/**
 * Census of the kin words (issue 28, round 15): `npx tsx test/fresh/kin-census.ts`. Two counts:
 * 1. every kin word of `core/kin-words.ts` through every reader that reads its kind (the whole table the CI test samples);
 * 2. 216 phrasings of a family's own words in the shapes parents type (coming to stay, a sleepover at their house, poorly,
 *    in hospital, their birthday, their wedding, helping them, moving in, baking with them), each read as its everyday
 *    word's phrasing is read ("nonno is poorly" as "grandpa is poorly"): the reading, whose moment, whose place, the
 *    grandparent named.
 */
import { KIN, type KinWord } from '../../src/core/kin-words';
import { readTheme } from '../../src/understand/read-theme';
import { readMoment } from '../../src/understand/read-moment';
import { readRelation } from '../../src/understand/read-relation';
import { readChange } from '../../src/understand/read-change';
import { readBody } from '../../src/understand/read-body';
import { readDay } from '../../src/understand/read-day';
import { asHelped } from '../../src/understand/read-helping';
import { kinOfPlace } from '../../src/world/kin-places';
import { familyOfWord } from '../../src/cast/family-words';
import { grandparentTypedIn } from '../../src/cast/grandparent-typed';
import { isGrownUp } from '../../src/cast/cast-member';
import { catalogueThemeIn } from '../../src/world/catalogue';

const capital = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
type Check = [reader: string, applies: (kin: KinWord) => boolean, knows: (word: string, kin: KinWord) => boolean];
const grown = (kin: KinWord) => kin.grownUp && kin.he !== 'they';
const CHECKS: Check[] = [
  ['read-moment', () => true, (w) => readMoment(`${w}'s operation`).owner === w],
  ['read-relation', () => true, (w, k) => { const p = readRelation(`my ${w} keeps calling me by the wrong name`)?.person; return p?.kin === w && p.he === k.he && p.grownUp === k.grownUp; }],
  ['read-change', (k) => !k.grownUp || grown(k), (w, k) => { const s = readChange(`my ${w} is moving in with us`)?.subject; return s?.head === w && s.pronoun === k.he; }],
  ['read-body', grown, (w) => { const b = readBody(`${w} got new glasses`); return b?.whose === 'theirs' && b.who === w; }],
  ['read-day', grown, (w) => Boolean(readDay(`making a card with ${w}`)?.with)],
  ['read-helping', grown, (w) => asHelped(`helping ${w} to water the plants`) !== `helping ${w} to water the plants`],
  ['cast-member', (k) => k.grownUp, (w) => isGrownUp({ name: capital(w), kind: 'child', pronoun: 'she', appearance: {}, traits: [] })],
  ['family-words', (k) => ['parent', 'grandparent', 'aunt-uncle'].includes(k.relation) && k.he !== 'they', (w) => familyOfWord(w)?.test(w) === true],
  ['kin-places', (k) => ['grandparent', 'aunt-uncle', 'godparent'].includes(k.relation), (w) => kinOfPlace(`${w}'s allotment`) === w],
  ['grandparent-typed', (k) => k.relation === 'grandparent', (w, k) => grandparentTypedIn(`${w} is coming to stay`) === capital(k.everyday ?? w)],
  ['grandparent-visit', (k) => k.relation === 'grandparent', (w) => catalogueThemeIn(`${w} is coming to stay`)?.id === 'grandparent-visit'],
  ['grandparent-ill', (k) => k.relation === 'grandparent' || (k.relation === 'parent' && !k.step), (w) => catalogueThemeIn(`my ${w} is poorly`)?.id === 'grandparent-ill'],
  ['hospital-visit', (k) => !k.step, (w) => catalogueThemeIn(`my ${w} is in hospital`)?.id === 'hospital-visit'],
];
// A word that is also a child's name ("lola") is left out of every reader on purpose (`KinWord.aName`).
const one = KIN.filter((kin) => !kin.plural && !kin.aName);
let known = 0, asked = 0;
const missed: string[] = [];
for (const [reader, applies, knows] of CHECKS) {
  for (const kin of one.filter(applies)) {
    asked += 1;
    if (knows(kin.word, kin)) known += 1; else missed.push(`${reader}: ${kin.word}`);
  }
}
process.stdout.write(`every word through every reader: ${known}/${asked} known\n`);
if (missed.length) process.stdout.write(`  missed: ${missed.join(', ')}\n`);

/** Each of a family's own words with the everyday word of its kind. */
export const KIN_PAIRS: readonly [string, string][] = [
  ['nonno', 'grandpa'], ['abuela', 'grandma'], ['oma', 'grandma'], ['babcia', 'grandma'], ['grandmum', 'grandma'], ['nani', 'grandma'],
  ['dadi', 'grandma'], ['stepdad', 'dad'], ['auntie', 'aunt'], ['opa', 'grandpa'], ['abuelo', 'grandpa'], ['dziadek', 'grandpa'],
  ['lolo', 'grandpa'], ['yiayia', 'grandma'], ['papou', 'grandpa'], ['teta', 'grandma'], ['jiddo', 'grandpa'], ['bibi', 'grandma'],
  ['mam', 'mum'], ['stepmum', 'mum'], ['aunty', 'aunt'], ['gramps', 'grandpa'], ['nanu', 'grandpa'], ['nonna', 'grandma'],
];
export const KIN_SHAPES: ReadonlyArray<(kin: string) => string> = [
  (k) => `${k} is coming to stay`, (k) => `a sleepover at ${k}'s house`, (k) => `my ${k} is poorly`, (k) => `visiting ${k} in hospital`,
  (k) => `${k}'s birthday`, (k) => `${k}'s wedding`, (k) => `helping ${k} in the garden`, (k) => `${k} is moving in with us`, (k) => `baking with ${k}`,
];
const readingOf = (theme: string) => {
  const r = readTheme(theme) as { kind: string; entry?: { id: string } };
  return `${r.kind}:${r.entry?.id ?? ''}`;
};
const asEveryday = (said: string | undefined, kin: string, everyday: string) => (said ?? '-').toLowerCase().replace(new RegExp(`\\b${kin}\\b`, 'g'), everyday);
let same = 0, total = 0;
const differ: string[] = [];
for (const [kin, everyday] of KIN_PAIRS) {
  for (const shape of KIN_SHAPES) {
    const theme = shape(kin), plain = shape(everyday);
    const a = [readingOf(theme), asEveryday(readMoment(theme).owner, kin, everyday), asEveryday(kinOfPlace(theme), kin, everyday), asEveryday(grandparentTypedIn(theme), kin, everyday)].join(' ');
    const b = [readingOf(plain), readMoment(plain).owner ?? '-', kinOfPlace(plain) ?? '-', grandparentTypedIn(plain)?.toLowerCase() ?? '-'].join(' ');
    total += 1;
    if (a === b) same += 1; else differ.push(`${theme}: ${a} | ${plain}: ${b}`);
  }
}
process.stdout.write(`phrasings read as their everyday word's: ${same}/${total}\n`);
for (const line of differ) process.stdout.write(`  ${line}\n`);
