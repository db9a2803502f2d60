import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { storyText } from './story-text';

/** What the coordinator's held-out read 25 found, fixed as mechanisms (round 14). */

const child = (name: string, pronoun: 'he' | 'she') => ({ name, kind: 'child' as const, pronoun, traits: [] });
const book = (theme: string, characters: unknown[], age: '0-2' | '3-5' | '6-8' | '9-12', seed = 1425001) => {
  const inputs = storyInputsSchema.parse({ characters, age_group: age, story_length: 'medium', tone: 'gentle', theme });
  const idea = writeIdea(inputs, seed);
  return { plot: idea.plot, summary: idea.summary, text: storyText(writeStory(idea, inputs)) };
};

describe("the new pet of the cast's own kind", () => {
  it('is the new pet by name ("our new puppy" with Biscuit the dog), never a second animal beside it', () => {
    const { plot, text } = book('our new puppy', [child('Amara', 'she'), { name: 'Biscuit', kind: 'animal', species: 'dog', pronoun: 'he' }], '0-2');
    expect(plot).toBe('theme:new-pet');
    expect(text).toMatch(/A new puppy called Biscuit was coming/);
    expect(text).toMatch(/What if he does not like me/);
    expect(text).not.toMatch(/the new puppy|friend in the world was Biscuit|give Biscuit a name/i);
  });

  it('keeps "the new kitten" when the cast has no animal of its kind', () => {
    const { text } = book('getting a kitten', [child('Sam', 'he')], '3-5');
    expect(text).toMatch(/A new kitten was coming/);
    expect(text).toMatch(/What if it does not like me/);
  });
});
