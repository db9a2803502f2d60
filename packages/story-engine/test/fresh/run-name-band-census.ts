import { THEME_CATALOGUE, labelOf } from '../../src/world/catalogue';
import type * as Engine from '../../src/index';

/**
 * `npx tsx test/fresh/run-name-band-census.ts [seed]`: every catalogue theme (its label as the theme) for the youngest
 * readers (0-2, 3-5), at every length, with a hero of a long name, and how many ideas say the theme could not be told
 * "in a book this short for this age" (the theme's own story did not fit the reading band). `SRC=<dir>` reads another
 * copy of `src`; `NAMES=Mateo,Oliver` narrows the names.
 */
const src = process.env.SRC ?? '../../src';
const { writeIdea } = (await import(`${src}/index`)) as typeof Engine;
const NAMES: ReadonlyArray<readonly [string, 'she' | 'he']> = [['Mateo', 'he'], ['Oliver', 'he'], ['Amelia', 'she'], ['Isabella', 'she']];
const names = process.env.NAMES ? NAMES.filter(([name]) => process.env.NAMES!.split(',').includes(name)) : NAMES;
const seed = Number(process.argv[2] ?? '1050700');
let dropped = 0;
let total = 0;
const cells: string[] = [];
for (const entry of THEME_CATALOGUE) {
  for (const age of ['0-2', '3-5'] as const) {
    for (const length of ['short', 'medium', 'long'] as const) {
      for (const [name, pronoun] of names) {
        const theme = labelOf(entry);
        const idea = writeIdea({ characters: [{ name, kind: 'child', pronoun, appearance: {}, traits: [] }], age_group: age, story_length: length, theme, tone: 'cozy', art_style: 'watercolor', language: 'en' }, seed);
        total += 1;
        if (/in a book this short for this age/.test(idea.summary)) {
          dropped += 1;
          cells.push(`${entry.id} ${age} ${length} ${name}`);
        }
      }
    }
  }
}
process.stdout.write(`${dropped} of ${total} ideas dropped their theme for the band (seed ${seed})\n${cells.map((cell) => `    ${cell}`).join('\n')}\n`);
