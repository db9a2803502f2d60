import { it } from 'vitest';
import fc from 'fast-check';
import { AGE_GROUPS, STORY_LENGTHS } from '@studio/contracts/stories';
import { inputsArbitrary, seedArbitrary } from './arbitraries';
import { settingContradicted } from './review/defects';
import { writeReviewStory } from './review/review-stories';
const CELLS = AGE_GROUPS.flatMap((age_group) => STORY_LENGTHS.map((story_length) => ({ age_group, story_length })));
it('x', () => {
  const samples = fc.sample(fc.noBias(fc.tuple(inputsArbitrary(), seedArbitrary)), { numRuns: 600, seed: 16 });
  const seen = new Map<string, number>();
  samples.forEach(([inputs, seed], i) => {
    const s = writeReviewStory({ id: `generated-${i}`, cast: `generated-${i}`, inputs: { ...inputs, ...CELLS[i % CELLS.length]! }, seed, refinements: [] });
    for (const d of settingContradicted(s)) { const key = `${s.idea.plot} ${d.detail}`; if (!seen.has(s.idea.plot)) console.log(i, s.idea.plot, d.detail, '|', s.pages.find(p => d.detail.startsWith(`page ${p.page_number}:`))?.text.slice(0, 160)); seen.set(s.idea.plot, (seen.get(s.idea.plot) ?? 0) + 1); }
  });
  console.log([...seen]);
}, 600000);
