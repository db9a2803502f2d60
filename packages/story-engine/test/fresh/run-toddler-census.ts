import { TODDLER_HELD_OUT, TODDLER_HELD_OUT_2, TODDLER_PHRASINGS } from './toddler-phrasings';
import { readBroad } from './broad-census';

/**
 * `npx tsx test/fresh/run-toddler-census.ts [held-out|held-out-2]`: where each of round 14's care moments lands, whether its book
 * is told by a plot that tells a theme (told), and whether that theme is the moment's own entry (right).
 */
const say = (line: string) => process.stdout.write(`${line}\n`);
const list = process.argv.includes('held-out-2') ? TODDLER_HELD_OUT_2 : process.argv.includes('held-out') ? TODDLER_HELD_OUT : TODDLER_PHRASINGS;
let told = 0;
let right = 0;
for (const [typed, want] of list) {
  const reading = readBroad(typed);
  const isRight = reading.told && want.split('|').includes(reading.entry ?? '');
  told += reading.told ? 1 : 0;
  right += isRight ? 1 : 0;
  say(`${isRight ? 'right' : reading.told ? 'OTHER' : 'NOT  '} ${typed.padEnd(48)} -> ${reading.entry ?? reading.plot} (want ${want})`);
}
say(`told ${told}/${list.length}, right ${right}/${list.length}`);
