import { storyInputsSchema, type Character } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { writeIdea } from '../src/index';
import { PLOTS } from '../src/plots';
import { STYLE_LADDER } from '../src/story/age-style';
import { buildContext } from '../src/story/build-context';
import { pageExtras } from '../src/story/page-extras';

const mia: Character = { name: 'Mia', kind: 'child', pronoun: 'she', appearance: {}, traits: [] };
const biscuit: Character = { name: 'Biscuit', kind: 'animal', species: 'dog', pronoun: 'he', appearance: {}, traits: [] };

describe('the lines added around a page', () => {
  it.each([[[mia, biscuit]], [[mia]]])('never bring the pal onto a page whose picture leaves them out, in any plot (%#)', (cast) => {
    const inputs = storyInputsSchema.parse({ characters: cast, age_group: '9-12', story_length: 'long' });
    for (const plot of PLOTS) {
      const ctx = buildContext(writeIdea(inputs, 3), inputs, plot);
      const extras = pageExtras(ctx, plot, STYLE_LADDER['9-12'][0]!);
      const dealt = Array.from({ length: 40 }, () => [extras.detail(false), extras.thought(false), extras.flourish(false)]).flat().filter(Boolean);
      expect(dealt.length).toBeGreaterThan(40);
      expect(dealt.filter((line) => line!.includes(ctx.pal.name))).toEqual([]);
      // With the pal on the page, the same decks do name them.
      const shared = pageExtras(buildContext(writeIdea(inputs, 3), inputs, plot), plot, STYLE_LADDER['9-12'][0]!);
      const withPal = Array.from({ length: 40 }, () => [shared.detail(true), shared.thought(true)]).flat();
      expect(withPal.some((line) => line?.includes(ctx.pal.name))).toBe(true);
    }
  });
});
