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

  it('writes a contraction out before putting it in the past: "when it\'s on" is "when it was on", never "when it i on"', () => {
    expect(said("she hides under the table when it's on", 'she')).toEqual(['Kofi hid under the table when it was on.']);
    expect(said("he's got a wobbly tooth", 'he')).toEqual(['Kofi had a wobbly tooth.']);
    expect(said("he's always wanted a puppy", 'he')).toEqual(['Kofi had always wanted a puppy.']);
    expect(said("they're moving house soon", 'he')).toEqual(['Kofi was moving house soon.']);
    expect(said('she has got to wear glasses now', 'she')).toEqual(['Kofi had to wear glasses now.']);
    // The coordinator's held-out read (round 10): "He cried when mummy leaves." — the tagger read "leaves" as a noun.
    expect(said('he cries when mummy leaves', 'he')).toEqual(['Kofi cried when mummy left.']);
    expect(said('she laughs when daddy sings', 'she')).toEqual(['Kofi laughed when daddy sang.']);
  });
});
