import { describe, expect, it } from 'vitest';
import { storyInputsSchema, type AgeGroup, type StoryLength } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { readChange } from '../src/understand/read-change';
import { changeOuting, changePlot } from '../src/plots/the-change';
import { readTheme } from '../src/understand/read-theme';
import { CHANGE_CENSUS } from './fresh/change-census';

/**
 * News and changes in the family the catalogue does not name (issue 28, round 13): read with the tagger as who it happens
 * to and what changes, and told as that news (`plots/the-change.ts`), not declined beside a party or a quest.
 */

describe('reading the family\'s news', () => {
  it('finds who it happens to, the kind of change, and the news in the story\'s past', () => {
    expect(readChange('grandma is moving to a care home')).toMatchObject({ kind: 'leaving', subject: { head: 'grandma', grownUp: true }, news: 'was moving to a care home', place: 'a care home' });
    expect(readChange('daddy lost his job')).toMatchObject({ kind: 'job-lost', subject: { head: 'daddy' }, news: 'had lost his job' });
    expect(readChange('our car broke down')).toMatchObject({ kind: 'broken', subject: { head: 'car', person: false }, news: 'had broken down' });
    expect(readChange('our flat flooded')).toMatchObject({ kind: 'broken', subject: { head: 'flat' }, news: 'had flooded' });
    expect(readChange('we can\'t go on holiday this year')).toMatchObject({ kind: 'cancelled', subject: { head: 'we' }, news: 'could not go on holiday this year' });
    expect(readChange('auntie is coming to live with us')).toMatchObject({ kind: 'arriving', news: 'was coming to live with the family' });
    expect(readChange('my big brother is going to university')).toMatchObject({ kind: 'leaving', subject: { head: 'brother', words: 'big brother', grownUp: false } });
    expect(readChange('we are getting a new kitchen')).toMatchObject({ kind: 'building', thing: 'kitchen' });
    expect(readChange('our car got stolen')).toMatchObject({ news: 'had been stolen' });
    // A month is when, never where: "a picture of September" was shown before round 13's after-read.
    expect(readChange('my sister is going to university in September')).toMatchObject({ place: 'university' });
    expect(readChange('my dad was made redundant')).toMatchObject({ kind: 'job-lost', news: 'had been made redundant' });
  });

  it('reads nothing where the words are no news of the family: no subject, no verb, no change', () => {
    for (const theme of ['grandma is going to the shops', 'a new kitchen', 'dinosaurs', 'the builders are coming to do our loft', 'our car is red', 'our kitchen is moving to Spain']) expect(readChange(theme), theme).toBeUndefined();
  });

  it('tells the news as the story where no entry tells it, and leaves an entry the moment it names', () => {
    for (const theme of ['grandma is moving to a care home', 'our van broke down', 'we are getting a lodger']) expect(readTheme(theme).kind, theme).toBe('change');
    // Misread before: a sister leaving was a new baby, and a seaside trip that cannot happen a day at the beach.
    expect(readTheme('my big sister is leaving home').kind).toBe('change');
    expect(readTheme('we can\'t go to the seaside this summer').kind).toBe('change');
    // The catalogue tells a grown-up's operation and the new baby's homecoming.
    expect(readTheme('granny is having a hip operation')).toMatchObject({ kind: 'catalogue', entry: { id: 'hospital-visit' } });
    expect(readTheme('my baby brother is coming home from hospital')).toMatchObject({ kind: 'catalogue', entry: { id: 'new-baby' } });
  });

  it('places nearly every phrasing of the census (42 new ones) as the news or an entry that tells it', () => {
    const placed = CHANGE_CENSUS.filter((theme) => ['change', 'catalogue'].includes(readTheme(theme).kind));
    const news = CHANGE_CENSUS.filter((theme) => readTheme(theme).kind === 'change');
    expect(placed.length).toBeGreaterThanOrEqual(40);
    expect(news.length).toBeGreaterThanOrEqual(30);
  });
});

const written = (theme: string, age: AgeGroup, length: StoryLength, seed = 1320100) => {
  const inputs = storyInputsSchema.parse({ characters: [{ name: 'Maya', kind: 'child', pronoun: 'she', traits: [] }, { name: 'Ava', kind: 'child', pronoun: 'she', traits: ['best friend'] }], age_group: age, story_length: length, tone: 'gentle', theme });
  const idea = writeIdea(inputs, seed);
  const pages = writeStory(idea, inputs).map((page) => page.text);
  return { idea, pages, text: pages.join(' ') };
};

describe('the family\'s news told as the story', () => {
  it('is told by the one it happens to, with the place they go and the empty chair it leaves', () => {
    const { idea, pages, text } = written('grandpa is moving to a care home', '6-8', 'medium');
    expect(idea.plot).toBe('the-change');
    expect(pages[0]).toMatch(/Grandpa sat down next to Maya and told her the news, gently: he was moving to a care home\./);
    expect(text).toMatch(/the care home/);
    // A care home's own leaving day (round 15, `plots/leaving-places.ts`): the armchair carried in, a goodnight call.
    expect(text).toMatch(/carried in the armchair/);
    // A leaving to no place the kits know keeps the empty chair at the table.
    expect(written('my uncle is moving away', '6-8', 'medium').text).toMatch(/empty chair/);
  });

  it('tells a job lost gently and honestly, with the parent among the family, and nothing mended by the end', () => {
    const { idea, pages, text } = written('daddy lost his job', '3-5', 'medium');
    expect(idea.plot).toBe('the-change');
    expect(idea.characters.map((member) => member.name)).toContain('Daddy');
    expect(text).toMatch(/had lost his job/);
    expect(pages.at(-1)).toMatch(/Nothing was fixed yet|Nobody knew yet/);
    expect(text).not.toMatch(/\b(?:party|cheered|hooray)\b/i);
  });

  it('shows the room torn out and tells a light change plainly, over breakfast', () => {
    const { pages, text } = written('we are getting a new kitchen', '6-8', 'medium');
    expect(pages.join(' ')).toMatch(/the family were getting a new kitchen/);
    expect(text).toMatch(/The kitchen was all dust, pipes and planks/);
    expect(written('our boiler broke down', '6-8', 'medium').pages[0]).toMatch(/^(?:At breakfast, \w+ told Maya the news|\w+ had some news for Maya that morning): the boiler had broken down\./);
  });

  it('works on the house for new windows, told over breakfast, and says a goodbye without the best day ever', () => {
    const { pages, text } = written('we are getting new windows', '3-5', 'short');
    expect(text).toMatch(/The house was all dust/);
    expect(text).not.toMatch(/windows was/);
    expect(pages[0]).toMatch(/^(?:At breakfast, \w+ told Maya the news|\w+ had some news for Maya that morning)/);
    // A goodbye is told gently (`PlotShape.tender`: no "one of the best days ever" at sunset), a broken boiler is not.
    expect(changePlot('my sister is going to university')?.tender).toBe(true);
    expect(changePlot('our boiler broke down')?.tender).toBeUndefined();
  });

  it('has small true things of its own kind to fill a thin page: the digger for a road, the tape for a goodbye', () => {
    expect(changeOuting('our road is being dug up')?.senses).toContain('The digger beeped every time it went backwards.');
    // A leaving to no place the kits know keeps the boxes and tape; a care home has its own (`plots/leaving-places.ts`).
    expect(changeOuting('grandma is moving away')?.senses).toContain('The tape went screech as it came off the roll.');
    expect(changeOuting('grandma is moving to a care home')?.senses).toContain('The photos came off the wall one by one, and left pale squares behind.');
    expect(changeOuting('grandma is moving to a care home')?.senses?.join(' ')).not.toMatch(/\{/);
  });

  it('digs a road up with a digger and barriers, never dust sheets and new paint', () => {
    const { text } = written('our road is being dug up', '6-8', 'medium');
    expect(text).toMatch(/The road was dug right up, with barriers round a big hole\./);
    expect(text).not.toMatch(/plastic sheets|new paint/);
  });

  it('says where new work is only when the words say so, and mends nothing that was lost for good', () => {
    expect(written('mum has to work nights now', '6-8', 'short').text).not.toMatch(/new job was at/);
    expect(written('dad got a job in another city', '6-8', 'medium').text).toMatch(/The new job was in another city/);
    const flooded = written('our flat flooded', '6-8', 'short');
    expect(flooded.text).not.toMatch(/put right at last|working again/);
    expect(flooded.pages.at(-1)).toMatch(/could not be got back|take a long time to put right/);
  });

  it('tells a goodbye to the youngest in their band, with a long name and three of the cast', () => {
    const inputs = storyInputsSchema.parse({ characters: [{ name: 'Alexandra', kind: 'child', pronoun: 'they', traits: [] }, { name: 'Pip', kind: 'animal', species: 'cat', pronoun: 'he', traits: [] }, { name: 'Nana Rose', kind: 'grown-up', pronoun: 'she', traits: [] }], age_group: '0-2', story_length: 'short', tone: 'gentle', theme: 'grandpa is moving to a care home' });
    expect(writeIdea(inputs, 7).plot).toBe('the-change');
  });

  it('tells a plan that cannot happen at home, never as the day itself, even for the youngest', () => {
    for (const [age, length] of [['0-2', 'short'], ['3-5', 'medium']] as const) {
      const { idea, text } = written('we can\'t go to the seaside this summer', age, length);
      expect(idea.plot, age).toBe('the-change');
      expect(text, age).toMatch(/holiday at home/);
    }
  });

  it('says what stays the same in a reader of nine to twelve\'s own terms, not the goodnight hug', () => {
    const { text } = written('auntie is coming to live with us', '9-12', 'medium');
    expect(text).toMatch(/she was coming to live with the family/);
    expect(text).toMatch(/the same jokes|the same old jokes/);
    expect(text).not.toMatch(/goodnight hug/);
  });
});
