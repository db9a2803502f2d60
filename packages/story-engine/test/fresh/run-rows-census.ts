import { readTheme } from '../../src/understand/read-theme';
import { dayKit } from '../../src/plots/day-kits';
import { rowOf } from '../../src/plots/row-kit';
import { ROWS_FOUND, ROWS_PHRASINGS } from './rows-phrasings';

/**
 * `npx tsx test/fresh/run-rows-census.ts [-v]`: of round 14b's new phrasings of days out and things made, how many are read
 * as a day, and how many of those are told in their own thing's lines (a row of `world/days/thing-rows.ts`).
 */
const verbose = process.argv.includes('-v');

function census(list: string, phrasings: readonly string[]): void {
  let days = 0;
  let particular = 0;
  for (const theme of phrasings) {
    const reading = readTheme(theme);
    const day = reading.kind === 'day' ? reading.day : undefined;
    const own = day ? Boolean(dayKit(day)?.particular) : false;
    if (day) days += 1;
    if (own) particular += 1;
    if (verbose) process.stdout.write(`${own ? 'ROW ' : day ? 'DAY ' : '--- '}${theme} -> ${reading.kind}${day ? ` ${day.kind} place=${day.place ?? ''} thing=${day.thing?.the ?? ''} row=${rowOf(day)?.name ?? ''}` : ''}\n`);
  }
  process.stdout.write(`${list}: ${phrasings.length} phrasings: ${days} read as a day, ${particular} of them in their own thing's lines\n`);
}

census('held out', ROWS_PHRASINGS);
census('found', ROWS_FOUND);
