import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { plotById, tellsItsOwnTheme } from '../src/plots';
import { BODY_PLOT_ID, readBody } from '../src/understand/read-body';
import { readTheme } from '../src/understand/read-theme';
import { BODY_THINGS, GROWN_UP_BODY_THINGS } from '../src/world/body-things';
import { HEALTH_PHRASINGS } from './fresh/health-phrasings';

/**
 * A body or health moment no catalogue entry tells (issue 28, round 13b): nits, an inhaler, a nosebleed, braces, a
 * grandad's new hearing aid, read from the theme's plain roots and told by `plots/the-body.ts` in its own true lines.
 */

describe('reading a body or health moment', () => {
  it('reads the thing from its plain roots, and whose it is', () => {
    expect(readBody('she has nits again')).toMatchObject({ whose: 'own', thing: { id: 'nits' } });
    expect(readBody('he gets nosebleeds')).toMatchObject({ whose: 'own', thing: { id: 'nosebleed' } });
    expect(readBody('her braces are sore')).toMatchObject({ whose: 'own', thing: { id: 'braces' } });
    expect(readBody("grandad's new hearing aid")).toMatchObject({ whose: 'theirs', who: 'grandad', thing: { id: 'their-hearing-aid' } });
    expect(readBody('nanny has to use a walking stick')).toMatchObject({ whose: 'theirs', who: 'nanny' });
    // A hearing aid of the child's own is the child's; a deaf dog or a sewing stitch is no body moment of the hero's.
    expect(readBody('getting a hearing aid')).toMatchObject({ whose: 'own', thing: { id: 'hearing-aid' } });
    // A pet's, a creature's or a toy's ("our dog has hay fever") is no moment of the hero's body; a child named first is the hero.
    for (const theme of ['our dog has hay fever', 'a dragon who sneezes', 'my hamster has a bump on his head', 'teddy needs a plaster']) expect(readBody(theme), theme).toBeUndefined();
    expect(readBody('Ava has nits')).toMatchObject({ whose: 'own', thing: { id: 'nits' } });
    // Hay fever is no temperature.
    expect(readBody('sneezing with hay fever')).toMatchObject({ thing: { id: 'hay-fever' } });
    for (const theme of ['our dog is going deaf', 'learning cross stitch', 'bees collecting pollen', 'a candy cane', 'making a thermometer']) expect(readBody(theme), theme).toBeUndefined();
  });

  it('is the story over a place or a day, never over a moment the catalogue tells, and a grown-up\'s over the child\'s own', () => {
    expect(readTheme('cut his knee at the park').kind).toBe('body');
    expect(readTheme('carrying an epipen to school').kind).toBe('body');
    expect(readTheme('getting grommets put in')).toMatchObject({ kind: 'catalogue', entry: { id: 'hospital' } });
    expect(readTheme('getting new glasses')).toMatchObject({ kind: 'catalogue', entry: { id: 'glasses' } });
    expect(readTheme('grandma got new glasses')).toMatchObject({ kind: 'body', body: { whose: 'theirs', who: 'grandma' } });
    // A grown-up's broken bone the catalogue tells from beside stays its own.
    expect(readTheme('when dad broke his leg')).toMatchObject({ kind: 'catalogue', entry: { id: 'someone-hurt' } });
  });

  it('knows fifteen things and more, and tells the census as the story', () => {
    expect(BODY_THINGS.length + GROWN_UP_BODY_THINGS.length).toBeGreaterThanOrEqual(15);
    expect(HEALTH_PHRASINGS.length).toBeGreaterThanOrEqual(40);
    // Round 13b before the frame: 11 of 48 told (4 by the catalogue, 6 as a day in general words, 1 as a habit).
    const told = HEALTH_PHRASINGS.filter((theme) => {
      const kind = readTheme(theme).kind;
      return kind === 'catalogue' || kind === 'body';
    });
    expect(told.length).toBeGreaterThanOrEqual(46);
    expect(tellsItsOwnTheme(plotById(BODY_PLOT_ID, 'she has nits again'))).toBe(true);
  });
});

const book = (theme: string, age: string, seed: number, length = 'short') => {
  const inputs = storyInputsSchema.parse({
    characters: [{ name: 'Nia', kind: 'child', pronoun: 'she', traits: [] }, { name: 'Mum', kind: 'grown-up', pronoun: 'she', traits: [] }],
    age_group: age, story_length: length, theme, tone: 'cozy',
  });
  const idea = writeIdea(inputs, seed);
  return { idea, text: writeStory(idea, inputs).map((page) => page.text).join('\n') };
};

describe('a body or health moment told as the story', () => {
  it('tells a nosebleed the safe way: lean forward, pinch the soft part, a grown-up helps', () => {
    const told = book('a nosebleed at school', '3-5', 141001);
    expect(told.idea.plot).toBe(BODY_PLOT_ID);
    expect(told.text).toMatch(/[Ll]ean forward, and pinch the soft part of the nose/);
    // At school, the one who helps is a grown-up there, never the parent who waved goodbye at the gate.
    expect(told.text).not.toMatch(/Mum showed/);
    expect(told.text).not.toMatch(/[{}]/);
  });

  it('names the part of the body the parent names, and tells stitches in their order: the worry, the wait, then done', () => {
    expect(readBody('my son needs stitches in his forehead')).toMatchObject({ thing: { id: 'stitches' }, part: 'forehead' });
    const told = book('my son needs stitches in his forehead', '3-5', 141004);
    expect(told.text).toMatch(/bumped her forehead/);
    expect(told.text).not.toMatch(/\bchin\b/);
    expect(told.text.indexOf('stitches came out')).toBeGreaterThan(told.text.indexOf('stitches were done'));
    // The setback of a graze is the sore part bumped again, in the parent's words, never a plaster lost before it is on.
    expect(book('he grazed his elbow', '6-8', 141005, 'medium').text).toMatch(/bumped the sore elbow/);
  });

  it('tells a grown-up\'s hearing aid as the hero noticing and helping, by the family\'s own word', () => {
    const told = book('grandpa has a new hearing aid', '6-8', 141002);
    expect(told.idea.plot).toBe(BODY_PLOT_ID);
    expect(told.text).toMatch(/Grandpa had a new hearing aid/);
    expect(told.text).toMatch(/Nia learnt to face Grandpa and speak clearly/);
    // The first help that is no help is the thing's own, never "got it a bit wrong".
    expect(book('grandpa has a new hearing aid', '6-8', 141002, 'medium').text).toMatch(/Nia wanted to help, and shouted very loudly, right next to Grandpa's ear/);
    expect(told.text).not.toMatch(/Nia(?:'s)? (?:new )?hearing aids?|[{}]/);
    // "Mummy" in the theme is the cast's Mum.
    expect(book('mummy has a bad back', '3-5', 141003).text).toMatch(/\bMum had a bad back\b/);
  });
});
