import { BROAD_HELD_OUT, BROAD_THEMES } from './broad-themes';
import { readBroad, toldRate } from './broad-census';
import { INTEREST_PHRASINGS } from './interest-phrasings';

/**
 * `npx tsx test/fresh/run-broad-census.ts [held-out|interests] [-v]`: how round 13's broad list of typed themes is placed
 * (catalogue, day, contest, told by an older plot, a thing, unplaced) and the told rate: the share whose book is told by
 * a plot that tells the theme itself. `-v` prints every line, not only the untold.
 */
const say = (line: string) => process.stdout.write(`${line}\n`);
const list = process.argv.includes('held-out') ? BROAD_HELD_OUT : process.argv.includes('interests') ? INTEREST_PHRASINGS : BROAD_THEMES;
const verbose = process.argv.includes('-v');
const readings = list.map((typed) => readBroad(typed));
for (const reading of readings) {
  if (verbose || !reading.told) say(`${reading.told ? 'told' : 'NOT '} ${reading.placed.padEnd(9)} ${reading.typed} -> ${reading.entry ?? reading.plot}`);
}
const byKind = new Map<string, number>();
for (const reading of readings) byKind.set(reading.placed, (byKind.get(reading.placed) ?? 0) + 1);
say(`placed: ${[...byKind].map(([kind, count]) => `${kind} ${count}`).join(', ')}`);
say(`told ${readings.filter((reading) => reading.told).length}/${readings.length} (${(toldRate(readings) * 100).toFixed(1)}%)`);
