import { describe, expect, it } from 'vitest';
import type { StoryInputs } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { readNotes } from '../src/understand/read-notes';
import { readProp } from '../src/story/read-prop';

/**
 * Who is who, from the notes (issue 28, round 17): read 37's "Priya is his twin sister" was a note the idea said it could
 * not fit, and page 2 said "Rohan and Priya were best friends". A note about one of the cast is theirs: who they are to
 * the hero (kin, a neighbour), what they do, where they live, said in the story's past and never pasted onto the hero.
 */
type Member = [name: string, pronoun: 'she' | 'he' | 'they', kind: 'child' | 'grown-up' | 'animal'];
const people = (notes: string, hero: Member, ...others: Member[]) => {
  const cast = [hero, ...others].map(([name, pronoun, kind]) => ({ name, pronoun, kind }));
  return readNotes(notes, { name: hero[0], pronoun: hero[1], cast });
};
const facts = (notes: string, hero: Member, ...others: Member[]) => people(notes, hero, ...others).people.map((fact) => fact.fact);

describe('a note about one of the cast', () => {
  it('says who they are to the hero, and twins share a birthday', () => {
    expect(facts('Priya is his twin sister', ['Rohan', 'he', 'child'], ['Priya', 'she', 'child'])).toEqual(["Priya was Rohan's twin sister.", 'Rohan and Priya had the same birthday.']);
    expect(facts('Tomas is her cousin from Poland', ['Zofia', 'she', 'child'], ['Tomas', 'he', 'child'])).toEqual(["Tomas was Zofia's cousin from Poland."]);
    expect(facts('Mrs Okafor is our neighbour', ['Ada', 'she', 'child'], ['Mrs Okafor', 'she', 'grown-up'])).toEqual(["Mrs Okafor was Ada's neighbour."]);
  });

  it('reads a pair: "they are brothers, Kai is the oldest" makes Ren the little brother', () => {
    expect(facts('they are brothers, Kai is the oldest', ['Kai', 'he', 'child'], ['Ren', 'he', 'child'])).toEqual(["Ren was Kai's little brother."]);
    expect(facts('Jack and Alfie are twins. They are four.', ['Jack', 'he', 'child'], ['Alfie', 'he', 'child'])).toEqual(["Alfie was Jack's twin brother.", 'Jack and Alfie had the same birthday.', 'Jack and Alfie were four.']);
  });

  it('keeps a grown-up\'s job and home theirs, and a pronoun for the one named before', () => {
    expect(facts('Dad is a paramedic and works nights', ['Isaac', 'he', 'child'], ['Dad', 'he', 'grown-up'])).toEqual(['Dad was a paramedic.', 'Dad worked nights.']);
    expect(facts('Auntie Meena is dads sister. She is a chef', ['Anika', 'she', 'child'], ['Auntie Meena', 'she', 'grown-up'])).toEqual(["Auntie Meena was Dad's sister.", 'Auntie Meena was a chef.']);
    expect(facts('Nana is mums mum', ['Evie', 'she', 'child'], ['Nana', 'she', 'grown-up'])).toEqual(["Nana was Mum's mum, and Evie's grandma."]);
    expect(facts('Mrs Begum is our neighbour, she gives us samosas', ['Imran', 'he', 'child'], ['Mrs Begum', 'she', 'grown-up'])).toEqual(["Mrs Begum was Imran's neighbour.", "Mrs Begum gave Imran's family samosas."]);
    expect(facts('Uncle Joe is mums brother. He lives in Scotland', ['Fraser', 'he', 'child'], ['Uncle Joe', 'he', 'grown-up'])).toEqual(["Uncle Joe was Mum's brother.", 'Uncle Joe lived in Scotland.']);
    // One who is coming along is in the book: no fact, and nothing declined.
    expect(people('Grandma is coming too', ['Elsie', 'she', 'child'], ['Grandma', 'she', 'grown-up'])).toMatchObject({ people: [], unplaced: [] });
    // A word about the story is nobody's fact.
    expect(facts('Mum wants it to be funny', ['Mia', 'she', 'child'], ['Mum', 'she', 'grown-up'])).toEqual([]);
    // The hero's own sentence is still the hero's fact, not a job of the grown-up's.
    expect(people('She loves horses', ['Anika', 'she', 'child'], ['Auntie Meena', 'she', 'grown-up']).facts.map((fact) => fact.said)).toEqual(['Anika loved horses.']);
  });

  it('tells a family grown-up who is away and not in the cast as the hero\'s', () => {
    expect(people('Daddy works away a lot', ['Mia', 'she', 'child']).facts.map((fact) => fact.said)).toEqual(["Mia's daddy worked away a lot."]);
  });

  it('adds a pet named before its kind, and a walking stick is nobody\'s prop', () => {
    expect(people('Biscuit is our dog', ['Leo', 'he', 'child']).newcomers.map((one) => one.request)).toEqual(['dog called Biscuit']);
    expect(readProp('Grandad lives with us and walks with a stick')).toBeUndefined();
  });
});

describe('a book whose notes say who is who', () => {
  const book = (notes: string, cast: StoryInputs['characters'], theme: string, age: StoryInputs['age_group'] = '3-5') => {
    const inputs: StoryInputs = { characters: cast, age_group: age, story_length: 'short', tone: 'gentle', art_style: 'flat', language: 'en', theme, notes } as StoryInputs;
    const idea = writeIdea(inputs, 1750001);
    return { idea: idea.summary, text: writeStory(idea, inputs).map((page) => page.text).join(' ') };
  };
  const child = (name: string, pronoun: 'she' | 'he') => ({ name, kind: 'child' as const, pronoun, traits: [], appearance: {} });

  it('meets the twin sister as his twin sister, never as a best friend, and the idea does not say it could not fit her', () => {
    const { idea, text } = book('Priya is his twin sister', [child('Rohan', 'he'), child('Priya', 'she')], 'a trip to the aquarium to see the sharks');
    expect(text).toMatch(/Priya was (?:Rohan's|his) twin sister\./);
    expect(text).not.toMatch(/best friends?\b/);
    expect(idea).not.toContain('could not fit');
    expect(idea).toContain('With his twin sister Priya close by');
  });

  it('does not bring Dad along because the aunt is his sister', () => {
    const { text } = book('Auntie Meena is dads sister. She is a chef', [child('Anika', 'she'), { name: 'Auntie Meena', kind: 'grown-up', pronoun: 'she', traits: [], appearance: {} }], 'learning to cook a curry', '9-12');
    expect(text).toContain("Auntie Meena was Dad's sister");
    expect(text).not.toMatch(/\bAnika was a chef\b|\bDad (?:was|had|came)\b/);
  });
});
