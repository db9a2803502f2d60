import { storyInputsSchema } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { writeIdea, writeStory } from '../src/index';

/** Tone lines that say someone is on the move: they belong on a page where someone is. */
const ON_THE_MOVE = /went slowly, noticing every little thing|stopped to watch how|walked backwards for a while|"Splish, splosh, squelch!" went|"Boing, boing!" went/;
const STILL = new Set(['sleeping', 'sitting', 'hugging', 'reading', 'eating', 'standing']);

describe('a tone line about going somewhere', () => {
  it('is never said on a page where everyone is asleep, sitting or hugging ("She slept all night. She went slowly…")', () => {
    let checked = 0;
    for (const tone of ['gentle', 'funny', 'silly'] as const) {
      for (const age of ['3-5', '6-8'] as const) {
        for (let seed = 0; seed < 6; seed += 1) {
          const inputs = storyInputsSchema.parse({ characters: [{ name: 'Sofia', kind: 'child', pronoun: 'she' }, { name: 'Papa', kind: 'grown-up', pronoun: 'he' }], age_group: age, story_length: 'medium', tone });
          for (const page of writeStory(writeIdea(inputs, seed), inputs)) {
            if (!STILL.has(page.scene.action)) continue;
            checked += 1;
            expect(page.text).not.toMatch(ON_THE_MOVE);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});
