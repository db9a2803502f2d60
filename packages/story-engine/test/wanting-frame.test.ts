import { describe, expect, it } from 'vitest';
import { storyInputsSchema, type AgeGroup } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { readTheme } from '../src/understand/read-theme';
import { readWanting } from '../src/understand/read-wanting';
import { wantingLines } from '../src/plots/wanting-lines';
import { storyText } from './story-text';
import { toldAsWanting } from './fresh/wanting-detector';

/** Round 14: wanting a thing, waiting and saving for it, and not getting it, told as the wanting (crafted inputs). */

const told = (theme: string, age: AgeGroup = '6-8') => {
  const inputs = storyInputsSchema.parse({
    characters: [{ name: 'Priya', kind: 'child', pronoun: 'she', traits: [] }, { name: 'Dad', kind: 'grown-up', pronoun: 'he', traits: [] }],
    age_group: age, story_length: 'short', tone: 'gentle', theme,
  });
  const idea = writeIdea(inputs, 1530011);
  const pages = writeStory(idea, inputs);
  return { idea, pages: pages.map((page) => page.text), text: storyText(pages) };
};

describe('reading a wanting', () => {
  it('reads the shape and what the thing is, as parents type it', () => {
    expect(readWanting('begging us for a puppy')).toMatchObject({ shape: 'asking', kind: 'pet', thing: 'a puppy' });
    expect(readWanting('saving up pocket money for a lego set')).toMatchObject({ shape: 'saving', kind: 'toy', the: 'the lego set' });
    expect(readWanting("jealous of his friend's new bike")).toMatchObject({ shape: 'friend', thing: 'a bike' });
    expect(readWanting("didn't get the bike he wanted for christmas")).toMatchObject({ shape: 'not-got', the: 'the bike', day: 'christmas' });
    expect(readWanting('desperate for her own phone like everyone in her class')).toMatchObject({ kind: 'gadget', thing: 'a phone' });
    expect(readWanting('wanting to go to Disneyland')).toMatchObject({ kind: 'outing', the: 'Disneyland' });
    expect(readWanting('wishing she was older')?.kind).toBe('older');
    expect(readWanting('wants to stay up late like her big brother')?.kind).toBe('late');
    expect(readWanting('asking Santa for a unicorn')?.thing).toBe('a unicorn');
    expect(readWanting("he's been begging for an xbox for months")).toMatchObject({ kind: 'gadget', thing: 'an xbox' });
    expect(readWanting('wants a dog but we live in a flat')).toMatchObject({ kind: 'pet', thing: 'a dog' });
    expect(readWanting('wishing she could go to Paris')).toMatchObject({ kind: 'outing', the: 'Paris' });
    expect(readWanting('she asked for a pony for her birthday and got a book')).toMatchObject({ shape: 'not-got', the: 'the pony', day: 'birthday' });
    expect(readWanting('her friend has a new bike and she is jealous')).toMatchObject({ shape: 'friend', the: 'the bike' });
    expect(readWanting('he keeps going on about getting a switch')?.thing).toBe('a switch');
    expect(readWanting('can we get a dog')?.kind).toBe('pet');
  });

  it('leaves a doing wanted to its own frame: a job, a skill, a friend to play with', () => {
    for (const theme of ['wants to go to the park', 'obsessed with dinosaurs', 'wants to go to the moon', 'wanting to be a firefighter', 'wants to learn to swim', 'nobody wants to play with me', 'a robot who wants to learn to dance', 'my little sister gets everything she wants', 'wants a cuddle', 'saving the hedgehogs']) {
      expect(readWanting(theme), theme).toBeUndefined();
    }
  });

  it('reads a thing with its own entry as wanted, not had: a first phone, a new pet', () => {
    expect(readTheme('wanting a mobile phone').kind).toBe('wanting');
    expect(readTheme('asked santa for a puppy').kind).toBe('wanting');
  });
});

describe('a wanting told', () => {
  it('never has the phone from page 1: the asking, an honest answer, the saving', () => {
    const { idea, pages, text } = told('wanting a mobile phone', '9-12');
    expect(idea.plot).toBe('the-wanting');
    expect(pages[0]).not.toMatch(/had (?:her|a) (?:very first|new) phone/);
    expect(text).toMatch(/costs a lot|Not yet/);
    expect(text).toMatch(/jar/);
  });

  it('tells a pet wanted with what it needs every day, and a "not yet" that is true', () => {
    const { text } = told('begging for a puppy', '3-5');
    expect(text).toMatch(/walks every day/);
    expect(text).toMatch(/not yet/i);
    expect(text).not.toMatch(/new puppy was coming/i);
  });

  it('ends a saving with the thing paid for out of the jar, a far outing with the jar still filling, a near one on its day', () => {
    expect(told('saving up for a scooter').text).toMatch(/paid for the scooter herself/);
    expect(String(wantingLines(readWanting('wants to go to Legoland')!).end)).toMatch(/still a long way off/);
    expect(String(wantingLines(readWanting('begging to go to the cinema')!).details[3])).toMatch(/circled day came/);
    expect(String(wantingLines(readWanting('begging to go to the cinema')!).worry)).not.toMatch(/long way away/);
  });
});

describe('who is asked and who is asking', () => {
  it('asks Father Christmas in a letter: a pet is no present he brings, a unicorn comes cuddly, never real', () => {
    const unicorn = wantingLines(readWanting('asking Santa for a unicorn')!);
    expect(String(unicorn.opening)).toMatch(/letter to Father Christmas/);
    expect(String(unicorn.end)).toMatch(/cuddly unicorn.*not a real one/);
    expect(String(wantingLines(readWanting('asked santa for a puppy')!).worry)).toMatch(/doesn't bring pets/);
  });

  it('keeps the night a late bedtime is begged for: bonfire night, just this once', () => {
    const night = wantingLines(readWanting('begging to stay up late on bonfire night')!);
    expect(String(night.worry)).toMatch(/on Bonfire Night, just this once/);
    expect(String(night.win)).toMatch(/Bonfire Night/);
  });

  it('names the older one the hero would be like, where it starts', () => {
    expect(String(wantingLines(readWanting('wants to be big like her sister')!).opening)).toMatch(/\{hero\}'s big sister could reach the top shelf/);
    expect(String(wantingLines(readWanting('wanting to stay up late like her big brother')!).opening)).toMatch(/big brother stayed up later/);
  });

  it('gives a toddler no coins to save: the birthday on the calendar, and a parcel', () => {
    const toddler = wantingLines(readWanting('really wants a trampoline')!, '0-2');
    expect(String(toddler.end)).toMatch(/parcel/);
    expect(toddler.details.map(String).join(' ')).not.toMatch(/coins|jar/);
  });
});

describe('the census detector of a wanting told', () => {
  it('wants the wanting said early and the thing named, and never the thing had on the first line', () => {
    expect(toldAsWanting(['Priya wanted a puppy more than anything.', 'Dad said not yet.'], 'puppy')).toBe(true);
    expect(toldAsWanting(['Priya had her very first phone.', 'She wanted to keep it on.'], 'phone')).toBe(false);
    expect(toldAsWanting(['One morning, the sock was gone.', 'A mouse took it.'], 'trampoline')).toBe(false);
  });
});
