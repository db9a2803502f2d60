import { AGE_GROUPS, SETTINGS, SUGGESTION_FIELDS } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { moderateText, suggest } from '../src/index';
import { LESSONS } from '../src/world/lessons';

describe('suggest', () => {
  it.each(SUGGESTION_FIELDS)('offers five different, safe %s ideas for every age group', (field) => {
    for (const age_group of AGE_GROUPS) {
      const ideas = suggest(field, { age_group, seed: 3 });
      expect(ideas).toHaveLength(5);
      expect(new Set(ideas).size).toBe(5);
      for (const idea of ideas) {
        expect(idea).not.toMatch(/[{}]|undefined|null|NaN/);
        expect(moderateText(idea)).toEqual({ safe: true });
      }
    }
  });

  it('is deterministic for a seed and varies with it', () => {
    expect(suggest('theme', { seed: 1 })).toEqual(suggest('theme', { seed: 1 }));
    const seeds = [1, 2, 3, 4, 5].map((seed) => suggest('title', { seed }).join('|'));
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });

  it('suggests settings the form accepts and lessons the engine can land', () => {
    for (const setting of suggest('setting', { seed: 9 })) expect(SETTINGS).toContain(setting);
    const statements = LESSONS.map((lesson) => lesson.statement);
    for (const lesson of suggest('lesson', { seed: 9 })) expect(statements).toContain(lesson);
  });

  it('fits themes to the age group', () => {
    expect(suggest('theme', { age_group: '0-2', seed: 1 })).not.toEqual(suggest('theme', { age_group: '9-12', seed: 1 }));
  });

  it('titles the parent’s own hero and suggests characters not yet in the story', () => {
    const inputs = { characters: [{ name: 'Zara', kind: 'child' as const, pronoun: 'she' as const, appearance: {}, traits: [] }] };
    for (const title of suggest('title', { seed: 4, inputs })) expect(title).toMatch(/Zara|Party|Journey|Night|Friend|Search|Sound|Way|Mystery|Rescue/);
    expect(suggest('title', { seed: 4, inputs }).some((title) => title.includes('Zara'))).toBe(true);
    const taken = { characters: [{ name: 'Ember', kind: 'creature' as const, species: 'dragon' as const, pronoun: 'she' as const, appearance: {}, traits: [] }] };
    expect(suggest('character', { seed: 4, inputs: taken }).some((idea) => idea.startsWith('Ember'))).toBe(false);
  });
});
