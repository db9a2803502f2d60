import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { refineIdea, writeIdea, writeStory } from '../src/index';
import { storyText } from './story-text';

/** Round 19 (held-out read 44): an animal the wish makes the hero of a child's moment does its deeds, or the wish is declined. */

type Age = '0-2' | '3-5' | '6-8' | '9-12';
const child = (name: string, pronoun: 'he' | 'she') => ({ name, kind: 'child' as const, pronoun, traits: [] });
const pet = (name: string, species: string, pronoun: 'he' | 'she') => ({ name, kind: species === 'robot' || species === 'dragon' || species === 'unicorn' ? ('creature' as const) : ('animal' as const), species, pronoun, traits: [] });
const book = (theme: string, characters: unknown[], age: Age, wish?: string, seed = 1904901) => {
  let inputs = storyInputsSchema.parse({ characters, age_group: age, story_length: 'medium', tone: 'gentle', theme });
  let idea = writeIdea(inputs, seed);
  if (wish) ({ idea, inputs } = refineIdea(idea, inputs, wish));
  return { idea, text: storyText(writeStory(idea, inputs)) };
};

describe('a wish that makes an animal the hero of a child\'s moment', () => {
  // Round 20 (hero): held-out read 44's wish is now done as a cat can do it, the cat's deed the turn (`story/hero-deed.ts`).
  it('keeps the child as the one who is brave when the pages need hands, the cat turning it as a cat', () => {
    const { idea, text } = book('scared of monsters under the bed', [child('Musa', 'he'), pet('Biscuit', 'cat', 'he')], '3-5', 'make the cat the hero');
    expect(idea.hero).toBe('Biscuit');
    expect(idea.summary).toMatch(/Biscuit is the hero as a real cat can be: at the turn he curls up close and purrs/);
    expect(text).toMatch(/Biscuit curled up warm against Musa and purred/);
    expect(text).toMatch(/Musa shouted for/);
    expect(text).not.toMatch(/Biscuit (?:shouted|switched|made a sign)/);
  });

  it('keeps the child as the hero where the pages need hands and no deed of a cat turns the story, and says what the cat cannot do', () => {
    const { idea } = book('making a birthday card for Grandma', [child('Musa', 'he'), pet('Biscuit', 'cat', 'he')], '3-5', 'make the cat the hero');
    expect(idea.hero).toBeUndefined();
    expect(idea.summary).toMatch(/kept Musa as the hero of a story of "making a birthday card for Grandma": a cat cannot [^;]*(?:draw|write)/);
    expect(idea.summary).toMatch(/an AI writer can tell it from Biscuit's side\./);
  });

  it('reads the wish however it is worded, and declines it in so many words at the dentist', () => {
    for (const wish of ['can Rolo be the main character?', 'I want the dog to be the star']) {
      const { idea } = book('going to the dentist', [child('Ava', 'she'), pet('Rolo', 'dog', 'he')], '6-8', wish);
      expect(idea.hero, wish).toBeUndefined();
      expect(idea.summary, wish).toMatch(/kept Ava as the hero[^;]*: a dog cannot talk/);
      expect(idea.summary, wish).not.toMatch(/could not do all of/);
    }
  });

  it('lets a robot be the hero where it can do what the hero does: it has hands for the torch', () => {
    const { idea, text } = book('scared of monsters under the bed', [child('Musa', 'he'), pet('Bolt', 'robot', 'he')], '3-5', 'make the robot the hero');
    expect(idea.hero).toBe('Bolt');
    expect(idea.summary).not.toMatch(/kept Musa/);
    expect(text).toMatch(/Bolt/);
  });

  it('never has a robot counted for teeth: the dentist is the child\'s', () => {
    const { idea } = book('going to the dentist', [child('Priya', 'she'), pet('Sparky', 'robot', 'he')], '3-5', 'make Sparky the hero');
    expect(idea.hero).toBeUndefined();
    expect(idea.summary).toMatch(/a robot has no teeth/);
  });

  it('never says the child was kept as the hero of a theme that is the cat\'s own ("a cat who is scared of the vacuum cleaner")', () => {
    const { idea } = book('a cat who is scared of the vacuum cleaner', [child('Mia', 'she'), pet('Tom', 'cat', 'he')], '6-8', 'make Tom the hero', 1904033);
    expect(idea.summary).not.toMatch(/kept Mia/);
  });

  it('keeps an animal hero in a story of its own where animals talk and nothing needs hands', () => {
    const { idea } = book('bedtime', [child('Musa', 'he'), pet('Pip', 'cat', 'she')], '3-5', 'make the cat the hero', 1904100);
    expect(idea.plot).toBe('bedtime-journey');
    expect(idea.hero).toBe('Pip');
  });
});

describe('a bet owed to a friend who cannot talk back', () => {
  it('is the hero\'s own pudding, never "owed Bolt my pudding"', () => {
    const { idea, text } = book('learning to ride my bike', [child('Maya', 'she'), pet('Bolt', 'robot', 'he')], '6-8', 'make the robot the hero', 1904023);
    expect(idea.summary).toMatch(/a robot has no cheeks/);
    expect(text).toMatch(/owed Bolt her pudding/);
    expect(text).not.toMatch(/owed \w+ my /);
  });
});

describe('an animal the notes call the hero', () => {
  it('is never said to be the hero on a page of the child\'s book: the idea says the notes could not be fitted', () => {
    const inputs = storyInputsSchema.parse({ characters: [child('Musa', 'he'), pet('Biscuit', 'cat', 'he')], age_group: '3-5', story_length: 'medium', theme: 'scared of monsters under the bed', notes: 'Biscuit is the hero' });
    const idea = writeIdea(inputs, 1904001);
    expect(storyText(writeStory(idea, inputs))).not.toMatch(/was the hero/);
    expect(idea.summary).toMatch(/could not fit "Biscuit is the hero"/);
  });
});

describe('an animal given first in the cast, with no wish', () => {
  it('leaves the child the hero of the child\'s moment', () => {
    const { text } = book('scared of monsters under the bed', [pet('Biscuit', 'cat', 'he'), child('Musa', 'he')], '3-5');
    expect(text).toMatch(/Musa (?:shouted|was sure)/);
    expect(text).not.toMatch(/Biscuit (?:shouted|switched|made a sign)/);
  });
});
