import fc from 'fast-check';
import { AGE_GROUPS, PAGES_BY_LENGTH, SETTINGS, STORY_LENGTHS, TONES, outlineEntrySchema, sceneSchema, storyIdeaSchema, storyInputsSchema } from '@studio/contracts/stories';
import type { AgeGroup } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { PLOT_IDS, fleschKincaidGrade, writeIdea, writeOutline, writeStory } from '../src/index';
import { LONG_NAMES, inputsArbitrary, seedArbitrary } from './arbitraries';
import { MAX_GRADE } from './reading-bands';
import { storyText } from './story-text';

const RUNS = { numRuns: 40, seed: 2024 };
const PLACEHOLDER = /[{}]|\bundefined\b|\bnull\b|\bNaN\b|\[name\]/;

describe('writeIdea and writeStory over generated inputs', () => {
  it('write a valid idea and one page per page of the chosen length, each with a valid scene', () => {
    fc.assert(
      fc.property(inputsArbitrary(), seedArbitrary, (inputs, seed) => {
        const idea = storyIdeaSchema.parse(writeIdea(inputs, seed));
        const pages = writeStory(idea, inputs);
        expect(pages).toHaveLength(PAGES_BY_LENGTH[inputs.story_length]);
        expect(pages.map((page) => page.page_number)).toEqual(pages.map((_, index) => index + 1));
        const names = new Set(inputs.characters.map((character) => character.name));
        for (const page of pages) {
          const scene = sceneSchema.parse(page.scene);
          expect(scene.setting).toBe(idea.setting);
          expect(scene.characters.length).toBeGreaterThan(0);
          for (const name of scene.characters) expect(names.has(name)).toBe(true);
          expect(page.text.length).toBeGreaterThan(20);
        }
        expect(idea.summary.split(/(?<=[.!?])\s+/).length).toBeGreaterThanOrEqual(2);
        // Set-up, problem, who comes along, and a plain word on a parent's lesson the built-in writer could not act out.
        expect(idea.summary.split(/(?<=[.!?])\s+(?=[A-Z])/).length).toBeLessThanOrEqual(4);
      }),
      RUNS,
    );
  });

  it('keeps the text inside the reading band of the age group (standard Flesch–Kincaid)', () => {
    fc.assert(
      fc.property(inputsArbitrary(), seedArbitrary, (inputs, seed) => {
        const grade = fleschKincaidGrade(storyText(writeStory(writeIdea(inputs, seed), inputs)));
        expect(grade).toBeLessThanOrEqual(MAX_GRADE[inputs.age_group]);
      }),
      { numRuns: 100, seed: 7 },
    );
  });

  it('keeps every plot, length and age group in band when the cast has long names', () => {
    const cast = (hero: string, friend: string) => [
      { name: hero, kind: 'child', pronoun: 'she', traits: ['curious'] },
      { name: friend, kind: 'animal', species: 'fox', pronoun: 'she', appearance: { fur: 'orange' } },
    ];
    let run = 0;
    for (const plot of PLOT_IDS) {
      for (const story_length of STORY_LENGTHS) {
        for (const age_group of AGE_GROUPS) {
          run += 1;
          const inputs = storyInputsSchema.parse({
            characters: cast(LONG_NAMES[run % LONG_NAMES.length] as string, LONG_NAMES[(run + 1) % LONG_NAMES.length] as string),
            age_group, story_length, setting: SETTINGS[run % SETTINGS.length], tone: TONES[run % TONES.length],
          });
          const idea = { ...writeIdea(inputs, run), plot };
          const grade = fleschKincaidGrade(storyText(writeStory(idea, inputs)));
          expect(grade, `${plot}, ${story_length}, ${age_group}`).toBeLessThanOrEqual(MAX_GRADE[age_group]);
        }
      }
    }
  });

  it('writes longer pages and harder text for older children', () => {
    const samples = fc.sample(fc.tuple(inputsArbitrary(), seedArbitrary), { numRuns: 120, seed: 3 });
    const byAge = new Map<AgeGroup, { words: number[]; grades: number[] }>();
    for (const [inputs, seed] of samples) {
      const pages = writeStory(writeIdea(inputs, seed), inputs);
      const entry = byAge.get(inputs.age_group) ?? { words: [], grades: [] };
      entry.words.push(storyText(pages).split(/\s+/).length / pages.length);
      entry.grades.push(fleschKincaidGrade(storyText(pages)));
      byAge.set(inputs.age_group, entry);
    }
    const mean = (values: number[] = []) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const ages: AgeGroup[] = ['0-2', '6-8', '9-12'];
    const words = ages.map((age) => mean(byAge.get(age)?.words));
    const grades = ages.map((age) => mean(byAge.get(age)?.grades));
    expect(words[0]).toBeLessThan(words[1] as number);
    expect(words[1]).toBeLessThan(words[2] as number);
    expect(grades[0]).toBeLessThan(grades[1] as number);
    expect(grades[1]).toBeLessThan(grades[2] as number);
  });

  it('leaves no placeholders in the idea, outline or pages', () => {
    fc.assert(
      fc.property(inputsArbitrary(), seedArbitrary, (inputs, seed) => {
        const idea = writeIdea(inputs, seed);
        const texts = [idea.title, idea.summary, idea.lesson, ...writeOutline(idea, inputs).map((entry) => entry.summary), storyText(writeStory(idea, inputs))];
        for (const text of texts) expect(text).not.toMatch(PLACEHOLDER);
      }),
      RUNS,
    );
  });

  it('is deterministic for a seed and different for another seed', () => {
    fc.assert(
      fc.property(inputsArbitrary(), seedArbitrary, seedArbitrary, (inputs, seed, otherSeed) => {
        fc.pre(seed !== otherSeed);
        const idea = writeIdea(inputs, seed);
        expect(writeIdea(inputs, seed)).toEqual(idea);
        expect(writeStory(idea, inputs)).toEqual(writeStory(idea, inputs));
        expect(writeOutline(idea, inputs)).toEqual(writeOutline(idea, inputs));
        expect(storyText(writeStory(writeIdea(inputs, otherSeed), inputs))).not.toBe(storyText(writeStory(idea, inputs)));
      }),
      RUNS,
    );
  });
});

describe('writeOutline', () => {
  it('gives every page a beat, in story order, and a one-line summary', () => {
    const order = ['beginning', 'rising problem', 'turning point', 'resolution', 'closing'];
    fc.assert(
      fc.property(inputsArbitrary(), seedArbitrary, (inputs, seed) => {
        const outline = writeOutline(writeIdea(inputs, seed), inputs);
        expect(outline).toHaveLength(PAGES_BY_LENGTH[inputs.story_length]);
        const beats = outline.map((entry) => outlineEntrySchema.parse(entry).beat);
        expect([...new Set(beats)]).toEqual(order);
        for (const entry of outline) expect(entry.summary).toMatch(/^[A-Z].*[.?!]$/);
      }),
      RUNS,
    );
  });
});
