import { storyInputsSchema } from '@studio/contracts/stories';
import { isSpeciesId, speciesEntry } from '@studio/species';
import { describe, expect, it } from 'vitest';
import { animalWording } from '../src/cast/animal-wording';
import { castFromCharacter } from '../src/cast/cast-member';
import { foodFor } from '../src/cast/species';
import { writeIdea, writeStory } from '../src/index';
import { isLittle } from '../src/world/creature-size';

const mia = { name: 'Mia', kind: 'child' as const, pronoun: 'she' as const, appearance: {}, traits: [] };
const storyText = (plot: string, setting: string, seed: number, characters: object[] = [mia]) => {
  const inputs = storyInputsSchema.parse({ characters, age_group: '3-5', story_length: 'long', setting });
  return writeStory({ ...writeIdea(inputs, seed), plot }, inputs).map((page) => page.text).join(' ');
};

describe('what an animal is given to eat', () => {
  it('is its own true food, nothing for one a child should not feed, and the treat only for people', () => {
    expect(foodFor('duckling', 'apple pie')).toBe('a few peas');
    expect(foodFor('goat', 'apple pie')).toBe('a handful of hay');
    expect(foodFor('puffin', 'ice lollies')).toBeUndefined();
    expect(foodFor('robot', 'pancakes')).toBeUndefined();
    expect(foodFor('girl', 'apple pie')).toBe('apple pie');
  });

  it('a little lost creature on the way home is fed what it eats, never the picnic', () => {
    for (const setting of ['beach', 'farm', 'city', 'forest']) {
      for (const seed of [1, 2, 3, 4, 5]) {
        const text = storyText('helping-someone', setting, seed);
        expect(text, `${setting} #${seed}`).not.toMatch(/shared some/);
        const [, noun, food] = /"I am hungry," said the ([a-z ]+)\. \S+ found (.+?) for it\./.exec(text) ?? [];
        if (noun) expect(food, `${setting} #${seed}`).toBe(speciesEntry(noun as never).eats);
      }
    }
  });

  it('a shy animal is offered its own food, not the picnic', () => {
    for (const setting of ['farm', 'forest', 'beach']) {
      for (const seed of [1, 2, 3, 4]) {
        const text = storyText('making-a-friend', setting, seed);
        const [, noun] = /with a shy ([a-z ]+)\?/.exec(text) ?? [];
        if (noun && isSpeciesId(noun)) {
          const food = speciesEntry(noun).eats;
          expect(text, `${setting} #${seed}`).not.toMatch(/held out some/);
          if (food) expect(text).toContain(`held out ${food}`);
        }
      }
    }
  });

  it('what plays in the dark cupboard or the hollow under the roots is small', () => {
    for (const setting of ['forest', 'home', 'mountains', 'castle']) {
      for (const seed of [1, 2, 3, 4, 5]) {
        const [, noun] = /There in the dark was an? ([a-z ]+)!/.exec(storyText('facing-a-fear', setting, seed)) ?? [];
        if (noun) expect(isLittle(noun), `${setting} #${seed}: ${noun}`).toBe(true);
      }
    }
  });
});

describe('the words for an animal of the cast', () => {
  const latke = castFromCharacter({ name: 'Latke', kind: 'animal', species: 'cat', pronoun: 'she', appearance: {}, traits: [] });
  const hoot = castFromCharacter({ name: 'Hoot', kind: 'animal', species: 'owl', pronoun: 'he', appearance: {}, traits: [] });
  const eli = castFromCharacter({ name: 'Eli', kind: 'child', pronoun: 'he', appearance: {}, traits: [] });
  it.each([
    ["Bubbe held Latke's hand.", "Bubbe held Latke's paw."],
    ["Latke held Bubbe's hand and knocked first.", 'Latke stayed close to Bubbe and knocked first.'],
    ["Eli squeezed Hoot's hand.", "Eli squeezed Hoot's wing."],
    ["Latke held Grandma Rose's hand.", 'Latke stayed close to Grandma Rose.'],
  ])('"%s" → "%s"', (line, expected) => expect(animalWording(line, [latke, hoot, eli])).toBe(expected));

  it("leaves a child's hands alone", () => expect(animalWording("Latke sat by Eli's hand.", [latke, eli])).toBe("Latke sat by Eli's hand."));
});

describe("a tone's lines for an animal friend", () => {
  it('never has a robin smile: an animal comes closer instead', async () => {
    const { TONE_KITS } = await import('../src/world/tones');
    const { castFromCreature } = await import('../src/cast/cast-member');
    const hero = castFromCharacter({ name: 'Kofi', kind: 'child', pronoun: 'he', appearance: {}, traits: [] });
    const pal = castFromCreature('robin');
    const line = TONE_KITS.gentle.flourishes.map((flourish) => { try { return flourish({ hero, pal } as never); } catch { return ''; } }).find((text) => /closer to Kofi|kind smile/.test(text));
    expect(line).toBe('The robin fluttered a little closer to Kofi.');
  });
});
