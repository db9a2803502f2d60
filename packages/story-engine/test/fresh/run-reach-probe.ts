import { storyInputsSchema } from '@studio/contracts/stories';
import { ROUND_12_REACH } from '../reach-census-round-12';
import { REACH_BEFORE_ROUND_12 } from '../catalogue-reach-census';
import { writeIdea, writeStory } from '../../src/index';
import { catalogueThemeIn } from '../../src/world/catalogue';

/**
 * `npx tsx test/fresh/run-reach-probe.ts [seed] [-v]`: where each of round 12's phrasings lands (its entry, and the plot
 * its book is told by at 3-5) and whether pages 1-3 carry the place or person its words name. `-v` prints the pages.
 */
const say = (line: string) => process.stdout.write(`${line}\n`);
const seed = Number(process.argv[2] ?? 1220500);
const verbose = process.argv.includes('-v');
// "typed|entry" arguments probe those phrasings instead of the list.
const asked = process.argv.slice(3).filter((arg) => arg.includes('|')).map((arg) => arg.split('|') as [string, string]);
const dupes = ROUND_12_REACH.filter(([typed]) => REACH_BEFORE_ROUND_12.some(([old]) => old.toLowerCase() === typed.toLowerCase()));
if (dupes.length) say(`already in the census: ${dupes.map(([t]) => t).join('; ')}`);
let landed = 0;
let told = 0;
const probed: ReadonlyArray<readonly [string, string, RegExp?]> = asked.length > 0 ? asked : ROUND_12_REACH;
for (const [typed, want, withWord] of probed) {
  const got = catalogueThemeIn(typed)?.id;
  const inputs = storyInputsSchema.parse({ characters: [{ name: 'Maya', kind: 'child', pronoun: 'she' }], age_group: '3-5', story_length: 'medium', tone: 'gentle', theme: typed });
  const idea = writeIdea(inputs, seed);
  const opening = writeStory(idea, inputs).slice(0, 3).map((page) => page.text).join(' ');
  const carried = !withWord || withWord.test(opening);
  const ok = got === want && idea.plot === `theme:${want}` && carried;
  if (got === want) landed += 1;
  if (ok) told += 1;
  say(`${ok ? 'ok  ' : 'MISS'} ${typed} -> ${got ?? '-'} [${idea.plot}]${got === want ? '' : ` (want ${want})`}${carried ? '' : ` (pages 1-3 lack ${withWord})`}`);
  if (verbose && !ok) say(`     ${opening}`);
}
say(`landed ${landed}/${probed.length}, told with who and where ${told}/${probed.length}`);
