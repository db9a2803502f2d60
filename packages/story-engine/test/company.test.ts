import { describe, expect, it } from 'vitest';
import type { StoryInputs } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { friendFromHomeWhereKnowsNobody, talkingCreatureInRealisticMoment } from './fresh/company-detectors';

const alone = (theme: string, age: StoryInputs['age_group'], characters: StoryInputs['characters'] = [{ name: 'Maya', kind: 'child', pronoun: 'she', appearance: {}, traits: [] }]): StoryInputs => ({
  characters, age_group: age, story_length: 'medium', theme, tone: 'cozy', art_style: 'watercolor', language: 'en',
});
const pagesOf = (inputs: StoryInputs, seed: number) => writeStory(writeIdea(inputs, seed), inputs);
const book = (inputs: StoryInputs, seed: number) => ({ theme: inputs.theme!, age: inputs.age_group, pages: pagesOf(inputs, seed) });

describe('company detectors', () => {
  it('find a friend from home on a day where the theme knows nobody, and not a friend met there', () => {
    const from = { theme: 'new school', age: '6-8' as const, pages: [{ text: 'Today was Maya\'s first day.' }, { text: 'Her friend from down the road came along too.' }] };
    expect(friendFromHomeWhereKnowsNobody(from).map((found) => found.detector)).toEqual(['friend from home where the theme knows nobody']);
    expect(friendFromHomeWhereKnowsNobody({ ...from, pages: [{ text: 'Rosa was new too, starting the same day in another class.' }] })).toEqual([]);
    expect(friendFromHomeWhereKnowsNobody({ ...from, theme: 'a trip to the zoo' })).toEqual([]);
  });

  it('find an unnamed animal who talks in a realistic moment after five, and not for the youngest or in a made-up theme', () => {
    const talking = { theme: 'moving house', age: '6-8' as const, pages: [{ text: 'Maya\'s best friend was a mouse who lived nearby.' }, { text: '"I\'m right here," said the mouse.' }] };
    expect(talkingCreatureInRealisticMoment(talking).map((found) => found.detector)).toEqual(['talking creature in a realistic moment']);
    expect(talkingCreatureInRealisticMoment({ ...talking, age: '3-5' })).toEqual([]);
    expect(talkingCreatureInRealisticMoment({ ...talking, theme: 'a dragon who cannot fly' })).toEqual([]);
    expect(talkingCreatureInRealisticMoment({ ...talking, pages: [{ text: 'The mouse squeaked and ran under the boxes.' }] })).toEqual([]);
  });
});

describe('the company a moment keeps', () => {
  it('a child alone at a new school meets the other new one there: no friend from home, no grown-up at their side', () => {
    for (const seed of [1050011, 1050012, 1050013]) {
      const pages = pagesOf(alone('new school', '6-8'), seed);
      const text = pages.map((page) => page.text).join(' ');
      expect(friendFromHomeWhereKnowsNobody({ theme: 'new school', age: '6-8', pages })).toEqual([]);
      expect(text).toMatch(/\b[A-Z][a-z]+ was new too, starting the same day in another class\./);
      expect(text).not.toMatch(/\b(?:Mum|Dad) for company\b|\bfrom down the road\b/);
    }
  });

  it('a child alone at a family moment for six to twelve goes with Mum or Dad, and no mouse from the garden talks', () => {
    for (const [theme, seed] of [['moving house', 1050036], ['new baby sister', 1050080], ['losing a wobbly tooth', 1050042]] as const) {
      const inputs = alone(theme, '9-12');
      expect(writeIdea(inputs, seed).characters.map((member) => member.name)).toEqual(['Maya', expect.stringMatching(/^(?:Mum|Dad)$/)]);
      expect(talkingCreatureInRealisticMoment(book(inputs, seed))).toEqual([]);
    }
  });

  it('a child alone at a family moment the parent put away from home goes with Mum or Dad, not a friend from down the road', () => {
    const inputs = { ...alone('new baby sister', '3-5'), setting: 'city' as const };
    expect(writeIdea(inputs, 1050901).characters.map((member) => member.name)).toEqual(['Maya', expect.stringMatching(/^(?:Mum|Dad)$/)]);
    expect(pagesOf(inputs, 1050901).map((page) => page.text).join(' ')).not.toMatch(/\bfrom down the road\b/);
  });

  it('a child whose only company is a pet meets the new one at a new school, and the pet stays at home', () => {
    const inputs = alone('new school', '6-8', [{ name: 'Maya', kind: 'child', pronoun: 'she', appearance: {}, traits: [] }, { name: 'Biscuit', kind: 'animal', species: 'dog', pronoun: 'he', appearance: {}, traits: [] }]);
    expect(writeIdea(inputs, 1050021).characters.map((member) => member.name)).toEqual(['Maya', 'Biscuit']);
    const text = pagesOf(inputs, 1050021).map((page) => page.text).join(' ');
    expect(text).toMatch(/\bwas new too\b/);
    expect(text).toMatch(/\bBiscuit\b[^.]*\bhome\b/);
  });
});
