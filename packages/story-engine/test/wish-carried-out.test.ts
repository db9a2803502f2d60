import { storyInputsSchema } from '@studio/contracts/stories';
import type { StoryInputs } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { refineIdea, writeIdea, writeStory } from '../src/index';
import { pagesActing } from './fresh/detectors';
import { generateCase } from './fresh/parent-inputs';

/** A parent's wish is carried out on the pages, or declined in the idea in plain words: never only claimed. */

const inputs = (theme: string, story_length: StoryInputs['story_length'] = 'medium', age_group: StoryInputs['age_group'] = '3-5'): StoryInputs => storyInputsSchema.parse({
  characters: [
    { name: 'Mia', kind: 'child', pronoun: 'she', traits: ['curious'] },
    { name: 'Leo', kind: 'child', pronoun: 'he' },
  ],
  age_group, story_length, tone: 'gentle', theme,
});

const refined = (start: StoryInputs, wish: string, seed: number) => {
  const { idea, inputs: next } = refineIdea(writeIdea(start, seed), start, wish);
  return { idea, pages: writeStory(idea, next) };
};

describe('a wish that adds someone', () => {
  it('gives them a part on two pages and a place in the pictures, not only a name in a list', () => {
    for (const [theme, seed] of [['learning to wait', 3], ['baking cakes', 5], ['a thunderstorm', 8]] as const) {
      const { pages } = refined(inputs(theme), 'add a cat named Mittens', seed);
      expect(pagesActing(pages, 'Mittens', ['the cat']), theme).toBeGreaterThanOrEqual(2);
      expect(pages.filter((page) => page.scene.characters.includes('Mittens')).length, theme).toBeGreaterThanOrEqual(2);
    }
  });

  it('meets a brother as a brother in the line that says who is there, which a short page keeps', () => {
    for (const age of ['0-2', '3-5', '6-8'] as const) {
      const { pages } = refined(inputs('going to the dentist', 'short', age), 'add a little brother called Tom', 11);
      expect(pages.map((page) => page.text).join(' '), age).toMatch(/\b(?:Mia's|Her|her) little brother Tom\b/);
      expect(pagesActing(pages, 'Tom'), age).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('a wish on a book whose theme the first idea could not tell', () => {
  // The coordinator's held-out read (round 10): a 3-5 short Diwali book told as a bedtime journey said so, and after
  // "add a baby sister called Meera" the idea no longer did.
  it('still says the theme is untold, or tells it', () => {
    const start = storyInputsSchema.parse({ characters: [{ name: 'Arjun', kind: 'child', pronoun: 'he' }, { name: 'Dadi', kind: 'grown-up', pronoun: 'she' }], age_group: '3-5', story_length: 'short', theme: 'Diwali' });
    const idea = writeIdea(start, 160010);
    // Round 11's sentence shaping and plainer Diwali lines fit this short book, so Diwali is told from the start now.
    expect(idea.plot).toBe('theme:diwali');
    const refined = refineIdea(idea, start, 'add a baby sister called Meera');
    if (refined.idea.plot.startsWith('theme:')) expect(refined.idea.plot).toBe('theme:diwali');
    else expect(refined.idea.summary).toContain('could not tell "Diwali" in a book this short');
  });
});

describe('a hero with one companion', () => {
  // The coordinator's held-out read (round 10): "Mum laughed louder than anyone." at a nursery Mum had left, "Nani laughed
  // and could not stop" — the newcomer's lines given to the only one there, whose part is the story's already.
  it('gives that companion no newcomer\'s lines', () => {
    for (const [theme, grownUp] of [['first day at nursery', 'Mum'], ['going to the park', 'Nani'], ['Christmas', 'Abuela']] as const) {
      const start = storyInputsSchema.parse({ characters: [{ name: 'Jude', kind: 'child', pronoun: 'he' }, { name: grownUp, kind: 'grown-up', pronoun: 'she' }], age_group: '0-2', story_length: 'medium', theme });
      const text = writeStory(writeIdea(start, 160001), start).map((page) => page.text).join(' ');
      expect(text, theme).not.toMatch(new RegExp(`${grownUp} (?:\\w+ )(?:the loudest of all|louder than anyone|and could not stop)|${grownUp} gave Jude a thumbs-up`));
    }
  });
});

describe('a wish that cannot be done', () => {
  it('"make it shorter" on a book as short as it goes says so in the idea', () => {
    const { idea } = refined(inputs('a first haircut', 'short'), 'make it shorter', 4);
    expect(idea.summary).toContain('could not make it shorter: this is already its shortest book');
  });
});

describe('a first day', () => {
  it('is at the school, nursery or kindergarten the parent named, never "somewhere new"', () => {
    for (const [theme, place] of [['starting nursery', 'nursery'], ['big school', 'school'], ['starting kindergarten', 'kindergarten']] as const) {
      const idea = writeIdea(inputs(theme), 7);
      const text = writeStory(idea, inputs(theme)).map((page) => page.text).join(' ');
      expect(text, theme).toContain(`starting ${place}`);
      expect(text, theme).not.toContain('somewhere new');
    }
  });
});

describe('a wish for a tone the book has already', () => {
  it('"make it calmer" on a cozy book and "funnier" on a silly one are declined in the idea, the tone kept', () => {
    for (const [tone, wish, word] of [['cozy', 'make it calmer', 'calmer'], ['gentle', 'make it calmer', 'calmer'], ['silly', 'make it funnier', 'funnier']] as const) {
      const start = { ...inputs('baking cakes'), tone };
      const { idea } = refined(start, wish, 2);
      expect(idea.tone, wish).toBe(tone);
      expect(idea.summary, wish).toContain(`could not make it ${word}: this is already`);
    }
    // A lively catalogue book is turned cozy, but its own lines stay: since round 11 the idea says only its cheers are
    // quieter, never claiming a calmer book (`plots/comic-beats.ts` makes a funny one's change seen).
    const { idea } = refined({ ...inputs('baking cakes'), tone: 'adventurous' }, 'make it calmer', 2);
    expect(idea.tone).toBe('cozy');
    expect(idea.summary).toContain('could not make it much calmer');
    expect(refined({ ...inputs('baking cakes'), tone: 'funny' }, 'make it calmer', 2).idea.summary).not.toContain('could not make it');
  });
});

describe('a festival said as a celebration', () => {
  it('"celebrating Eid" or "a Halloween party" is that festival\'s own story, never a friend\'s surprise birthday party', () => {
    for (const [theme, plot] of [['celebrating Eid', 'theme:eid'], ['a Halloween party', 'theme:halloween'], ['Diwali celebration', 'theme:diwali']] as const) {
      expect(writeIdea(inputs(theme), 3).plot, theme).toBe(plot);
    }
    expect(writeIdea(inputs('a surprise party for Leo'), 3).plot).toBe('celebration');
  });
});

describe('a wish the theme\'s own story has no room for', () => {
  it('is told by another plot, the theme said in the idea to be untold, never a book over its band', () => {
    // The fresh generator's case 1030715: a 0-2 Diwali book with a little brother added does not fit in any wording.
    const { inputs: start, seed } = generateCase(1030715);
    const idea = writeIdea(start, seed);
    expect(idea.plot).toBe('theme:diwali');
    const refined = refineIdea(idea, start, 'add a little brother called Tom');
    expect(() => writeStory(refined.idea, refined.inputs)).not.toThrow();
    // Since round 10's merge (long names' cheers said without the name) Diwali itself fits with Tom; else it is said untold.
    if (refined.idea.plot !== 'theme:diwali') expect(refined.idea.summary).toMatch(/could not tell "[^"]+" in a book this short/);
  });

  it('a theme a wish asks for whose story cannot fit is declined, the parent\'s own kept', () => {
    // Case 1030839: "set it on a train" on a 3-5 short book about saying sorry fits in no wording of the train ride.
    const { inputs: start, seed } = generateCase(1030839);
    const refined = refineIdea(writeIdea(start, seed), start, 'set it on a train');
    // Since round 11 the old theme's lesson and company are chosen again for the train ride, and the band fitting (sentence
    // shaping, the hero's pronoun) fits it: told, and the parent's theme said to be left out; or declined. Either way the
    // idea can be written and says what it did.
    expect(() => writeStory(refined.idea, refined.inputs)).not.toThrow();
    // Since round 20 a way of going is the theme's own journey or declined in so many words (`idea/wish-where-how.ts`).
    if (refined.idea.plot === 'theme:saying-sorry') expect(refined.idea.summary).toContain('could not set it on a train: a story of "saying sorry" happens at home');
    else {
      expect(refined.idea.plot).toBe('theme:train-ride');
      expect(refined.idea.summary).toMatch(/this is now a story about "A train ride", and "[^"]+" is left out/);
    }
  });
});
