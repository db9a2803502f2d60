import { describe, expect, it } from 'vitest';
import { readNotes } from '../src/understand/read-notes';

/**
 * A fact of the notes is said in the story's past, of the hero by name (issue 28, round 8): a fresh read found "Ayo has
 * never caught a fish." on a page told in the past, and "Kofi were saving up for a football." for "they are saving up".
 */
describe('a fact of the notes', () => {
  const said = (notes: string, pronoun: 'she' | 'he' | 'they') => readNotes(notes, { name: 'Kofi', pronoun }).facts.map((fact) => fact.said);

  it('keeps a present perfect in the past: "has never caught" is "had never caught"', () => {
    expect(said('he has never caught a fish', 'he')).toEqual(['Kofi had never caught a fish.']);
    expect(said('she has been to the seaside twice', 'she')).toEqual(['Kofi had been to the seaside twice.']);
    expect(said('they have just moved house', 'they')).toEqual(['Kofi had just moved house.']);
  });

  it('agrees with one child named for "they": "Kofi was saving up", never "Kofi were"', () => {
    expect(said('they are saving up for a football', 'he')).toEqual(['Kofi was saving up for a football.']);
    expect(said('they are saving up for a football', 'they')).toEqual(['Kofi were saving up for a football.']);
  });
});
