import { describe, expect, it } from 'vitest';
import { HELP_TOPICS } from '../content/help-topics';
import { searchHelp } from './search-help';

const questions = (query: string) => searchHelp(HELP_TOPICS, query).flatMap((topic) => topic.answers.map((answer) => answer.question));

describe('help search (MiniSearch: prefix, typos, synonyms)', () => {
  it('answers questions asked in a parent’s own words', () => {
    expect(questions('how many credits does a book cost')[0]).toBe('How many credits does a book cost?');
    expect(questions('price of a printed book')).toContain('What does a printed book cost?');
    expect(questions('What is the price of a printed book?')).toContain('What does a printed book cost?');
  });

  it('forgives typos and finds words from their beginning', () => {
    expect(questions('refnd')).toContain('Can I get a refund?');
    expect(questions('canc')).toContain('Can I cancel an order?');
    expect(questions('illustrations')).toContain('I do not like a picture. Can it be drawn again?');
  });

  it('still needs every meaningful word, and finds nothing for a word the help never uses', () => {
    expect(questions('cancel printing')).not.toContain('How do I pay?');
    expect(questions('zeppelin')).toEqual([]);
    expect(questions('how does')).toEqual([]);
  });

  it('shows everything for an empty query', () => {
    expect(questions('  ')).toHaveLength(HELP_TOPICS.reduce((sum, topic) => sum + topic.answers.length, 0));
  });
});
