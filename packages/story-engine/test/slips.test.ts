import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import type { Character, StoryInputs } from '@studio/contracts/stories';
import { castFromCharacter } from '../src/cast/cast-member';
import { writeIdea, writeStory } from '../src/index';
import { withBabiesQuiet } from '../src/story/baby-voice';
import { saysAgain, tellsTheSameNews } from '../src/story/says-again';
import { isASchoolDay } from '../src/world/school-day';
import { comicBeatsFor } from '../src/world/comic/comic-beats';
import { partFor } from '../src/plots/cast-parts';
import type { StoryContext } from '../src/story/story-context';

/** Round 12c: slips a parent notices at once, each met by its mechanism (held-out read 21). */

const child = (name: string, pronoun: 'she' | 'he' = 'she', traits: string[] = []): Character => ({ name, kind: 'child', pronoun, appearance: {}, traits });
const grownUp = (name: string, pronoun: 'she' | 'he' = 'she'): Character => ({ name, kind: 'grown-up', pronoun, appearance: {}, traits: [] });
const dog = (name: string): Character => ({ name, kind: 'animal', species: 'dog', pronoun: 'he', appearance: {}, traits: [] });
const inputs = (theme: string, characters: Character[], age: StoryInputs['age_group'], length: StoryInputs['story_length']) =>
  storyInputsSchema.parse({ characters, age_group: age, story_length: length, theme });
const pagesOf = (given: StoryInputs, seed = 1) => writeStory(writeIdea(given, seed), given).map((page) => page.text);

describe('a line that goes wrong or hides something', () => {
  it('nobody laughs or cheers beside the pieces pushed under the sofa, and the secret is not "kept going"', () => {
    const pages = pagesOf(inputs('telling the truth', [child('Hugo', 'he'), child('Noor'), grownUp('Dad', 'he')], '6-8', 'medium'));
    const hidden = pages.find((text) => /pushed the pieces under the sofa/.test(text));
    expect(hidden).toBeDefined();
    expect(hidden).not.toMatch(/laughed|thumbs-up|winked/);
    const secret = pages.find((text) => /the secret felt like a heavy bag/.test(text));
    expect(secret).not.toMatch(/kept going|did not stop|tried again|went on, all the same|thumbs-up/);
    expect(pages.join(' ')).not.toMatch(/laughed the loudest/);
  });
});

describe('a real animal in a real day for six to twelve', () => {
  it('acts where a line would have it talk, and a made-up book keeps its talking creature', () => {
    const rusty = castFromCharacter(dog('Rusty'));
    const ava = castFromCharacter(child('Ava'));
    const page = { sentences: ['"Is it always like this?" asked Rusty.', 'Ava smiled.'], roles: ['own', 'own'] as const };
    const [quiet] = withBabiesQuiet([{ sentences: [...page.sentences], roles: [...page.roles] }], [ava, rusty], { hero: ava });
    expect(quiet!.sentences).toEqual(['Rusty looked up, head on one side.', 'Ava smiled.']);
    const [told] = withBabiesQuiet([{ sentences: [...page.sentences], roles: [...page.roles] }], [ava, rusty]);
    expect(told!.sentences).toEqual(page.sentences);
    // Told to the dog is the hero's line, kept.
    const secret = ['"Can I tell you something?" said Ava, and told Rusty: she had planned the whole day.'];
    expect(withBabiesQuiet([{ sentences: secret, roles: ['own'] }], [ava, rusty], { hero: ava })[0]!.sentences).toEqual(secret);
  });

  it('Rusty at the animal shelter fundraiser does not speak nor talk it over', () => {
    const text = pagesOf(inputs('raising money for the animal shelter', [child('Ava'), dog('Rusty')], '9-12', 'long')).join(' ');
    expect(text).not.toMatch(/(?:said|asked|whispered) Rusty\b|\bRusty (?:said|asked)\b|and Rusty talked/);
  });
});

describe('a school day', () => {
  it('is read from the theme or the told lines', () => {
    expect(isASchoolDay('losing my tooth at school')).toBe(true);
    expect(isASchoolDay('losing my tooth', { opening: 'x', tries: ['{hero} wiggled it all through the morning lesson.'] })).toBe(true);
    expect(isASchoolDay('losing my tooth', { opening: '{hero} had a wobbly tooth.', tries: ['{hero} wiggled it all through breakfast.'] })).toBe(false);
  });

  it('brings no parent into the classroom: a classmate for a child alone, Mum at the gate when she is in the cast', () => {
    const alone = pagesOf(inputs('losing my tooth at school', [child('Zoe')], '6-8', 'short')).join(' ');
    expect(alone).not.toMatch(/\b(?:Mum|Dad)\b/);
    expect(alone).toMatch(/in (?:the same )?class/);
    const withMum = pagesOf(inputs('losing my tooth at school', [child('Zoe'), grownUp('Mum')], '6-8', 'medium'));
    expect(withMum.join(' ')).toMatch(/Mum waved goodbye at the school gate/);
    expect(withMum.filter((text) => /\bMum\b/.test(text))).toHaveLength(1);
  });
});

describe('news said once', () => {
  it('the win and the ending\'s detail that tell the same news are found; different news is not', () => {
    expect(tellsTheSameNews('The power came back, and it had been the cosiest evening.', 'With a hum and a click, the lights came back on, and the fridge started humming again.')).toBe(true);
    expect(tellsTheSameNews('The whole crew waved back, and the lorry hooted just for him.', 'The driver waved, and gave two short hoots: toot, toot!')).toBe(true);
    expect(saysAgain('The power came back, and it had been the cosiest evening.', 'With a hum and a click, the lights came back on.')).toBe(false);
    expect(tellsTheSameNews('The tooth came out all by itself, at dinner time.', 'That night, the tooth went in a little envelope under the pillow.')).toBe(false);
  });

  it('a power cut says the lights came back once', () => {
    const text = pagesOf(inputs('the day the power went out', [child('Maya'), child('Leo', 'he', ['big brother']), grownUp('Mum')], '6-8', 'long')).join(' ');
    expect(text).toMatch(/the lights came back on/);
    expect(text).not.toMatch(/The power came back, and it had been the cosiest evening/);
  });
});

describe('a stock line said by the right one', () => {
  it('a parent at nine to twelve carries the heavy things without "small hands"', () => {
    const [leilani, mum] = [castFromCharacter(child('Leilani', 'he')), castFromCharacter(grownUp('Mum'))];
    const partsAt = (age: StoryInputs['age_group']) => [0, 1, 2].map((place) => partFor({ age, hero: leilani, seed: 1, themeText: 'the big supermarket shop' } as unknown as StoryContext, mum, 'lively', place));
    expect(partsAt('6-8').join(' ')).toMatch(/small hands/);
    expect(partsAt('9-12').join(' ')).not.toMatch(/small hands/);
    expect(partsAt('9-12').join(' ')).toMatch(/carried the heavy things without being asked/);
  });

  it('the pudding muddle is a child friend\'s, never a grandma\'s', () => {
    expect(comicBeatsFor('moment').find((beat) => /kind of pudding/.test(beat.line))?.by).toBe('child');
  });

  it('"did not stop" is never said after lying in bed counting lights', () => {
    const pages = pagesOf(inputs('waiting for santa', [child('Noah', 'he'), child('Vihaan')], '6-8', 'long'), 1330022);
    const counting = pages.find((text) => /counting the twinkling lights/.test(text));
    if (counting) expect(counting).not.toMatch(/kept going|did not stop|tried again|went on, all the same/);
  });
});

describe('a name the clause after it is about', () => {
  it('stays a name: "said Dad, who had a saying for everything", never "he said, who"', () => {
    const characters = [{ name: 'Rosa', kind: 'child', pronoun: 'she' }, { name: 'Sam', kind: 'child', pronoun: 'he' }, { name: 'Dad', kind: 'grown-up', pronoun: 'he' }];
    const inputs = storyInputsSchema.parse({ characters, age_group: '9-12', story_length: 'medium', tone: 'gentle', theme: 'scared of spiders' });
    const text = writeStory(writeIdea(inputs, 1), inputs).map((page) => page.text).join(' ');
    expect(text).toMatch(/said Dad, who had a saying for everything/);
    expect(text).not.toMatch(/\b(?:he|she|they) said, who\b/);
  });
});

describe('a try remembered on the last pages', () => {
  it('is the hero\'s doing, never "the time when at carpet time, she sat …"', () => {
    for (const [theme, seed] of [['first day at nursery', 1], ['splashing at the swimming pool for the first time', 210007]] as const) {
      const inputs = storyInputsSchema.parse({ characters: [{ name: 'Katya', kind: 'child', pronoun: 'she' }], age_group: '0-2', story_length: 'long', tone: 'silly', theme });
      const text = writeStory(writeIdea(inputs, seed), inputs).map((page) => page.text).join(' ');
      expect(text, theme).toMatch(/the time she (?:sat|bobbed)/);
      expect(text, theme).not.toMatch(/the time when (?:at|with) /i);
    }
  });
});
