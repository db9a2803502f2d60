import { choiceOf, doubtOf, hintOf, setbackOf } from './index';
import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';
import type { YoungerLines } from './big-ones-day';

/**
 * A baby's or a toddler's day (teething, peekaboo, first steps) picked for a reader over its `toAge`: told as the baby
 * brother's or sister's day, in the entry's own lines with the baby in the hero's place, and the hero as the big one who
 * helps — the grown-up's act at the turn is the hero's now. Before round 18 a nine-year-old had "drip, drip, a new bib" and
 * sat in a high chair; the census (`test/fresh/run-edge-census.ts`) found every little one's entry told so at 6-8 and 9-12.
 */
export function helpersDay(entry: CatalogueTheme): YoungerLines {
  const hint = hintOf(entry);
  const turn = asBaby(entry.turn);
  return {
    lesson: 'helping',
    // The entry's own older lines tell the hero's own day: the kind's give way to none of them.
    anotherDay: true,
    // The friend the little one meets there is the little one's, not the hero's.
    noPalMet: true,
    // The cast's own brother or sister, when the parent gave one, is the one whose day it is (`build-context.ts`).
    aboutSibling: true,
    title: asBaby(entry.title),
    opening: each(asBaby(entry.opening), (line) => `{hero} had a little {sib}, {sibname}. ${line}`),
    worry: asBaby(entry.worry),
    tries: [asBaby(entry.tries[0]), asBaby(entry.tries[1]), asBaby(entry.tries[2])],
    // The grown-up's act is the big one's; a turn that is the baby's own is done with the big one beside.
    turn: each(turn, (line) => (line.includes('{grownup}') ? line.replace('{grownup}', '{hero}') : `{hero} knelt down beside {sibname}. ${line}`)),
    details: [asBaby(entry.details[0]), asBaby(entry.details[1]), asBaby(entry.details[2]), asBaby(entry.details[3])],
    senses: [],
    win: asBaby(entry.win),
    end: each(asBaby(entry.end), (line) => `${line} {hero} watched from the door, and smiled.`),
    ownSetback: asBaby(setbackOf(entry)),
    ...(doubtOf(entry) ? { ownDoubt: asBaby(doubtOf(entry)!) } : {}),
    ownChoice: asBaby(choiceOf(entry)),
    ...(hint ? { ownHint: asBaby(hint) as string } : {}),
    ownSubplot: themeSubplot(
      '{hero} saw that {sibname} only needed someone close, and patient.',
      '{sibname} would not let go of {hero}\'s hand, not for anything.',
      'the big cushion',
      '{sibname} sat on the big cushion, and let go of {hero}\'s hand at last.',
    ),
  };
}

const each = (wording: Wording, change: (line: string) => string): Wording => (typeof wording === 'string' ? change(wording) : (wording.map(change) as unknown as Wording));

/** A hero's line as the baby's: the hero's name and pronouns are the baby brother's or sister's (`{sibname}`, `{sibhe}`). */
function asBaby(wording: Wording): Wording {
  return each(wording, (line) => line
    // A pronoun that opens a sentence or a quotation keeps its capital.
    .replace(/(^|[.!?]\s+|["“])\{(he|him|his)\}/g, (_all, before: string, word: string) => `${before}{Sib${word}}`)
    .replaceAll('{hero}', '{sibname}')
    .replaceAll('{he} was', '{sibhe} was')
    .replaceAll('{he}', '{sibhe}')
    .replaceAll('{him}', '{sibhim}')
    .replaceAll('{his}', '{sibhis}')
    .replaceAll('{was}', 'was')
    .replaceAll('{has}', 'has'));
}
