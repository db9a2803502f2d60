import { describe, expect, it } from 'vitest';
import { storyInputsSchema, type Character, type StoryPage } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { birthdayNotTheHeros, cheeringAtNothing, familyMetAsABestFriend, saidTwiceOnAPage, gagOnALowPage, ideaPromisesSomeoneAbsent, liftSaidTwice, smallLetterAfterStop, titleAsName, unnamedOnThePage } from './fresh/surface-detectors';
import { surfaceCensus } from './fresh/surface-census';

/** Each surface detector on crafted text (it finds the defect, and stays quiet without it), then over generated books. */

const pages = (...texts: string[]): StoryPage[] => texts.map((text, index) => ({ page_number: index + 1, text, scene: { setting: 'home', time_of_day: 'day', characters: [], action: 'standing', mood: 'happy' } }));
const person = (name: string, pronoun: Character['pronoun'], kind: Character['kind'] = 'child'): Character => ({ name, kind, pronoun, appearance: {}, traits: [] });
const salma = person('Salma', 'she');
const saoirse = person('Saoirse', 'he');
const grandpa = person('Grandpa', 'he', 'grown-up');

describe('the surface detectors', () => {
  it('find a title standing for a name, not a titled name', () => {
    expect(titleAsName({ pages: pages('Mrs Okafor was there too. Mrs for short.') })).toHaveLength(1);
    expect(titleAsName({ pages: pages("He held Mrs's hand.") })).toHaveLength(1);
    expect(titleAsName({ pages: pages('Mrs Okafor waved.', 'Sir Fluffington purred.') })).toEqual([]);
  });

  it('find a small letter after a full stop, not after a quotation or in "T. rex"', () => {
    expect(smallLetterAfterStop({ pages: pages('It was moving day. their whole house was packed into boxes.') })).toHaveLength(1);
    expect(smallLetterAfterStop({ pages: pages('"Yay!" she said. It was moving day.', 'A T. rex roared.') })).toEqual([]);
  });

  it('find a try’s lift said twice in a book, not two different ones', () => {
    expect(liftSaidTwice({ pages: pages('Mia sang. That helped, a little.', 'Mia drew. That helped, a little.') })).toHaveLength(1);
    expect(liftSaidTwice({ pages: pages('Mia sang. That helped, a little.', 'Mia drew. Mia felt a little more ready for the new baby.') })).toEqual([]);
  });

  it('find a gag or a cheer on a page where something went wrong, not on a glad one', () => {
    expect(gagOnALowPage({ pages: pages('The baby cried and cried. Mia counted to ten backwards, got muddled at seven and giggled all the way to one.') })).toHaveLength(1);
    expect(gagOnALowPage({ pages: pages('Splat went the apple pie! "Yay, Mia!" said Sam.') })).toHaveLength(1);
    expect(gagOnALowPage({ pages: pages('The worry was gone. "Yay, Mia!" said Sam.', 'The baby slept. Mia did a silly wiggle.') })).toEqual([]);
  });

  it('find a cheer to the hero under a page where nothing is hard, not under a worry or a try gone wrong', () => {
    expect(cheeringAtNothing({ pages: pages('The cake had candles, one for every year. You can do it, Lior!') })).toHaveLength(1);
    expect(cheeringAtNothing({ pages: pages('"When is the party?" Lior asked. You can do it, Lior!', 'The sock stayed put. Be brave, be brave, Oskar.', 'The baby cried and cried. You can do it, Noah!') })).toEqual([]);
  });

  it('find a "he" or "she" on a page that has not named them, unless the hero is that pronoun or someone of it was named', () => {
    expect(unnamedOnThePage({ cast: [salma, saoirse], pages: pages('He was her best friend.') })).toHaveLength(1);
    expect(unnamedOnThePage({ cast: [salma, grandpa], pages: pages('Salma waved to Grandpa.', 'She spent the day with him.') })).toHaveLength(1);
    // The friend the engine brings to a child alone is named before "he": not a stranger.
    expect(unnamedOnThePage({ cast: [salma], pages: pages("Salma's best friend was Jun, and he had a little hum for every job.") })).toEqual([]);
    expect(unnamedOnThePage({ cast: [salma], pages: pages("Salma's best friend had a little hum, and he sang.") })).toHaveLength(1);
    expect(unnamedOnThePage({ cast: [salma, saoirse], pages: pages('Saoirse was her best friend. He had a cape.', 'The doctor smiled. He listened to her heart.', '"He is here!" said Salma.') })).toEqual([]);
  });

  it('find someone the idea says comes along who is on no page', () => {
    const summary = 'Salma makes a friend. Grandpa comes along too.';
    expect(ideaPromisesSomeoneAbsent({ cast: [salma, grandpa], summary, pages: pages('Salma played.') })).toHaveLength(1);
    expect(ideaPromisesSomeoneAbsent({ cast: [salma, grandpa], summary, pages: pages('Salma played with Grandpa.') })).toEqual([]);
    // A pet the idea says stays at home is not promised; the one who comes along still is.
    const bramble = { name: 'Bramble', kind: 'animal' as const, species: 'bunny' as const, pronoun: 'she' as const, appearance: {}, traits: [] };
    const stays = 'Salma goes to the doctor. Grandpa comes along too and Bramble the bunny stays at home.';
    expect(ideaPromisesSomeoneAbsent({ cast: [salma, grandpa, bramble], summary: stays, pages: pages('Salma played.') }).map((finding) => finding.detail.split(':')[0])).toEqual(['Grandpa']);
  });

  it('find the child’s own birthday told as someone else’s party, not a party that is someone else’s by the parent’s words', () => {
    expect(birthdayNotTheHeros({ cast: [salma, grandpa], theme: 'my 5th birthday', summary: "Salma is getting ready for Grandpa's birthday party.", pages: pages('Salma baked.') })).toHaveLength(1);
    expect(birthdayNotTheHeros({ cast: [salma, grandpa], theme: 'turning four', summary: 'A story.', pages: pages("It was Grandpa's party!") })).toHaveLength(1);
    expect(birthdayNotTheHeros({ cast: [salma, grandpa], theme: 'my 5th birthday', summary: "Today was Salma's birthday.", pages: pages("Today was Salma's birthday.") })).toEqual([]);
    expect(birthdayNotTheHeros({ cast: [salma, grandpa], theme: "grandpa's birthday", summary: "Salma gets ready for Grandpa's birthday party.", pages: pages("It was Grandpa's birthday party!") })).toEqual([]);
  });

  it('find a thing said twice on one page, not a sentence that only starts alike', () => {
    expect(saidTwiceOnAPage({ pages: pages('Greta loved bugs. Greta wore a raincoat. Greta loved bugs, and had a magnifying glass ready.') })).toHaveLength(1);
    expect(saidTwiceOnAPage({ pages: pages('Mia ran. Mia ran to the gate.', 'Greta loved bugs.', 'Greta loved bugs, and had a net.') })).toEqual([]);
  });

  it('find a brother or sister met as a best friend, not a friend who is only a friend', () => {
    expect(familyMetAsABestFriend({ pages: pages("Chidi was Ife's best friend. Chidi was her twin brother.") })).toHaveLength(1);
    expect(familyMetAsABestFriend({ pages: pages("Chidi was Ife's twin brother.", "Noor was Greta's best friend.") })).toEqual([]);
  });
});

describe('a child who loves what the story is about', () => {
  it('is not told to love it twice on one page ("Greta loved bugs." and "Greta loved bugs, and …")', () => {
    for (const [love, theme] of [['bugs', 'a bug hunt'], ['dinosaurs', 'dinosaurs'], ['trains', 'trains'], ['football', 'football']] as const) {
      for (const age of ['3-5', '6-8'] as const) {
        for (let seed = 0; seed < 2; seed += 1) {
          const inputs = storyInputsSchema.parse({ characters: [{ ...salma, traits: [`loves ${love}`] }], age_group: age, story_length: 'short', theme });
          expect(saidTwiceOnAPage({ pages: writeStory(writeIdea(inputs, seed), inputs) })).toEqual([]);
        }
      }
    }
  });
});

describe('stories written from generated inputs', () => {
  // Two seeds nobody tuned on, 40 books each: every surface detector held at zero.
  it.each([[31000], [72000]])('from seed %i have no title for a name, small letter after a stop, lift said twice, gag on a low page, unnamed "she", promise the pages break or birthday given away', { timeout: 300_000 }, (seed) => {
    expect(surfaceCensus(seed, 40).counts).toEqual({
      'title as a name': 0, 'small letter after a stop': 0, 'lift said twice': 0, 'gag on a low page': 0, 'cheering at nothing': 0, 'unnamed on the page': 0, 'idea promises someone absent': 0, 'birthday not the hero’s': 0, 'said twice on a page': 0, 'family met as a best friend': 0,
    });
  });
});
