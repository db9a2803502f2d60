import { describe, expect, it } from 'vitest';
import type { StoryInputs } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';

const book = (theme: string, age_group: StoryInputs['age_group'], pal: { name: string; kind: 'child' | 'grown-up'; pronoun: 'she' | 'he' }, seed: number): string[] => {
  const inputs: StoryInputs = { characters: [{ name: 'Sam', kind: 'child', pronoun: 'he', appearance: {}, traits: [] }, { ...pal, appearance: {}, traits: [] }], age_group, story_length: 'long', theme, tone: 'gentle', art_style: 'flat', language: 'en' };
  return writeStory(writeIdea(inputs, seed), inputs).map((page) => page.text);
};

// Round 16b: a long book's pages after the worry were filled with lines of any book ("'You and me, Dad!' he said.", "In the
// picture, Dad was smiling too.", "He told the whole family all about it."): the day's own win and jokes fill them now.
describe("a long book's pads are the day's own", () => {
  const dentist = book('a trip to the dentist', '6-8', { name: 'Mum', kind: 'grown-up', pronoun: 'she' }, 1940501);

  it('draws the win in the picture, not the friend smiling', () => {
    expect(dentist).toHaveLength(24);
    expect(dentist.join(' ')).toContain('In the picture, the check-up was done.');
  });

  it("keeps a 6-8 hero going with the day's second joke, not a cheer any book says", () => {
    const text = dentist.join(' ');
    expect(text).toContain('film star');
    expect(text).toContain('opened her mouth wide too');
    expect(text).not.toMatch(/"(?:You and me|We can do it), Mum!"/);
  });

  it('tells the family how the day came right', () => {
    const kite = book('flying a kite on the hill', '3-5', { name: 'Dad', kind: 'grown-up', pronoun: 'he' }, 1940502);
    expect(kite).toHaveLength(24);
    expect(kite.join(' ')).toContain('told the whole family how the kite flew high over the hill');
  });

  it('does not remember the win again once the drawing named it', () => {
    const inputs: StoryInputs = { characters: [{ name: 'Zara', kind: 'child', pronoun: 'she', appearance: {}, traits: [] }, { name: 'Uncle Ray', kind: 'grown-up', pronoun: 'he', appearance: {}, traits: [] }], age_group: '6-8', story_length: 'long', theme: 'going to the funfair with my uncle', tone: 'gentle', art_style: 'flat', language: 'en' };
    const pages = writeStory(writeIdea(inputs, 1940804), inputs).map((page) => page.text);
    expect(pages).toHaveLength(24);
    expect(pages.join(' ')).toContain('In the picture, Zara went down the helter-skelter');
    expect(pages.join(' ')).not.toMatch(/thought back to the moment|remembered how|went over how/);
  });
});
