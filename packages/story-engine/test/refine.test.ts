import fc from 'fast-check';
import { storyIdeaSchema, storyInputsSchema } from '@studio/contracts/stories';
import type { StoryIdea, StoryInputs } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { refineIdea, writeIdea, writeStory } from '../src/index';
import { inputsArbitrary, seedArbitrary } from './arbitraries';
import { storyText } from './story-text';

const base: StoryInputs = storyInputsSchema.parse({
  characters: [
    { name: 'Mia', kind: 'child', pronoun: 'she', traits: ['curious'] },
    { name: 'Leo', kind: 'child', pronoun: 'he' },
  ],
  age_group: '3-5',
  story_length: 'medium',
  tone: 'gentle',
  setting: 'forest',
});

const start = (inputs: StoryInputs = base, seed = 42) => ({ idea: writeIdea(inputs, seed), inputs });

describe('refineIdea', () => {
  it('"make it funnier" makes the tone funny, and funny becomes silly', () => {
    const { idea, inputs } = start();
    const funnier = refineIdea(idea, inputs, 'Can you make it funnier?');
    expect(funnier.idea.tone).toBe('funny');
    expect(funnier.inputs.tone).toBe('funny');
    expect(refineIdea(funnier.idea, funnier.inputs, 'even funnier please').idea.tone).toBe('silly');
  });

  it('"add a dragon named Ember" adds a creature that stays a dragon in the story', () => {
    const { idea, inputs } = start();
    const refined = refineIdea(idea, inputs, 'add a friendly dragon named Ember, she loves apples');
    const ember = refined.idea.characters.find((character) => character.name === 'Ember');
    expect(ember).toMatchObject({ kind: 'creature', species: 'dragon', pronoun: 'she', traits: ['friendly'] });
    expect(refined.inputs.characters).toContainEqual(ember);
    const pages = writeStory(refined.idea, refined.inputs);
    expect(storyText(pages)).toContain('Ember');
    expect(pages.some((page) => page.scene.characters.includes('Ember'))).toBe(true);
  });

  it('"add a character named Otto the owl" adds an owl called Otto, not a prop called "a character"', () => {
    const { idea, inputs } = start();
    const refined = refineIdea(idea, inputs, 'add a character named Otto the owl');
    expect(refined.idea.characters.find((character) => character.name === 'Otto')).toMatchObject({ kind: 'animal', species: 'owl' });
    const text = storyText(writeStory(refined.idea, refined.inputs));
    expect(text).toContain('Otto');
    expect(text).not.toMatch(/a character named/);
    expect(refineIdea(idea, inputs, 'add a character called Bea, she is shy').idea.characters.find((character) => character.name === 'Bea')).toMatchObject({ kind: 'child', pronoun: 'she' });
  });

  it('"set it under the sea" moves the story under the sea', () => {
    const { idea, inputs } = start();
    const refined = refineIdea(idea, inputs, 'set it under the sea');
    expect(refined.idea.setting).toBe('under the sea');
    expect(refined.inputs.setting).toBe('under the sea');
    expect(writeStory(refined.idea, refined.inputs).every((page) => page.scene.setting === 'under the sea')).toBe(true);
  });

  it('"less scary" calms the tone and swaps a frightening plot for a gentle one', () => {
    const scary: StoryIdea = { ...start().idea, plot: 'facing-a-fear', tone: 'adventurous' };
    const refined = refineIdea(scary, { ...base, tone: 'adventurous' }, 'That sounds a bit scary, make it less scary');
    expect(['gentle', 'cozy']).toContain(refined.idea.tone);
    expect(refined.idea.plot).not.toBe('facing-a-fear');
    expect(writeStory(refined.idea, refined.inputs).some((page) => page.scene.mood === 'scared')).toBe(false);
  });

  it('"scarier" brings a fear to face, in a gentle voice for the youngest and a daring one for older readers', () => {
    const young = refineIdea(start().idea, base, 'make it scarier');
    expect(young.idea.plot).toBe('facing-a-fear');
    expect(young.idea.tone).toBe('gentle');
    expect(writeStory(young.idea, young.inputs).some((page) => page.scene.mood === 'scared')).toBe(false);
    const olderInputs = { ...base, age_group: '9-12' as const };
    const older = refineIdea(writeIdea(olderInputs, 42), olderInputs, 'a bit spookier please');
    expect(older.idea.plot).toBe('facing-a-fear');
    expect(older.idea.tone).toBe('adventurous');
    const again = refineIdea(older.idea, older.inputs, 'scarier');
    expect(again.idea.plot).toBe('small-mystery');
  });

  it('"scarier" or "less scary" never replaces a theme told as the story: the theme stays, and the idea says the wish could not be done', () => {
    // Halloween has a true fright of its own, told when asked for (`scarier-theme.test.ts`); the dentist has none.
    const cases = [['Halloween', 'make it less scary', 'theme:halloween'], ['going to the dentist', 'make it scarier', 'theme:dentist']] as const;
    for (const [theme, wish, plot] of cases) {
      const inputs = { ...base, age_group: '6-8' as const, setting: 'city' as const, theme };
      const refined = refineIdea(writeIdea(inputs, 7), inputs, wish);
      expect(refined.idea.plot).toBe(plot);
      // A fright the theme does not have is declined in one plain sentence that says why (round 15).
      expect(refined.idea.summary).toContain(wish === 'make it scarier' ? `could not make it scarier: a story of "${theme}" has no fright of its own` : `could not do all of "${wish}"`);
    }
  });

  it('"funnier" is funny at the reader\'s age: toddler gags only for the youngest', () => {
    const GAGS = /Boing, boing|Splish, splosh|Oops-a-daisy|Wibble, wobble|Bananas in pyjamas|grumble, rumble/;
    const funnyText = (age: StoryInputs['age_group'], seed: number) => {
      const inputs = { ...base, age_group: age, story_length: 'long' as const };
      const refined = refineIdea(writeIdea(inputs, seed), inputs, 'make it funnier');
      return storyText(writeStory(refined.idea, refined.inputs));
    };
    const seeds = Array.from({ length: 12 }, (_, i) => 100 + i);
    expect(seeds.some((seed) => GAGS.test(funnyText('3-5', seed)))).toBe(true);
    for (const seed of seeds) expect(funnyText('9-12', seed)).not.toMatch(GAGS);
  });

  it('"shorter" and "longer" step the length by one', () => {
    const { idea, inputs } = start();
    expect(refineIdea(idea, inputs, 'shorter please').inputs.story_length).toBe('short');
    expect(refineIdea(idea, inputs, 'make it longer').inputs.story_length).toBe('long');
    const short = { ...inputs, story_length: 'short' as const };
    expect(refineIdea(idea, short, 'shorter').inputs.story_length).toBe('short');
  });

  it.each([
    ['about friendship', 'Good friends make every adventure brighter.'],
    ['make it about sharing', 'Sharing makes good things even better.'],
    ['teach bravery', 'Being brave means trying even when you feel scared.'],
    ['more about kindness', 'A little kindness can change someone’s whole day.'],
  ])('"%s" changes the lesson, and the last page lands it', (feedback, lesson) => {
    const { idea, inputs } = start();
    const refined = refineIdea(idea, inputs, feedback);
    expect(refined.idea.lesson).toBe(lesson);
    expect(refined.inputs.lesson).toBe(lesson);
    const lastPage = writeStory(refined.idea, refined.inputs).at(-1)?.text ?? '';
    const keyword = { friendship: /friend/, sharing: /shar/, bravery: /brave|courage/, kindness: /kind/ }[feedback.split(' ').at(-1) as string];
    expect(lastPage).toMatch(keyword as RegExp);
  });

  it('"call her Mia" and "rename Leo to Max" rename characters everywhere', () => {
    const inputs = { ...base, characters: [{ ...base.characters[0]!, name: 'Zoe' }, base.characters[1]!] };
    const { idea } = start(inputs);
    const called = refineIdea(idea, inputs, 'call her Mia');
    expect(called.idea.characters.map((character) => character.name)).toEqual(['Mia', 'Leo']);
    const renamed = refineIdea(called.idea, called.inputs, 'rename Leo to Max');
    expect(renamed.idea.characters.map((character) => character.name)).toEqual(['Mia', 'Max']);
    const text = storyText(writeStory(renamed.idea, renamed.inputs));
    expect(text).toContain('Max');
    expect(text).not.toMatch(/\b(?:Zoe|Leo)\b/);
    expect(renamed.idea.summary).not.toMatch(/\bZoe\b/);
  });

  it('says plainly that it could not do feedback it does not understand, never that it wove it in, and keeps it in the notes', () => {
    const { idea, inputs } = start();
    const refined = refineIdea(idea, inputs, 'Give the ending a picnic with grandma');
    expect(refined.idea.summary).toContain('could not do all of "Give the ending a picnic with grandma"');
    expect(refined.idea.summary).not.toMatch(/weaves in/);
    expect(refined.inputs.notes).toContain('Give the ending a picnic with grandma');
  });

  it('makes the named child the hero, or the dog beside a child, whose story it then is; never a grown-up', () => {
    const inputs = storyInputsSchema.parse({ characters: [{ name: 'Mia', kind: 'child', pronoun: 'she' }, { name: 'Leo', kind: 'child', pronoun: 'he' }, { name: 'Biscuit', kind: 'animal', species: 'dog', pronoun: 'he' }], age_group: '6-8', story_length: 'short' });
    const refined = refineIdea(writeIdea(inputs, 3), inputs, 'make Leo the hero');
    expect(refined.idea.characters[0]!.name).toBe('Leo');
    expect(writeStory(refined.idea, refined.inputs)[0]!.text).toMatch(/^Leo\b|Meet Leo|called Leo|This is Leo|Here is Leo|lived Leo\b/);
    expect(refined.idea.summary).not.toMatch(/could not/);
    // "Make the dog the hero" once changed nothing and was then declined: the dog's story is told, and said so. It is told
    // where a dog can play the hero (a night journey); the duckling seed 3 brings home is carried in arms a dog has not got,
    // and there the child stays the hero, said so (round 19, `idea/animal-hero.ts`).
    expect(refineIdea(writeIdea(inputs, 3), inputs, 'make Biscuit the hero').idea.summary).toMatch(/kept Mia as the hero[^;]*: a dog cannot carry/);
    const dog = refineIdea({ ...writeIdea(inputs, 3), plot: 'bedtime-journey' }, inputs, 'make Biscuit the hero');
    expect(dog.idea.hero).toBe('Biscuit');
    expect(dog.idea.summary).not.toMatch(/could not/);
    expect(dog.idea.summary).toMatch(/Biscuit/);
    expect(writeStory(dog.idea, dog.inputs)[0]!.text).toMatch(/^Biscuit\b|Meet Biscuit|called Biscuit|This is Biscuit|Here is Biscuit|lived Biscuit\b/);
    // Making a child the hero again, or taking the dog out, gives the story back to the first child.
    expect(refineIdea(dog.idea, dog.inputs, 'make Mia the hero').idea.hero).toBeUndefined();
    expect(refineIdea(dog.idea, dog.inputs, 'remove Biscuit').idea.hero).toBeUndefined();
    const withGrandma = storyInputsSchema.parse({ characters: [{ name: 'Mia', kind: 'child', pronoun: 'she' }, { name: 'Grandma', kind: 'grown-up', pronoun: 'she' }], age_group: '6-8', story_length: 'short' });
    expect(refineIdea(writeIdea(withGrandma, 3), withGrandma, 'make Grandma the hero').idea.summary).toMatch(/could not/);
  });

  it('removes a character when asked, as long as someone is left', () => {
    const inputs = storyInputsSchema.parse({ characters: [{ name: 'Mia', kind: 'child', pronoun: 'she' }, { name: 'Biscuit', kind: 'animal', species: 'dog', pronoun: 'he' }], age_group: '6-8', story_length: 'short' });
    const refined = refineIdea(writeIdea(inputs, 3), inputs, 'remove Biscuit');
    expect(refined.idea.characters.map((character) => character.name)).toEqual(['Mia']);
    expect(storyText(writeStory(refined.idea, refined.inputs))).not.toMatch(/\bBiscuit\b/);
  });

  it('keeps a family tie: "a little brother called Tom" is her little brother in the story', () => {
    const { idea, inputs } = start();
    // The plot seed 42 chose before plots were chosen by id. Not every plot says the tie yet (making-a-friend and celebration never do).
    const refined = refineIdea({ ...idea, plot: 'bedtime-journey' }, inputs, 'add a little brother called Tom');
    const tom = refined.idea.characters.find((character) => character.name === 'Tom')!;
    expect(tom.traits.some((trait) => /little brother/.test(trait))).toBe(true);
    // Met as family in the line that says who is there ("Her little brother Tom was there too."), or said of him.
    expect(storyText(writeStory(refined.idea, refined.inputs))).toMatch(/(?:Tom|He) was Mia's little brother\.|\b(?:Mia's|Her) little brother Tom (?:(?:was|were) there (?:too|as well)|came too)\./);
  });

  it('says it could not make a short book shorter, and makes a medium one short', () => {
    const mia = { name: 'Mia', kind: 'child' as const, pronoun: 'she' as const, appearance: {}, traits: [] };
    const short = storyInputsSchema.parse({ characters: [mia], age_group: '3-5', story_length: 'short', tone: 'gentle' });
    const kept = refineIdea(writeIdea(short, 4), short, 'make it shorter');
    expect(kept.inputs.story_length).toBe('short');
    expect(kept.idea.summary).toMatch(/could not make it shorter: this is already its shortest book/);
    const medium = { ...short, story_length: 'medium' as const };
    const cut = refineIdea(writeIdea(medium, 4), medium, 'make it shorter');
    expect(cut.inputs.story_length).toBe('short');
    expect(cut.idea.summary).not.toMatch(/could not/);
  });

  it('gives an idea that can be written when a wish would take the theme\'s story over its reader\'s band, instead of failing to write it', () => {
    // The fresh generator's case 40058: a 0-2 Diwali book whose festival lines are too long for a short book.
    const ishaan = { name: 'Ishaan', kind: 'child' as const, pronoun: 'he' as const, appearance: { hair_color: 'black', clothing: 'a yellow raincoat', clothing_color: 'orange' }, traits: [] };
    const grandpa = { name: 'Grandpa', kind: 'grown-up' as const, pronoun: 'he' as const, appearance: {}, traits: ['a great helper'] };
    const inputs = storyInputsSchema.parse({ characters: [ishaan, grandpa], age_group: '0-2', story_length: 'medium', theme: 'Diwali', tone: 'heartwarming', notes: 'He is scared of loud noises' });
    const idea = writeIdea(inputs, 40058);
    // Round 11's plainer Diwali lines and sentence shaping fit this short book now; the wish must still give a writable idea.
    const refined = refineIdea(idea, inputs, 'make it shorter');
    expect(writeStory(refined.idea, refined.inputs).length).toBeGreaterThan(0);
    if (refined.inputs.story_length === 'medium') expect(refined.idea.summary).toMatch(/could not do all of "make it shorter"/);
  });

  it('meets a little brother who is the only friend as her brother, never as her best friend', () => {
    const mia = { name: 'Mia', kind: 'child' as const, pronoun: 'she' as const, appearance: {}, traits: [] };
    for (const [seed, age] of [[5, '3-5'], [6, '6-8'], [7, '9-12']] as const) {
      const inputs = storyInputsSchema.parse({ characters: [mia], age_group: age, story_length: 'short', tone: 'gentle', theme: 'a thunderstorm' });
      const refined = refineIdea(writeIdea(inputs, seed), inputs, 'add a little brother called Tom');
      const text = storyText(writeStory(refined.idea, refined.inputs));
      expect(text, age).toMatch(/Tom was (?:Mia's|her) little brother/);
      expect(text, age).not.toMatch(/Tom was Mia's best friend|best friend was Tom/);
    }
  });

  it('tells a wish that names a theme it knows as that theme ("set it on a train"), and declines a vehicle it does not know', () => {
    const { idea, inputs } = start();
    const train = refineIdea(idea, inputs, 'set it on a train');
    // A story set on a train is a train ride (round 8's activities), not trains as an interest.
    expect(train.idea.plot).toBe('theme:train-ride');
    expect(storyText(writeStory(train.idea, train.inputs)).match(/\btrain\b/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    const boat = refineIdea(idea, inputs, 'can it be on a hovercraft');
    expect(boat.idea.summary).toMatch(/could not do all of "can it be on a hovercraft"/);
  });

  it('carries a requested prop into the summary and the story', () => {
    const { idea, inputs } = start();
    const refined = refineIdea(idea, inputs, 'please include a red balloon');
    expect(refined.idea.summary).toContain('a red balloon');
    expect(storyText(writeStory(refined.idea, refined.inputs))).toContain('a red balloon');
  });

  it('returns a new valid idea with a new seed and leaves the old one untouched', () => {
    const feedback = fc.constantFrom(
      'make it funnier', 'add a unicorn named Star', 'set it in space', 'less scary', 'shorter', 'longer', 'about honesty',
      'call him Sam', 'more dinosaurs please', 'make it cozier', 'turn it into a mystery',
    );
    fc.assert(
      fc.property(inputsArbitrary(), seedArbitrary, feedback, (inputs, seed, wish) => {
        const idea = writeIdea(inputs, seed);
        const snapshot = structuredClone(idea);
        const refined = refineIdea(idea, inputs, wish);
        expect(idea).toEqual(snapshot);
        expect(storyIdeaSchema.parse(refined.idea).seed).not.toBe(idea.seed);
        expect(storyInputsSchema.parse(refined.inputs).characters).toEqual(refined.idea.characters);
        expect(refined.idea).not.toEqual(idea);
      }),
      { numRuns: 50, seed: 5 },
    );
  });
});

describe('someone the writer has no kind for', () => {
  it('says it could not add "a parrot called Captain" rather than have the hero bring a parrot along "just in case" and never again', () => {
    const inputs = storyInputsSchema.parse({ characters: [{ name: 'Tomasz', kind: 'child', pronoun: 'he', traits: ['bold'] }, { name: 'Ada', kind: 'child', pronoun: 'she', traits: ['his little sister'] }], age_group: '6-8', story_length: 'long', theme: 'pirates and a treasure map' });
    const refined = refineIdea(writeIdea(inputs, 959697), inputs, 'add a parrot called Captain');
    expect(refined.idea.summary).toMatch(/could not do all of "add a parrot called Captain"/);
    expect(writeStory(refined.idea, refined.inputs).map((page) => page.text).join(' ')).not.toMatch(/\bparrot\b/);
    // A thing is still brought along.
    expect(refineIdea(writeIdea(inputs, 959697), inputs, 'add a red balloon').idea.summary).toMatch(/brings a red balloon/);
  });
});
