/**
 * Round 14's census of the catalogue's over-matching (`over-match-phrasings.ts`): how many phrasings that hold an entry's
 * word in another sense still reach that entry, and how many ordinary phrasings of entries no longer reach them. Reads
 * themes only (`readTheme`), no story written. `npx tsx test/fresh/run-over-match-census.ts [--all]`.
 */
import { readTheme, type ThemeReading } from '../../src/understand/read-theme';
import { KEPT_PHRASINGS, OVER_MATCH_PHRASINGS } from './over-match-phrasings';

const reached = (reading: ThemeReading): string => (reading.kind === 'catalogue' ? reading.entry.id : reading.kind);
const all = process.argv.includes('--all');

let over = 0;
for (const [typed, never] of OVER_MATCH_PHRASINGS) {
  const to = reached(readTheme(typed));
  const wrong = never.split('|').includes(to);
  if (wrong) over += 1;
  if (all || wrong) process.stdout.write(`${wrong ? 'OVER' : '    '} ${typed} -> ${to}${wrong ? '' : ` (not ${never})`}\n`);
}
let lost = 0;
for (const [typed, entry] of KEPT_PHRASINGS) {
  const to = reached(readTheme(typed));
  if (to !== entry) {
    lost += 1;
    process.stdout.write(`LOST ${typed} -> ${to} (wanted ${entry})\n`);
  }
}
process.stdout.write(`over-matched: ${over}/${OVER_MATCH_PHRASINGS.length}; kept: ${KEPT_PHRASINGS.length - lost}/${KEPT_PHRASINGS.length}\n`);
