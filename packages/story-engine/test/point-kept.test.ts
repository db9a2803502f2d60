import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { readTheme } from '../src/understand/read-theme';
import { readTwist } from '../src/understand/read-twist';
import { lessonActOf } from '../src/understand/read-lesson';
import { storyText } from './story-text';

/** A near entry never tells the opposite of a theme's twist, nor drops it: round 13's "point" mechanisms, on crafted inputs. */

const told = (theme: string, lesson?: string) => {
  const inputs = storyInputsSchema.parse({
    characters: [{ name: 'Luca', kind: 'child', pronoun: 'he', traits: [] }, { name: 'Mum', kind: 'grown-up', pronoun: 'she', traits: [] }],
    age_group: '3-5', story_length: 'short', tone: 'gentle', theme, ...(lesson ? { lesson } : {}),
  });
  const idea = writeIdea(inputs, 1380011);
  return { idea, text: storyText(writeStory(idea, inputs)) };
};

describe('the twist of a theme', () => {
  it('is read with the tagger: undone, someone away or not there, saving up, getting lost', () => {
    expect(readTwist('the birthday party got cancelled')?.kind).toBe('undone');
    expect(readTwist("granny can't come to my birthday")?.kind).toBe('undone');
    expect(readTwist('dad missed my school play')?.kind).toBe('undone');
    expect(readTwist('my dad works on Christmas day')).toEqual({ kind: 'away', who: 'dad' });
    expect(readTwist('sports day without mum')).toEqual({ kind: 'without', who: 'mum' });
    expect(readTwist('saving up pocket money for a bike')?.kind).toBe('saving');
    expect(readTwist('getting lost at the supermarket')?.kind).toBe('lost');
  });

  it('is no twist where the words only look like one: longing for someone, a slip in the day, a night that will not settle', () => {
    for (const theme of ['missing grandma', 'I miss my dad', 'forgetting my lines in the school play', "I can't go to sleep", 'swimming lessons without armbands', 'sports day']) {
      expect(readTwist(theme), theme).toBeUndefined();
    }
  });

  it("is never told as the near entry's usual story: the theme is declined honestly instead", () => {
    // Getting lost at the supermarket is round 15's own entry (`test/round-15-young-entries.test.ts`), no twist to decline.
    for (const theme of ['the birthday party got cancelled', 'mum is working late on bonfire night', 'sports day without mum', 'the football match was rained off']) {
      expect(readTheme(theme).kind, theme).toBe('unplaced');
    }
    const { idea } = told('the birthday party got cancelled');
    expect(idea.plot).not.toBe('celebration');
    expect(JSON.stringify(idea)).toContain('could not make');
  });

  it('tells a parent at work through Christmas or a birthday as that day apart: a call, something saved, the late return', () => {
    for (const theme of ['my mum is a nurse and works on Christmas day', 'daddy works on my birthday']) {
      const reading = readTheme(theme);
      expect(reading.kind === 'catalogue' && reading.entry.id, theme).toBe('parent-away');
      const { idea, text } = told(theme);
      expect(idea.plot, theme).toBe('theme:parent-away');
      expect(text, theme).toMatch(/had to (?:go to )?work/);
      expect(text, theme).toMatch(/saved|save/i);
      expect(text, theme).not.toMatch(/far away for two whole weeks/);
    }
  });

  it('keeps a day done without a parent anyway: a first sleepover without mum is a sleepover', () => {
    const sleepover = readTheme('first sleepover without mum');
    expect(sleepover.kind === 'catalogue' && sleepover.entry.id).toBe('sleepover');
  });

  it('keeps the entry whose own story the twist is: a lost pet, the first Christmas without grandad', () => {
    const pet = readTheme('my dog got lost');
    expect(pet.kind === 'catalogue' && pet.entry.id).toBe('lost-pet');
    const goodbye = readTheme('the first Christmas without grandad');
    expect(goodbye.kind === 'catalogue' && goodbye.entry.tender).toBe(true);
  });

  it('tells saving up as the saving, never the thing saved for', () => {
    // Round 14: saving up for a thing is the wanting frame's saving (a jar, jobs for coins), never the bike's day.
    const reading = readTheme('saving up pocket money for a bike');
    expect(reading.kind === 'wanting' && reading.wanting.shape).toBe('saving');
  });

  it("routes to the entry's variant that tells it: the tooth fairy who forgot comes a night late", () => {
    for (const theme of ['the tooth fairy forgot to come', "the tooth fairy didn't come last night"]) {
      const reading = readTheme(theme);
      expect(reading.kind === 'catalogue' && reading.entry.id, theme).toBe('wobbly-tooth');
      const { text } = told(theme);
      expect(text, theme).toMatch(/no coin/);
      expect(text, theme).toMatch(/one night late|sorry I was late/i);
    }
  });
});

describe("the kind of place a theme names", () => {
  it('is carried onto the pages: a science museum has its own exhibits, never the mummy and the Roman coin', () => {
    for (const [theme, own] of [['a trip to the science museum', /science museum/], ['a visit to the transport museum', /steam engine/], ['a day at the art gallery', /painting/]] as const) {
      const { idea, text } = told(theme);
      expect(idea.plot, theme).toBe('theme:museum');
      expect(text, theme).toMatch(own);
      expect(text, theme).not.toMatch(/mummy|Roman coin|Egyptians/);
    }
  });

  it('is a club, not a class: the new one at football club meets a coach, never a class\'s song', () => {
    const { idea, text } = told('being the new kid at football club');
    expect(idea.plot).toBe('theme:new-kid');
    expect(text).toMatch(/club/);
    expect(text).not.toMatch(/song everyone else knew|teacher/);
  });
});

describe('a grandparent who cannot come', () => {
  it('is the day without them, met on a video call, never at the table', () => {
    for (const [theme, plot] of [["granny can't come to my birthday", 'theme:birthday'], ["nana can't come for Christmas", 'theme:christmas']] as const) {
      const { idea, text } = told(theme);
      expect(idea.plot, theme).toBe(plot);
      expect(text, theme).toMatch(/could not come/);
      expect(text, theme).toMatch(/video call|screen/);
      expect(idea.summary, theme).not.toMatch(/comes along/);
    }
  });
});

describe('a ride to see a grandparent', () => {
  it('arrives where the grandparent is waiting, who is never on the ride', () => {
    const { idea, text } = told('going on a train to see Nana');
    expect(idea.plot).toBe('theme:train-ride');
    expect(idea.summary).not.toMatch(/Nana comes along/);
    expect(text).toMatch(/Nana was waiting on the platform/);
    expect(text).not.toMatch(/Nana was there|with Nana|Nana (?:told|gave|held|laughed)/);
  });
});

describe('the variants of round 13', () => {
  it("fit a little listener's short book, so the idea keeps the entry", () => {
    for (const theme of ['the natural history museum', "the tooth fairy didn't come", "nana can't come for Christmas", 'on the bus to see grandpa']) {
      const inputs = storyInputsSchema.parse({
        characters: [{ name: 'Luca', kind: 'child', pronoun: 'he', traits: [] }, { name: 'Mum', kind: 'grown-up', pronoun: 'she', traits: [] }],
        age_group: '3-5', story_length: 'short', tone: 'gentle', theme,
      });
      expect(writeIdea(inputs, 1380555).plot, theme).toMatch(/^theme:/);
    }
  });
});

describe("a parent's lesson of two instructions", () => {
  it('is the hero\'s act in the past, both verbs', () => {
    const hero = { name: 'Luca', he: 'he', his: 'his', him: 'him', self: 'himself', was: 'was' } as never;
    expect(lessonActOf('Stay where you are and find a helper')?.(hero)).toBe('This time, Luca stayed where he was and found a helper.');
    expect(lessonActOf('Tell someone how you feel and ask for help')?.(hero)).toBe('This time, Luca told someone how he felt and asked for help.');
  });
});
