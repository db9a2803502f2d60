import { SETTINGS, storyInputsSchema, type Character } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { writeIdea, writeStory } from '../src/index';
import { lessonById } from '../src/world/lessons';
import { SETTING_KITS } from '../src/world/settings';
import { storyText } from './story-text';

const leo: Character = { name: 'Leo', kind: 'child', pronoun: 'he', appearance: {}, traits: [] };
const biscuit: Character = { name: 'Biscuit', kind: 'animal', species: 'dog', pronoun: 'he', appearance: {}, traits: [] };

describe('a surprise party for the pal, with nobody else in the cast', () => {
  it.each(SETTINGS)('is saved by the hero, not by a creature that "comes by" (%s)', (setting) => {
    const inputs = storyInputsSchema.parse({ characters: [leo, biscuit], age_group: '6-8', story_length: 'medium', theme: 'a birthday surprise', setting });
    for (const seed of [1, 2, 3]) {
      const idea = writeIdea(inputs, seed);
      const text = storyText(writeStory(idea, inputs));
      expect(text).toContain('Surprise!');
      expect(text).not.toMatch(/came by\.|"I can help/);
      expect(text).toMatch(/It just has to be from me!/);
      // The party is somewhere a party can be: never the bathtub, the bus stop or the castle moat.
      const party = writeStory(idea, inputs).find((page) => page.text.includes('Surprise!'))!.text;
      expect(SETTING_KITS[setting].gatheringPlaces.some((place) => party.includes(place))).toBe(true);
    }
  });

  it("does not teach teamwork, which the hero alone cannot show, and ends on the pal's joy, not thanks to nobody", () => {
    const inputs = storyInputsSchema.parse({ characters: [leo, biscuit], age_group: '6-8', story_length: 'short', theme: 'a birthday surprise' });
    for (let seed = 1; seed <= 30; seed += 1) {
      const idea = writeIdea(inputs, seed);
      expect(idea.lesson).not.toBe(lessonById('teamwork').statement);
      const last = writeStory(idea, inputs).at(-1)!.text;
      expect(last).not.toMatch(/Thank you|thanks to you/);
      expect(last).toMatch(/said Biscuit|Biscuit said/);
    }
  });
});
