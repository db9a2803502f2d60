/**
 * How often a catalogue theme is not told by its own plot (theme:<id>) because its book does not fit the reading band:
 * every entry × age × length × seed, the entry's label as the theme. Run: npx tsx test/band-loss-census.ts [seeds] [ages]
 */
import type { StoryInputs } from '@studio/contracts/stories';
import { writeIdea } from '../src/idea/write-idea';
import { THEME_CATALOGUE, labelOf } from '../src/world/catalogue';

const seeds = Number(process.argv[2] ?? 1);
const ages = (process.argv[3] ?? '0-2,3-5,6-8,9-12').split(',') as StoryInputs['age_group'][];
const lengths: StoryInputs['story_length'][] = ['short', 'medium', 'long'];
for (const age of ages) {
  let lost = 0;
  let all = 0;
  const which = new Map<string, number>();
  for (const entry of THEME_CATALOGUE) {
    for (const story_length of lengths) {
      for (let s = 0; s < seeds; s += 1) {
        const inputs: StoryInputs = { tone: 'gentle', theme: labelOf(entry), age_group: age, story_length, characters: [{ name: 'Mila', kind: 'child', pronoun: 'she', appearance: {}, traits: [] }, { name: 'Daddy', kind: 'grown-up', pronoun: 'he', appearance: {}, traits: [] }] } as unknown as StoryInputs;
        all += 1;
        let plot = '';
        try { plot = writeIdea(inputs, 1280001 + s * 7).plot; } catch (error) { plot = `error ${(error as Error).message.slice(0, 40)}`; }
        if (!plot.startsWith('theme:') && !plot.startsWith('contest')) { lost += 1; which.set(`${entry.id}/${story_length}`, (which.get(`${entry.id}/${story_length}`) ?? 0) + 1); }
      }
    }
  }
  process.stdout.write(`${age}: ${lost}/${all} not told by the entry's own plot\n`);
  process.stdout.write(`  ${[...which.keys()].join(' ')}\n`);
}
