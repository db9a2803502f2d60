import { storyInputsSchema, type StoryInputs } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { refineIdea, writeIdea, writeStory } from '../src/index';
import { withFamilyAlong } from '../src/idea/family-along';
import { generateCase } from './fresh/parent-inputs';

const alone = (theme: string | undefined, age: StoryInputs['age_group'] = '3-5', length: StoryInputs['story_length'] = 'medium'): StoryInputs =>
  storyInputsSchema.parse({ characters: [{ name: 'Arjun', kind: 'child', pronoun: 'he' }], age_group: age, story_length: length, tone: 'cozy', theme });

const withBaby = (start: StoryInputs, seed = 21) => {
  const refined = refineIdea(writeIdea(start, seed), start, 'add a baby sister called Meera');
  return { ...refined, pages: writeStory(refined.idea, refined.inputs).map((page) => page.text) };
};

describe('a baby a wish adds does what a baby can', () => {
  it('is never the companion who takes the hero on a bedtime journey', () => {
    const { idea, pages } = withBaby(alone('bedtime'));
    expect(idea.plot).toBe('bedtime-journey');
    expect(idea.summary).not.toMatch(/Meera takes/);
    expect(pages.join(' ')).not.toMatch(/Meera (?:said|asked|whispered|led|took)|(?:said|asked|whispered) Meera/);
  });

  it('starts a song as a baby does: a coo everyone hums back, never "I know a song"', () => {
    const generated = generateCase(1120103);
    const start = { ...generated.inputs, theme: 'bedtime', lesson: undefined, notes: undefined, age_group: '3-5' as const, story_length: 'medium' as const, tone: 'cozy' as const };
    const refined = refineIdea(writeIdea(start, generated.seed), start, 'add a baby sister called Ada');
    const text = writeStory(refined.idea, refined.inputs).map((page) => page.text).join(' ');
    expect(text).toMatch(/Ada cooed a little tune of her own/);
    expect(text).not.toMatch(/Ada sang|She sang it|"I know a song/);
  });

  it('lives at home, not nearby, when the hero wants a friend of his own', () => {
    const { idea, pages } = withBaby(alone(undefined, '6-8'));
    if (idea.plot !== 'making-a-friend') return;
    expect(pages.join(' ')).not.toMatch(/Meera lived nearby/);
    expect(pages.join(' ')).toMatch(/Meera was at home/);
  });

  it('is no one to go to the dentist with: the family goes along beside a baby', () => {
    const cast = withFamilyAlong([{ name: 'Arjun', kind: 'child', pronoun: 'he', traits: [], appearance: {} }, { name: 'Meera', kind: 'child', pronoun: 'she', traits: ["Arjun's baby sister"], appearance: {} }], 'going to the dentist', undefined, '3-5');
    expect(cast.some((member) => member.kind === 'grown-up')).toBe(true);
  });

  it('beside the hero alone, is the one the wish added, with a part of her own on the pages (not only "there as well")', () => {
    const { inputs: start, seed } = generateCase(1120648);
    const refined = refineIdea(writeIdea(start, seed), start, 'add a baby sister called Ada');
    const pages = writeStory(refined.idea, refined.inputs).map((page) => page.text);
    expect(pages.filter((page) => /\bAda (?:gurgled|cooed|kicked|clapped|giggled)/.test(page)).length).toBeGreaterThanOrEqual(2);
  });

  it('is said to be a baby in a line of what everyone did ("Arjun, the badger and baby Meera went home")', () => {
    const { pages } = withBaby(alone('bedtime'));
    const text = pages.join(' ');
    expect(text).not.toMatch(/(?:,| and) Meera (?:helped|built|went|had|played|shared)\b/);
    expect(text).toMatch(/ and baby Meera\b/);
  });
});
