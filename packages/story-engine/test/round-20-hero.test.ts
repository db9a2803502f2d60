import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { refineIdea, writeIdea, writeStory } from '../src/index';
import { bookFamilyOf, deedFamilyOf } from '../src/story/hero-deed';
import { storyText } from './story-text';

/**
 * Round 20 (hero): "make the dog the hero" of a child's book is done as the dog: the child keeps the feelings and the
 * end, and the animal's own true deed (a nose, a warm side, wings, leading the way) is the turn, on the page and in
 * the idea; Grandma or Dad made the hero helps the child to the act, never does it. Where nothing fits, declined.
 */

type Age = '0-2' | '3-5' | '6-8' | '9-12';
const child = (name: string, pronoun: 'he' | 'she' | 'they') => ({ name, kind: 'child' as const, pronoun, traits: [] });
const pet = (name: string, species: string, pronoun: 'he' | 'she') => ({ name, kind: 'animal' as const, species, pronoun, traits: [] });
const grownUp = (name: string, pronoun: 'he' | 'she') => ({ name, kind: 'grown-up' as const, pronoun, traits: [] });
const book = (theme: string, characters: unknown[], age: Age, wish: string, length = 'medium', seed = 2007901) => {
  let inputs = storyInputsSchema.parse({ characters, age_group: age, story_length: length, tone: 'gentle', theme });
  let idea = writeIdea(inputs, seed);
  ({ idea, inputs } = refineIdea(idea, inputs, wish));
  return { idea, text: storyText(writeStory(idea, inputs)) };
};

describe('the kind of story a deed can turn', () => {
  it('is read from the parent\'s words in every wording, and from what the book tells', () => {
    expect(deedFamilyOf("can't find teddy at bedtime")).toBe('lost');
    expect(deedFamilyOf('Where is my blue scarf?')).toBe('lost');
    expect(deedFamilyOf('losing a first tooth')).toBeUndefined();
    expect(deedFamilyOf('frightened of the thunder')).toBe('fear');
    expect(deedFamilyOf('nightmares')).toBe('fear');
    expect(deedFamilyOf('moving to a new flat')).toBe('new place');
    expect(deedFamilyOf('nobody to play with')).toBe('left out');
    expect(deedFamilyOf('saying goodbye to Granny')).toBe('goodbye');
    expect(deedFamilyOf('starting big school')).toBe('first day');
    expect(deedFamilyOf('missing my mum')).toBe('sad');
    expect(deedFamilyOf('a birthday party')).toBeUndefined();
    // "Losing my football boots before the big match" is told as the match: no lost thing for a nose to find.
    expect(bookFamilyOf('theme:football-match', 'losing my football boots before the big match')).toBeUndefined();
    expect(bookFamilyOf('theme:parent-away', 'Dad works away')).toBe('sad');
    expect(bookFamilyOf('facing-a-fear', 'a new bedroom')).toBe('fear');
    expect(bookFamilyOf('helping-someone', "can't find teddy")).toBeUndefined();
  });
});

describe('an animal made the hero is the hero as that animal', () => {
  it('turns a storm with a warm side, the child counting the thunder, and the idea says so', () => {
    const { idea, text } = book('frightened of the thunder', [child('Arlo', 'he'), pet('Biscuit', 'dog', 'he')], '3-5', 'let Biscuit be the hero');
    expect(idea.hero).toBe('Biscuit');
    expect(idea.summary).toMatch(/Biscuit is the hero as a real dog can be: at the turn he leans in close and warm until Arlo feels brave, and Arlo does the brave part\./);
    expect(idea.summary).not.toMatch(/kept Arlo|could not/);
    expect(text).toMatch(/Biscuit came close and leaned his warm side against Arlo\./);
    expect(text).toMatch(/counted out loud/);
    // The dog never plays the child's part: no counting, no words, no hands over its ears.
    expect(text).not.toMatch(/Biscuit (?:counted|said|whispered)|said Biscuit|Biscuit how to count/);
  });

  it('leads a child who is left out across the playground, as an owl or a fox can', () => {
    for (const [species, name] of [['owl', 'Ollie'], ['fox', 'Bramble']] as const) {
      const { idea, text } = book('feeling left out at playtime', [child('Layla', 'she'), pet(name, species, 'he')], '6-8', `make ${name} the hero`);
      expect(idea.summary, species).toMatch(new RegExp(`${name} is the hero as a real ${species} can be: at the turn he leads Layla across`));
      expect(text, species).toMatch(new RegExp(`${name} [^.]*looked back at Layla, as if to say: over here! Layla followed\\.`));
      expect(text, species).toMatch(/went over and said, "Shall we start our own game\?"/);
    }
  });

  it('makes a new house home first, as a cat does, for an older reader', () => {
    const { idea, text } = book('moving to a new house', [child('Sam', 'they'), pet('Juniper', 'cat', 'she')], '9-12', 'make the cat the star');
    expect(idea.summary).toMatch(/Juniper is the hero as a real cat can be: at the turn she finds the warmest spot/);
    expect(text).toMatch(/Juniper found the warmest, sunniest spot and curled up there/);
  });

  it('says honestly when the pet stays at home from nursery and so cannot turn it', () => {
    const { idea, text } = book('first day at nursery', [child('Zara', 'she'), pet('Hazel', 'bunny', 'she')], '3-5', 'can the bunny be the main character?', 'short');
    expect(idea.hero).toBeUndefined();
    expect(idea.summary).toMatch(/kept Zara as the hero of a story of "first day at nursery": Hazel stays at home that day, so is not there when it turns/);
    expect(idea.summary).not.toMatch(/Hazel is the hero/);
    expect(text).not.toMatch(/Hazel (?:curled|came close|sat very still)/);
  });
});

describe('a grown-up made the hero helps the child to the act', () => {
  it('Dad tells of his own fear, and the child still shines the torch', () => {
    const { idea, text } = book('scared of the dark at bedtime', [child('Priya', 'she'), grownUp('Dad', 'he')], '3-5', 'make Dad the hero', 'long');
    expect(idea.summary).toMatch(/Dad is the hero beside Priya: at the turn he tells Priya about a time he was scared too, and Priya does the brave part\./);
    expect(text).toMatch(/Dad sat close and told Priya about a time he had been scared too/);
    expect(text).toMatch(/Priya took the torch/);
  });

  it('Grandma speaks to a goodbye, and the child writes the letter', () => {
    const { idea, text } = book('saying goodbye to my best friend who is moving away', [child('Mateo', 'he'), grownUp('Grandma', 'she')], '9-12', 'make Grandma the hero', 'long');
    expect(idea.summary).toMatch(/Grandma is the hero beside Mateo/);
    expect(text).toMatch(/Grandma crouched down next to Mateo and said, "Goodbyes are hard when a friend is a good one\."/);
    expect(text).toMatch(/Mateo wrote a letter/);
  });

  it('is still declined where no deed of theirs turns the story', () => {
    const { idea } = book('a birthday party', [child('Ben', 'he'), grownUp('Dad', 'he')], '6-8', 'make Dad the hero', 'short');
    expect(idea.summary).toMatch(/could not make Dad the hero: in a book for a child, the child leads/);
  });
});
