import { describe, expect, it } from 'vitest';
import type { StoryPage } from '@studio/contracts/stories';
import { sadThemeInACheerfulPlot, themePastedInAFrame } from './fresh/paste-detectors';

const pages = (...texts: string[]): StoryPage[] => texts.map((text, index) => ({ page_number: index + 1, text, scene: { setting: 'home', time_of_day: 'day', characters: [], action: 'standing', mood: 'happy' } }));

describe('the detectors of words pasted into a stock frame (round 12)', () => {
  it('find a clause, a said word or a body part where the frame wants a thing', () => {
    for (const line of [
      'And she would never forget that who took the class trophy.',
      'He would never forget what that day taught him about a friend who is unkind to others.',
      'Noah had been thinking about a friend who is unkind to others all week.',
      'First, Zara got everything ready for the bye, and Mum checked it twice.',
      'That night, Kit looked at the hands and felt very grown-up.',
      // Round 13b: someone else's doing inside the doing.
      'He would never forget what that day taught him about helping grandma water the plants.',
      'Noah had been thinking about helping my sister learn to read all week.',
    ]) expect({ line, found: themePastedInAFrame(pages(line)).length }).toEqual({ line, found: 1 });
  });

  it('stay quiet round a thing', () => {
    expect(themePastedInAFrame(pages(
      'Kit would never forget that camping trip.',
      'Mia would never forget those sticky buns.',
      'Leo had been thinking about dinosaurs all week.',
      'Noah would never forget what that day taught him about friendship.',
      'First, Zara got everything ready for the bake sale, and Dad checked it twice.',
      'Ana looked at the stars and smiled.',
      'Leo would never forget what that day taught him about helping others.',
    ))).toEqual([]);
  });

  it('find a theme of loss, illness or unkindness told as a party or a treasure quest', () => {
    const goldfish = { text: 'our goldfish died', kind: 'other' as const, about: /goldfish/ };
    expect(sadThemeInACheerfulPlot(goldfish, pages('The big summer party was at four.', 'The party was ready at last.'))).toHaveLength(1);
    expect(sadThemeInACheerfulPlot(goldfish, pages('Noah found a duckling.', 'It was a long way home.'))).toEqual([]);
    expect(sadThemeInACheerfulPlot({ ...goldfish, text: 'a birthday' }, pages('The party was at four.', 'The party was ready.'))).toEqual([]);
  });
});
