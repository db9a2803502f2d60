import { storyInputsSchema, type Character } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { writeIdea, writeStory } from '../src/index';
import { LESSONS_BY_ID } from '../src/world/lessons';

const maya: Character = { name: 'Maya', kind: 'child', pronoun: 'she', appearance: {}, traits: [] };
const otto: Character = { name: 'Otto', kind: 'animal', species: 'owl', pronoun: 'he', appearance: {}, traits: [] };

const IMAGINED = /loved to imagine|dreamed of|could draw/;
const REMEMBERED = /would go on imagining|there would be .* in it too|still dreamed of/;

describe('a theme the story cannot carry as its thing, its event or its place', () => {
  it.each(['a magic garden', 'robots and a lost island', 'rainbows'])('"%s" is the hero’s make-believe: opened on the first page, set beside the real adventure on the last, never a day "all about" it', (theme) => {
    for (const age of ['3-5', '6-8', '9-12'] as const) {
      for (const length of ['short', 'long'] as const) {
        for (const seed of [1, 2, 3]) {
          // No place chosen: "a lost island" picks the beach, where the pirates are still only imagined.
          const inputs = storyInputsSchema.parse({ characters: [maya, otto], age_group: age, story_length: length, theme });
          const pages = writeStory(writeIdea(inputs, seed), inputs);
          const text = pages.map((page) => page.text).join(' ');
          expect(text, `${age} ${length} #${seed}`).not.toMatch(/all about|would never forget (?:that|those)/);
          expect(pages.at(-1)!.text, `${age} ${length} #${seed}`).toMatch(REMEMBERED);
          expect(pages.at(-1)!.text, `${age} ${length} #${seed}`).toContain(theme);
          if (age !== '3-5') expect(pages[0]!.text, `${age} ${length} #${seed}`).toMatch(IMAGINED);
        }
      }
    }
  });

  it('says nothing of a place theme the story is set in, beyond the place itself', () => {
    const inputs = storyInputsSchema.parse({ characters: [maya, otto], age_group: '6-8', story_length: 'short', theme: 'the snowy mountains', setting: 'mountains' });
    for (const seed of [1, 2, 3]) {
      const pages = writeStory(writeIdea(inputs, seed), inputs);
      expect(pages[0]!.text).not.toMatch(/all about|loved to imagine|dreamed of|could draw/);
    }
  });

  it.each([
    ['family', /happier than a day with her family/, /tell her family every bit of it/],
    ['love', /a heart so full of love/, /even more love in her heart now/],
  ])('tells a value the engine has no lesson for ("%s") as what the hero cares about, first page and last, not a day "all about" it', (theme, opening, memory) => {
    for (const seed of [1, 2, 3]) {
      const inputs = storyInputsSchema.parse({ characters: [maya, otto], age_group: '6-8', story_length: 'short', theme, setting: 'forest' });
      const pages = writeStory(writeIdea(inputs, seed), inputs).map((page) => page.text);
      expect(pages[0], `#${seed}`).not.toMatch(IMAGINED);
      expect(pages[0], `#${seed}`).toMatch(opening);
      expect(pages.at(-1), `#${seed}`).toMatch(memory);
      expect(pages.join(' '), `#${seed}`).not.toMatch(/all about|what that day taught/);
    }
  });
});

describe('a theme that names a value', () => {
  // A feeling or value the catalogue knows is told as its own story, which acts the lesson out at the turn.
  it.each([['kindness', 'kindness', 'theme:kindness'], ['friendship', 'friendship', 'theme:friendship'], ['being brave', 'bravery', 'theme:courage']])('"%s" is the lesson the story acts out, not a day "all about" it', (theme, lesson, plot) => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const inputs = storyInputsSchema.parse({ characters: [maya, otto], age_group: '6-8', story_length: 'short', theme });
      const idea = writeIdea(inputs, seed);
      expect(idea.lesson, `#${seed}`).toBe(LESSONS_BY_ID.get(lesson)!.statement);
      expect(idea.plot, `#${seed}`).toBe(plot);
      const pages = writeStory(idea, inputs);
      expect(pages.map((page) => page.text).join(' '), `#${seed}`).not.toMatch(/all about|never forget that|what that day taught/);
    }
  });
});
