import { describe, expect, it } from 'vitest';
import { storyInputsSchema, type StoryInputs } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { storyText } from './story-text';
import { castFindings } from './fresh/cast-detectors';

/** Round 14b (cast): the people a theme names are those people, met once, and the one arriving is not at the side. */
const book = (theme: string, age: StoryInputs['age_group'], cast: { name: string; pronoun: 'she' | 'he'; kind: 'child' | 'grown-up'; traits?: string[] }[] = [{ name: 'Ivy', pronoun: 'she', kind: 'child' }], seed = 1620007) => {
  const inputs = storyInputsSchema.parse({ characters: cast.map((member) => ({ traits: [], ...member })), age_group: age, story_length: 'short', tone: 'gentle', theme });
  const pages = writeStory(writeIdea(inputs, seed), inputs);
  return { text: storyText(pages), pages, cast: inputs.characters };
};

describe('who is in the story', () => {
  it('calls a grandparent by the word the theme typed: nanny is Nanny, never Grandma', () => {
    const { text } = book('nanny is poorly', '6-8');
    expect(text).toContain('Nanny was poorly');
    expect(text).not.toMatch(/\bGrandma\b/);
  });

  it('puts the nanny a bedtime is with at the side, not a creature best friend', () => {
    const { text } = book('bedtime with nanny', '0-2');
    expect(text).toMatch(/\bNanny\b/);
    expect(text).not.toMatch(/best friend was an? \w+ who lived nearby/);
  });

  it('makes the friend the theme names by name one of the cast', () => {
    const { text } = book('her friend Tom comes to play', '3-5');
    expect(text).toMatch(/\bTom\b/);
    expect(text).not.toMatch(/best friend was an? \w+ who lived nearby/);
  });

  it('names a best friend who moves away on every page, and invents no second friend beside her', () => {
    const { text } = book('her best friend Chloe moves away', '9-12');
    expect(text).toMatch(/\bChloe\b/);
    expect(text).not.toMatch(/\bthe best friend\b/i);
    expect(text).not.toMatch(/had a friend called/);
  });

  it('calls an uncle the theme names by name by both: Uncle Raj, never "Uncle" alone', () => {
    const { text } = book('a trip to the zoo with uncle Raj', '6-8');
    expect(text).toMatch(/\bUncle Raj\b/);
    expect(text).not.toMatch(/\bUncle(?! Raj)\b/);
  });

  it('gives the teacher the theme names their name, and never puts them at the hero’s side', () => {
    const { text } = book('his teacher Mr Patel is leaving', '6-8', [{ name: 'Noah', pronoun: 'he', kind: 'child' }]);
    expect(text).toMatch(/Mr Patel (?:told|read|said)/);
    expect(text).not.toMatch(/Mr Patel was (?:there )?with him|Mr Patel came along/);
  });

  it('meets a grandparent who is coming to stay arriving, not there with the hero before the train', () => {
    for (const age of ['0-2', '6-8'] as const) {
      const { text } = book('granny is coming to stay', age);
      expect(text).not.toMatch(/Granny was (?:there )?with her|Granny was there too/);
      expect(text).toMatch(/Granny (?:arrived|was at the door)/);
    }
  });

  it('names the cast’s sister as the one whose news it is, never "his his big sister", and not at the side', () => {
    const { text } = book('his big sister is going to university', '9-12', [{ name: 'Kai', pronoun: 'he', kind: 'child' }, { name: 'Mia', pronoun: 'she', kind: 'child', traits: ['big sister'] }]);
    expect(text).toMatch(/Mia was going to university/);
    expect(text).not.toMatch(/\bhis his\b|Mia was (?:there )?with him/i);
  });

  it('gives a little one alone a grown-up of the family, not a creature best friend, for a frame’s family news', () => {
    const { text } = book('my sister is going to university', '3-5');
    expect(text).not.toMatch(/best friend was an? \w+ who lived nearby/);
  });

  it('meets a friend the opening names once', () => {
    const { text } = book('my best friend plays with someone else now', '6-8');
    expect(text).toMatch(/had always been Ivy's best friend/);
    expect(text).not.toMatch(/had a friend called|lived just down the road/);
    // The goodbye's own opening meets the friend the theme names (round 19): "Ivy's best friend, Jack, was moving", never then "Jack was Ivy's friend."
    const moving = book('her friend Jack is moving away', '6-8').text;
    expect(moving).toMatch(/Ivy's best friend, Jack, was moving/);
    expect(moving).not.toMatch(/Jack was Ivy's friend/);
  });
});

describe('the cast census detectors', () => {
  const pages = (...texts: string[]) => texts.map((text) => ({ text }));
  const hero = [{ name: 'Maya', kind: 'child' }];
  it('finds two grown-ups nobody gave or named, but not one', () => {
    expect(castFindings({ theme: 'a trip to the zoo', cast: hero, pages: pages('Mum came too.', 'Uncle Raj laughed.') }).map((found) => found.detector)).toEqual(['second invented grown-up']);
    expect(castFindings({ theme: 'a trip to the zoo with uncle Raj', cast: hero, pages: pages('Mummy came too.', 'Uncle Raj laughed.', 'Mum smiled.') })).toEqual([]);
  });
  it('finds a grandparent called by another word than the theme’s', () => {
    expect(castFindings({ theme: 'nanny is poorly', cast: hero, pages: pages('Grandma was poorly.') }).map((found) => found.detector)).toEqual(['grandparent word swapped']);
  });
  it('finds a friend introduced twice', () => {
    expect(castFindings({ theme: 'jealous', cast: hero, pages: pages("Priya had always been Maya's best friend.", 'Maya had a friend called Priya, who lived just down the road.') }).map((found) => found.detector)).toEqual(['introduced twice']);
  });
  it('finds the one the theme is about at the side, and a creature friend beside a named person', () => {
    expect(castFindings({ theme: 'dad works late', cast: hero, pages: pages('Dad was there with her.') }).map((found) => found.detector)).toEqual(["theme's subject at the side"]);
    expect(castFindings({ theme: 'bedtime with nanny', cast: hero, pages: pages("Maya's best friend was a robin who lived nearby.", 'Nanny smiled.') }).map((found) => found.detector)).toEqual(['creature friend beside a named person']);
  });
});
