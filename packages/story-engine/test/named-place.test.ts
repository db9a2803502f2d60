import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { readNamedPlace } from '../src/understand/read-named-place';
import { namedPlaceHead, namedPlaceLost } from './fresh/place-detectors';
import { namedPlaceKit } from '../src/story/named-place-kit';
import { SETTING_KITS } from '../src/world/settings';

/** Round 14: a theme that names its place ("a picnic at the castle", "a wedding in India") is told there. */
const book = (theme: string, age: '0-2' | '3-5' | '6-8' | '9-12' = '6-8', story_length: 'short' | 'medium' | 'long' = 'medium') => {
  const inputs = storyInputsSchema.parse({ characters: [{ name: 'Maya', kind: 'child', pronoun: 'she' }, { name: 'Dad', kind: 'grown-up', pronoun: 'he' }], age_group: age, story_length, theme });
  const idea = writeIdea(inputs, 14);
  return { idea, pages: writeStory(idea, inputs).map((page) => page.text) };
};
const onPages = (pages: readonly string[], word: RegExp) => pages.slice(1).filter((text) => word.test(text)).length;

describe('a theme that names its place', () => {
  it('reads the place, its kit, a far place and a house, and never the weather or whom it is with', () => {
    expect(readNamedPlace('a picnic at the castle')).toMatchObject({ name: 'the castle', at: 'at the castle', kit: { setting: 'castle' } });
    expect(readNamedPlace("Eid at Nani's in Lahore")).toMatchObject({ name: "Nani's house in Lahore", at: "at Nani's house in Lahore", far: { name: 'Lahore' }, home: true });
    expect(readNamedPlace("a sleepover at my cousin's")).toMatchObject({ name: "{his} cousin's house", home: true });
    expect(readNamedPlace('a walk in the rain to the shops')).toMatchObject({ name: 'the shops' });
    expect(readNamedPlace('going to the aquarium with dad')).toMatchObject({ name: 'the aquarium', at: 'at the aquarium' });
    expect(readNamedPlace('a holiday in a caravan')).toMatchObject({ name: 'the caravan', at: 'in the caravan' });
    expect(readNamedPlace('going fishing with grandad')).toBeUndefined();
    // Words after "in" or "on" that are no place a family goes to, or a time.
    for (const none of ['a new baby in the family', 'a mouse in the house', 'a fox on the loose', 'a birthday party on Saturday', 'a ghost at the sleepover', 'trouble at school']) expect(readNamedPlace(none)).toBeUndefined();
  });

  it('tells a picnic at the castle at the castle, not in the park', () => {
    const { idea, pages } = book('a picnic at the castle');
    expect(idea.plot).toBe('theme:picnic');
    expect(idea.setting).toBe('castle');
    expect(onPages(pages, /\bcastle\b/)).toBeGreaterThanOrEqual(2);
    expect(pages.join(' ')).not.toMatch(/\bin the park\b/);
    expect(pages.join(' ')).toMatch(/drawbridge|tower/);
  });

  it('takes a festival or a wedding to the far place it is kept in, with how they got there', () => {
    const wedding = book('a wedding in India', '9-12', 'long').pages;
    expect(wedding[0]).toMatch(/The wedding was in India, a long way from home\./);
    expect(wedding.join(' ')).toMatch(/They flew to India on a big plane/);
    const christmas = book("Christmas at Granny's in Scotland", '3-5', 'long').pages;
    expect(onPages(christmas, /\bScotland\b/)).toBeGreaterThanOrEqual(1);
  });

  it('tells a holiday in a caravan (the camping entry\'s caravan, round 15) and a walk up the hill as days there, in the place\'s own lines', () => {
    const caravan = book('a holiday in a caravan', '6-8', 'long');
    expect(caravan.idea.plot).toBe('theme:camping');
    expect(caravan.pages.join(' ')).toMatch(/table folded down|Rain on the caravan roof went pitter-patter/);
    expect(caravan.pages.join(' ')).not.toMatch(/sign by the gate|map of the caravan/);
    // Since round 20 a walk up the hill is the climb to its top (`hill-walk`), on the hill's own path.
    expect(book('a walk up the hill', '6-8', 'long').pages.join(' ')).toMatch(/top of the hill[\s\S]*The path went up/);
  });

  it('reaches a far place by its journey, not past kerbs and a gate\'s map', () => {
    const cornwall = book('a holiday in Cornwall', '6-8', 'long').pages.join(' ');
    expect(cornwall).toMatch(/long drive down to Cornwall/);
    expect(cornwall).not.toMatch(/every kerb|map by the gate|map of Cornwall/);
  });

  it('puts the place on the setting only where it belongs: a pool in town, never on a beach; a house as the hero\'s', () => {
    expect(namedPlaceKit('a party at the swimming pool', SETTING_KITS.city, 'her')).toMatchObject({ place: 'the swimming pool', landmarks: expect.arrayContaining(['the shallow end']) });
    expect(namedPlaceKit('a party at the swimming pool', SETTING_KITS.beach, 'her')).toBeUndefined();
    expect(namedPlaceKit("a sleepover at my best friend's house", SETTING_KITS.home, 'her')).toMatchObject({ place: "her best friend's house" });
  });

  it('leaves an entry whose own place the theme names as it is: a caravan weekend at the seaside is the beach day', () => {
    const { idea, pages } = book('a weekend in a caravan at the seaside', '9-12');
    expect(idea.plot).toBe('theme:beach-day');
    expect(pages.join(' ')).not.toMatch(/\bin the caravan, with a bucket\b/);
  });

  it('finds a named place missing from the pages (the census detector)', () => {
    expect(namedPlaceHead('Christmas at Granny\'s in Scotland')).toBe('scotland');
    expect(namedPlaceHead('a trip to London to see the King')).toBe('london');
    const lost = { theme: 'a picnic at the castle', cast: [], pages: [{ text: 'A picnic at the castle.' }, { text: 'In the park it was sunny.' }, { text: 'They ate.' }] };
    expect(namedPlaceLost(lost)).toHaveLength(1);
    const kept = { ...lost, pages: [...lost.pages, { text: 'The castle was grey.' }, { text: 'Up the castle tower.' }] };
    expect(namedPlaceLost(kept)).toHaveLength(0);
  });
});
