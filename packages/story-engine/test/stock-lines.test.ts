import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { splitSentences, writeIdea, writeStory } from '../src/index';
import { cheerFor, isCheer } from '../src/plots/cheers';
import { maskedBook, pairShares, stockLines } from './fresh/shared-sentences';

const book = (theme: string, seed: number, name = 'Mia') => {
  const inputs = storyInputsSchema.parse({ characters: [{ name, kind: 'child', pronoun: 'she', appearance: {}, traits: [] }, { name: 'Leo', kind: 'child', pronoun: 'he', appearance: {}, traits: [] }], age_group: '3-5', story_length: 'medium', theme });
  return writeStory(writeIdea(inputs, seed), inputs).flatMap((page) => splitSentences(page.text));
};

describe('stock lines (issue 28, variety)', () => {
  it('cheers in the words of the lesson, with "You can do it" kept for a lesson of no words of its own', () => {
    const first = (options: readonly unknown[]) => options[0];
    expect(cheerFor('patience', 'Mia', first as never)).toEqual({ ask: 'Wait and see, Mia.', answer: 'Worth the wait, Mia!' });
    expect(cheerFor('bravery', 'dear dragon', first as never).ask).toBe('Be brave, dear dragon!');
    expect(cheerFor('a lesson of the parent', 'Mia', first as never).ask).toBe('You can do it, Mia!');
    expect(isCheer('Wait and see, Mia.')).toBe(true);
    expect(isCheer('You can do it, Auntie Jo!')).toBe(true);
    expect(isCheer('Be kind, she said.')).toBe(false);
  });

  it('catalogue books on different themes do not all cheer "You can do it"', () => {
    const themes = ['going to the dentist', 'a trip to the library', 'learning to ride a bike', 'baking', 'a new baby', 'planting seeds', 'a thunderstorm', 'sharing toys'];
    const cheers = themes.flatMap((theme, index) => book(theme, 1020900 + index).filter(isCheer));
    expect(cheers.length).toBeGreaterThan(0);
    expect(cheers.filter((line) => line.startsWith('You can do it')).length).toBeLessThan(cheers.length / 2);
  });

  it('finds the lines shared by many books and measures what two books share, names masked', () => {
    const books = [maskedBook(['Mia'], ['This is Mia. Mia ran.']), maskedBook(['Leo'], ['This is Leo. Leo hid.']), maskedBook(['Auntie Jo', 'Jo'], ['This is Auntie Jo. Jo sat.'])];
    expect(stockLines(books, 0.5)).toEqual([['This is NAME.', 1]]);
    expect(pairShares(books).mean).toBeCloseTo(0.5);
    expect(pairShares(books).over3).toBe(1);
  });
});
