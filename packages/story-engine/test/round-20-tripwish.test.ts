import { storyInputsSchema, type AgeGroup } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { refineIdea, writeIdea, writeStory } from '../src/index';
import { catalogueThemeIn } from '../src/world/catalogue';

/** A book on a told theme with a wish (or two, one after the other), its idea and its pages. */
const wished = (theme: string, wishes: readonly string[], age: AgeGroup = '6-8', length: 'short' | 'medium' = 'short') => {
  let inputs = storyInputsSchema.parse({ characters: [{ name: 'Mira', kind: 'child', pronoun: 'she' }, { name: 'Dad', kind: 'grown-up', pronoun: 'he' }], age_group: age, story_length: length, tone: 'cozy', theme });
  let idea = writeIdea(inputs, 2004001);
  for (const wish of wishes) ({ idea, inputs } = refineIdea(idea, inputs, wish));
  const pages = writeStory(idea, inputs).map((page) => page.text);
  return { idea, pages, text: pages.join(' ') };
};

describe('a wish of where or how a told theme happens combines with it (round 20, held-out read 45)', () => {
  it('"set it on a train" on a class trip to a museum is the trip gone to by train, never a train ride that loses the museum', () => {
    const { idea, pages, text } = wished('a school trip to the Natural History Museum', ['set it on a train'], '9-12');
    expect(idea.plot).not.toBe('theme:train-ride');
    expect(text).toMatch(/museum/i);
    expect(pages[0]).toMatch(/went by train/);
    expect(pages.at(-1)).toMatch(/came home by train/);
    expect(idea.summary).toContain('the train is the journey there and home again, and the story is still "a school trip to the Natural History Museum"');
    expect(idea.summary).not.toMatch(/is left out/);
  });

  it('a vehicle on a day at home, a plane for one day\'s visit, and another place for a day at its own place, are declined with the theme kept', () => {
    const boat = wished('my birthday', ['set it on a boat'], '3-5');
    expect(boat.idea.plot).toBe('theme:birthday');
    expect(boat.idea.summary).toContain('could not set it on a boat: a story of "my birthday" happens at home');
    expect(boat.text).not.toMatch(/\bboat\b/);
    const granny = wished('visiting Granny', ['they take the plane'], '3-5');
    expect(granny.idea.summary).toContain('could not set it on a plane: a story of "visiting Granny" is one day there and home again');
    const dentist = wished('going to the dentist', ['set it at the beach']);
    expect(dentist.idea.summary).toContain('could not set it at the beach');
    expect(dentist.text).not.toMatch(/\bbeach\b/);
  });

  it('a place the theme can happen at is its setting, said in the idea: a sleepover at Grandma\'s, Eid at Nani\'s house', () => {
    const sleepover = wished('a sleepover', ['set it at Grandma\'s'], '3-5');
    expect(sleepover.text).toContain('Grandma\'s house');
    expect(sleepover.idea.summary).toContain('Now it happens at Grandma\'s, and the story is still "a sleepover".');
    const eid = wished('Eid', ['set it at Nani\'s house']);
    expect(eid.idea.plot).toBe('theme:eid');
    expect(eid.text).toContain('Nani\'s house');
  });

  it('night is declined for a day out (a zoo is shut, a little one is never out in the dark); snow on a festival is weather, never a place', () => {
    const zoo = wished('a trip to the zoo', ['at night please'], '0-2');
    expect(zoo.idea.summary).toContain('could not set it at night');
    expect(zoo.text).not.toMatch(/night-time|\bdark\b/);
    const diwali = wished('Diwali', ['set it in the snow']);
    expect(diwali.text).toMatch(/\bsnow\b/i);
    expect(diwali.text).not.toMatch(/at the snow|from the snow/);
  });

  it('two wishes in a row both hold: a farm trip by bus, then snowy', () => {
    const { idea, pages, text } = wished('a trip to the farm', ['can we go by bus', 'make it snowy']);
    expect(idea.plot).toBe('theme:farm');
    expect(pages[0]).toMatch(/by bus/);
    expect(text).toMatch(/\bsnow/i);
  });

  it('two asked in one wish are each carried out or declined; another place for the one a theme names replaces it, said so', () => {
    const christmas = wished('Christmas', ['set it in the snow, and on a boat']);
    expect(christmas.idea.summary).toContain('could not set it on a boat');
    expect(christmas.idea.summary).toContain('Now it happens in the snow');
    expect(christmas.pages[0]).toContain('Outside, snow lay thick on the ground');
    const picnic = wished('a picnic in the park', ['set it at the castle']);
    expect(picnic.pages[0]).toContain('picnic at the castle');
    expect(picnic.idea.summary).toContain('Now it happens at the castle instead of in the park, and the story is still "a picnic".');
  });

  it('a way of going said after a day is the day; a ride said first is the ride', () => {
    expect(catalogueThemeIn('a trip to the farm by bus')?.id).toBe('farm');
    expect(catalogueThemeIn('going to the zoo on the bus')?.id).toBe('zoo');
    expect(catalogueThemeIn('a trip on the bus')?.id).toBe('bus-ride');
    expect(catalogueThemeIn('going on a train to see Nana')?.id).toBe('train-ride');
  });
});
