import { describe, expect, it } from 'vitest';
import { BUILT_IN_THEMES } from '@studio/contracts/story-themes';
import type { StoryInputs } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { plotIdea } from '../src/idea/write-idea';
import { PLOTS } from '../src/plots';
import { readTheme } from '../src/understand/read-theme';
import { THEME_CATALOGUE } from '../src/world/catalogue';

const AGES = ['0-2', '3-5', '6-8', '9-12'] as const;
const LENGTHS = ['short', 'medium', 'long'] as const;
const CASTS: StoryInputs['characters'][] = [
  [{ name: 'Mia', kind: 'child', pronoun: 'she', appearance: {}, traits: ['brave'] }],
  [{ name: 'Leo', kind: 'child', pronoun: 'he', appearance: {}, traits: [] }, { name: 'Biscuit', kind: 'animal', species: 'dog', pronoun: 'he', appearance: {}, traits: [] }],
  [
    { name: 'Amara', kind: 'creature', species: 'robot', pronoun: 'they', appearance: {}, traits: ['cheerful'] },
    { name: 'Alexandria', kind: 'animal', species: 'bear', pronoun: 'she', appearance: {}, traits: [] },
    { name: 'Jack', kind: 'grown-up', pronoun: 'he', appearance: {}, traits: [] },
  ],
];
const labelOf = (id: string) => BUILT_IN_THEMES.find((theme) => theme.id === id)!.label;
const inputsFor = (theme: string, i: number): StoryInputs => ({
  characters: CASTS[i % CASTS.length]!, age_group: AGES[i % AGES.length]!, story_length: LENGTHS[Math.floor(i / AGES.length) % LENGTHS.length]!,
  theme, tone: 'cozy', art_style: 'watercolor', language: 'en',
});
/** The pages after the second, where a theme that was only announced has been dropped. */
const later = (inputs: StoryInputs, idea: ReturnType<typeof writeIdea>) => writeStory(idea, inputs).filter((page) => page.page_number > 2).map((page) => page.text).join(' ');

describe('a catalogue theme whose own story does not fit the book', () => {
  const interests = THEME_CATALOGUE.filter((entry) => entry.kind === 'interest');

  it('gives every interest a thing a story can carry, that names the interest', () => {
    for (const entry of interests) expect({ id: entry.id, named: entry.words.test(entry.thing ?? '') }).toEqual({ id: entry.id, named: true });
  });

  // 16 interests × 8 seeds, every age and length: the plot told instead says and acts the interest after the opening.
  // Sixteen interests a seed since round 15 (ADR 041), however many the catalogue grows to (27 wrote 216 books): each seed
  // takes sixteen in a row round the list, starting five places from the seed before, so every interest is walked at three
  // to six seeds (asserted: every one at least once), and each book is the very one the full walk wrote for it.
  it('falls back to a plot that says and acts an interest, never one that drops it', () => {
    const dropped: string[] = [];
    const told = new Set<string>();
    const walked = new Set<string>();
    for (const [entry, e, i] of interests.flatMap((entry, e) => [0, 1, 2, 3, 4, 5, 6, 7].filter((i) => (e + 5 * i) % interests.length < 16).map((i) => [entry, e, i] as const))) {
      walked.add(entry.id);
      const inputs = inputsFor(labelOf(entry.id), e + i);
      const idea = plotIdea(inputs, 1_000 + 97 * i + e);
      told.add(idea.plot);
      if (!entry.words.test(later(inputs, idea))) dropped.push(`${entry.id} ${inputs.age_group} ${inputs.story_length} (${idea.plot})`);
    }
    expect(dropped).toEqual([]);
    expect(walked.size).toBe(interests.length);
    // Every plot that carries a thing is used for some interest, and only those.
    expect([...told].sort()).toEqual(PLOTS.filter((plot) => plot.carriesTheThing).map((plot) => plot.id).sort());
  });

  it('says honestly in the idea when a moment, festival or feeling is not told, instead of dropping it silently', () => {
    for (const entry of THEME_CATALOGUE.filter((candidate) => !candidate.thing && readTheme(labelOf(candidate.id)).kind === 'catalogue')) {
      const idea = plotIdea(inputsFor(labelOf(entry.id), entry.id.length), 7);
      expect(idea.summary).toContain(`could not tell "${labelOf(entry.id)}"`);
    }
  });

  // The mechanism end to end: 96 catalogue themes as a parent picks them, for the youngest, shortest books
  // where their own story is likeliest not to fit: told as the story, carried as its thing, or said not told.
  it('is never dropped silently by writeIdea', () => {
    const silent: string[] = [];
    for (let i = 0; i < 96; i += 1) {
      const entry = THEME_CATALOGUE[(i * 7) % THEME_CATALOGUE.length]!;
      if (readTheme(labelOf(entry.id)).kind !== 'catalogue') continue;
      const inputs = { ...inputsFor(labelOf(entry.id), i), age_group: i % 2 ? '0-2' : '3-5', story_length: 'short' } as const;
      const idea = writeIdea(inputs, 5_000 + i);
      if (idea.plot === `theme:${entry.id}` || idea.summary.includes('could not tell')) continue;
      if (!entry.words.test(later(inputs, idea))) silent.push(`${entry.id} (${idea.plot})`);
    }
    expect(silent).toEqual([]);
  });
});
