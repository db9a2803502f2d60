import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { refineIdea, writeIdea, writeStory } from '../src/index';
import { nounAsDoing } from '../src/understand/noun-as-day';
import { readTheme } from '../src/understand/read-theme';
import { splitSharedSubject } from '../src/story/split-compounds';
import { lessonActOf } from '../src/understand/read-lesson';

type Who = { name: string; kind: 'child' | 'grown-up' | 'animal'; pronoun: 'she' | 'he'; species?: 'cat' };

function book(theme: string, age: string, cast: Who[], { seed = 190101, length = 'short', tone = 'gentle', wish }: { seed?: number; length?: string; tone?: string; wish?: string } = {}) {
  let inputs = storyInputsSchema.parse({ characters: cast.map((member) => ({ ...member, appearance: {}, traits: [] })), age_group: age, story_length: length, tone, theme });
  let idea = writeIdea(inputs, seed);
  if (wish) ({ idea, inputs } = refineIdea(idea, inputs, wish));
  return { idea, pages: writeStory(idea, inputs).map((page) => page.text) };
}

const tia = { name: 'Tia', kind: 'child', pronoun: 'she' } as const;
const dad = { name: 'Dad', kind: 'grown-up', pronoun: 'he' } as const;

describe('round 19 (coordinator): from held-out read 44 and the wish census', () => {
  it('acts a lesson of sharing on a day with nothing to share out as a turn shared, in words that say so', () => {
    for (const [theme, age] of [['tractors', '0-2'], ['friendship', '3-5'], ['our new home', '6-8']] as const) {
      const { pages } = book(theme, age, [tia, { name: 'Ari', kind: 'child', pronoun: 'he' }], { wish: 'make the lesson about sharing', length: 'medium' });
      expect(pages.join(' '), theme).toMatch(/\bshare\b/);
      expect(pages.join(' ')).not.toMatch(/\blet \w+ go first\b/);
    }
  });

  it('gives a pet the theme does not name a kind, the same in the idea and on the pages', () => {
    for (const theme of ['lost pet', 'getting a new pet']) {
      const { idea, pages } = book(theme, '3-5', [tia, dad]);
      const text = pages.join(' ');
      expect(text, theme).not.toMatch(/\b(?:the|new|Tia's) pet\b/i);
      const kind = /\b(cat|dog)\b/.exec(text)?.[1];
      expect(kind, theme).toBeDefined();
      expect(idea.summary).toContain(kind!);
    }
  });

  it('never has new glasses steam up before the glasses are ready', () => {
    for (const seed of [190201, 190202, 190203, 190204]) {
      const { pages } = book('getting glasses for the first time', '3-5', [tia, dad], { seed, tone: 'funny' });
      const ready = pages.findIndex((page) => /glasses were ready|new glasses on|with them on/.test(page));
      const steamed = pages.findIndex((page) => /new glasses steamed/.test(page));
      expect(steamed === -1 || steamed > ready, pages.join('\n')).toBe(true);
    }
  });

  it('lifts a little one into a tractor cab, never has them climb up alone', () => {
    for (const seed of [190301, 190302, 190303]) {
      const text = book('riding on Grandad\'s tractor', '0-2', [tia, { name: 'Grandad', kind: 'grown-up', pronoun: 'he' }], { seed, length: 'medium' }).pages.join(' ');
      expect(text).toMatch(/cab/);
      expect(text).not.toMatch(/\bTia climbed up into the cab\b/);
    }
  });

  it('says the day\'s grown-up line of the grown-up friend only, never of two grown-ups on one page', () => {
    const masked = (page: string) => page.replaceAll(/\b(?:Nonno|Nani|Anya)\b/g, 'X');
    const twice = (page: string) => { const words = masked(page).split(' '); return words.some((_, at) => at + 6 <= words.length && masked(page).split(words.slice(at, at + 6).join(' ')).length > 2); };
    for (const [theme, age] of [['diwali with family', '9-12'], ['bonfire night fireworks', '6-8'], ['homework', '9-12']] as const) {
      const { pages } = book(theme, age, [{ name: 'Anya', kind: 'child', pronoun: 'she' }, { name: 'Nonno', kind: 'grown-up', pronoun: 'he' }, { name: 'Nani', kind: 'grown-up', pronoun: 'she' }], { length: 'long' });
      expect(pages.filter(twice), theme).toEqual([]);
    }
  });

  it('reads a few words naming an event, a grown-up\'s craft, songs or stories as the day they mean, and tells that day', () => {
    expect(nounAsDoing('a hot air balloon festival')[0]).toBe('going to a hot air balloon festival');
    expect(nounAsDoing('the village fete')).toContain('going to the fete');
    expect(nounAsDoing('Granny\'s knitting')).toContain('learning to knit with Granny');
    expect(nounAsDoing('Nana\'s silly songs')).toEqual(['singing with Nana']);
    expect(nounAsDoing('Grandad\'s stories')).toEqual(['listening to Grandad\'s stories']);
    // Left out: the general kits told them untrue (a snowdrop searched for from room to room, a jigsaw with a pencil).
    expect(nounAsDoing('the first snowdrop of spring')).toEqual([]);
    expect(nounAsDoing('the jigsaw with a missing piece')).toEqual([]);
    expect(nounAsDoing('a wobbly table at the café')).toEqual([]);
    for (const theme of ['a hot air balloon festival', 'the village fete', 'Granny\'s knitting']) {
      expect(readTheme(theme).kind, theme).not.toBe('unplaced');
      const { idea } = book(theme, '9-12', [tia, dad], { length: 'medium' });
      expect(idea.plot, theme).toBe('the-day');
    }
  });

  it('reads losing one\'s voice as the sore throat, in the hero\'s own voice', () => {
    const { idea, pages } = book('losing my voice', '3-5', [tia, dad]);
    expect(idea.plot).toBe('the-body');
    expect(pages.join(' ')).toMatch(/throat|voice/);
  });

  it('never gives the hero the second verb of a clause inside the sentence', () => {
    expect(splitSharedSubject('He noticed that the angry feeling came in a rush, and went away slowly if he let it.')).toEqual(['He noticed that the angry feeling came in a rush, and went away slowly if he let it.']);
  });

  it('chases no shadow in a swimming pool or a kitchen: the family joke fits any place', () => {
    const kofi = { name: 'Kofi', kind: 'child', pronoun: 'he' } as const;
    for (let seed = 440000; seed < 440004; seed += 1) {
      expect(book('first baby swimming lesson', '0-2', [kofi, dad], { seed, tone: 'silly', length: 'medium' }).pages.join(' ')).not.toMatch(/shadow/);
    }
  });

  it('acts a lesson of growing up on a theme of growing up, never declines it there', () => {
    const inputs = storyInputsSchema.parse({ characters: [{ name: 'Theo', kind: 'child', pronoun: 'he' }], age_group: '3-5', story_length: 'medium', theme: 'sleeping in a big boy bed', lesson: 'Growing up is exciting' });
    const idea = writeIdea(inputs, 450011);
    expect(idea.summary).not.toMatch(/could not act out/);
    expect(writeStory(idea, inputs).map((page) => page.text).join(' ')).toMatch(/one good thing/);
  });

  it('keeps a first fast however the parent puts it, from six; a younger child waits for iftar with the family', () => {
    const aisha = { name: 'Aisha', kind: 'child', pronoun: 'she' } as const;
    const ammi = { name: 'Ammi', kind: 'grown-up', pronoun: 'she' } as const;
    expect(book('fasting for Ramadan for the first time', '6-8', [aisha, ammi], { seed: 450014, length: 'medium' }).pages.join(' ')).toMatch(/first fast/);
    expect(book('fasting for Ramadan for the first time', '3-5', [aisha, ammi], { seed: 450014, length: 'medium' }).pages.join(' ')).not.toMatch(/first fast|try fasting/);
  });

  it('fills a day\'s name before a grandparent remembers it, and never has them remember their own day', () => {
    const inputs = storyInputsSchema.parse({ characters: [{ name: 'Zainab', kind: 'child', pronoun: 'she' }, { name: 'Nana', kind: 'grown-up', pronoun: 'she' }], age_group: '6-8', story_length: 'medium', theme: 'Nana moving in with us', lesson: 'Family is everything' });
    const text = writeStory(writeIdea(inputs, 460015), inputs).map((page) => page.text).join(' ');
    expect(text).not.toMatch(/[{}]/);
    expect(text).not.toMatch(/remember(?:ed)? Nana moving in/);
  });

  it('wishes for a moment in the past, never with a bare participle ("when she seen the bus")', () => {
    const amaya = { name: 'Amaya', kind: 'child', pronoun: 'she' } as const;
    const text = book('a walk to the park in the buggy', '0-2', [amaya, { name: 'Abuela', kind: 'grown-up', pronoun: 'she' }], { seed: 460002, length: 'medium' }).pages.join(' ');
    expect(text).not.toMatch(/\bwhen (?:he|she|they) (?:seen|swum|ridden|done)\b/);
  });

  it('never says the doing a theme leads with for the day\'s sake is a pastime beside it', () => {
    const inputs = storyInputsSchema.parse({ characters: [{ name: 'Freddie', kind: 'child', pronoun: 'he' }, { name: 'Sparky', kind: 'creature', species: 'robot', pronoun: 'he' }], age_group: '6-8', story_length: 'long', tone: 'silly', theme: 'inventing a machine to tidy my bedroom' });
    expect(writeStory(writeIdea(inputs, 460016), inputs).map((page) => page.text).join(' ')).not.toMatch(/loved inventing a machine, too/);
  });

  it('reads a vegetable patch as the garden, never a plate of new food', () => {
    expect(readTheme('Grandad\'s vegetable patch').kind === 'catalogue' && (readTheme('Grandad\'s vegetable patch') as { entry: { id: string } }).entry.id).toBe('gardening');
    expect((readTheme('eating vegetables') as { entry?: { id: string } }).entry?.id).toBe('new-food');
  });

  it('acts a lesson\'s doing without the comment after it ("Try your best, that is enough")', () => {
    const hero = { name: 'Aarav', he: 'he', his: 'his', him: 'him', self: 'himself', p: { plural: false } } as never;
    expect(lessonActOf('Try your best, that is enough')?.(hero, false)).toBe('This time, Aarav tried his best.');
    expect(lessonActOf('Share your toys')?.(hero, false)).toBe('This time, Aarav shared his toys.');
  });
});
