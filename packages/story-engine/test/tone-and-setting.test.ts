import fc from 'fast-check';
import { SETTINGS } from '@studio/contracts/stories';
import type { StoryInputs, Tone } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { writeIdea, writeStory } from '../src/index';
import { PLOT_IDS, plotById } from '../src/plots';
import { SETTING_KITS } from '../src/world/settings';
import { inputsArbitrary, seedArbitrary } from './arbitraries';
import { storyText } from './story-text';

const MARKERS: Partial<Record<Tone, RegExp>> = {
  funny: /boing|splish|oops|grumble|giggled|snorted|raspberry|somersault|burst out laughing/gi,
  // Not 'slow', 'quiet' or 'calm': those are the gentle tone's own words, and gentle is what cozy is measured against.
  cozy: /snug|cozy|cocoa|golden|warm/gi,
  adventurous: /onward|explorer|whoosh|adventure|bold|excitement/gi,
};

const countMatches = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

describe('tone', () => {
  it.each(Object.keys(MARKERS) as Tone[])('a %s story uses its tone’s words more than a gentle one', (tone) => {
    const marker = MARKERS[tone] as RegExp;
    fc.assert(
      fc.property(inputsArbitrary(), seedArbitrary, (raw, seed) => {
        const inputs: StoryInputs = { ...raw, age_group: '6-8', story_length: 'medium' };
        const toned = { ...inputs, tone };
        const gentle = { ...inputs, tone: 'gentle' as const };
        const idea = writeIdea(toned, seed);
        const tonedText = storyText(writeStory(idea, toned));
        const gentleText = storyText(writeStory({ ...idea, tone: 'gentle' }, gentle));
        expect(tonedText).not.toBe(gentleText);
        expect(countMatches(tonedText, marker)).toBeGreaterThan(countMatches(gentleText, marker));
      }),
      { numRuns: 15, seed: 8 },
    );
  });
});

describe('setting vocabulary', () => {
  it.each(SETTINGS)('a story set %s talks about its own places', (setting) => {
    const kit = SETTING_KITS[setting];
    const others = SETTINGS.filter((other) => other !== setting).flatMap((other) => SETTING_KITS[other].landmarks);
    fc.assert(
      fc.property(inputsArbitrary(), seedArbitrary, (raw, seed) => {
        const inputs: StoryInputs = { ...raw, setting, story_length: 'short' };
        const idea = writeIdea(inputs, seed);
        // A story at its event (the dentist's, the first day) is in the event's own place: a young listener's short
        // book there names no street landmark (theme-story.ts, whereItBegins).
        if (plotById(idea.plot).atItsEvent) return;
        const text = storyText(writeStory(idea, inputs));
        const ownPlaces = kit.landmarks.filter((landmark) => text.includes(landmark));
        expect(ownPlaces.length).toBeGreaterThanOrEqual(1);
        expect(others.filter((landmark) => !kit.landmarks.includes(landmark) && text.includes(landmark))).toEqual([]);
      }),
      { numRuns: 10, seed: 4 },
    );
  });
});

describe('the end of the day, where the story is', () => {
  it('neither goes home from home nor watches the sun set over a bathtub, the sea floor or the moon base', () => {
    const mia = { name: 'Mia', kind: 'child' as const, pronoun: 'she' as const, appearance: {}, traits: [] };
    const dog = { name: 'Biscuit', kind: 'animal' as const, species: 'dog' as const, pronoun: 'he' as const, appearance: {}, traits: [] };
    for (const setting of ['home', 'under the sea', 'space'] as const) {
      for (const plot of PLOT_IDS) {
        for (const seed of [1, 2, 3, 4]) {
          const inputs = { characters: [mia, dog], age_group: '6-8', story_length: 'long', setting, tone: 'gentle', art_style: 'flat', language: 'en' } as StoryInputs;
          const text = storyText(writeStory({ ...writeIdea(inputs, seed), plot }, inputs));
          expect(text, `${setting} ${plot} #${seed}`).not.toMatch(/sun went down over/);
          if (setting === 'home') expect(text, `${plot} #${seed}`).not.toMatch(/\b(?:walked|went) home\b|long way home/);
        }
      }
    }
  });
});
