import { SETTINGS } from '@studio/contracts/stories';
import type { AgeGroup, Character, StoryIdea, StoryInputs, SuggestionField } from '@studio/contracts/stories';
import { createRng } from '../core/random';
import type { Rng } from '../core/random';
import { titleCase, withArticle } from '../core/text';
import { lessonsOf, PLOTS } from '../plots';
import { buildContext } from '../story/build-context';
import { LESSONS, lessonById } from '../world/lessons';
import { CHARACTER_IDEAS, THEMES, TODDLER_LESSON_IDS } from './catalog';

export interface SuggestOptions {
  age_group?: AgeGroup;
  seed: number;
  inputs?: Partial<StoryInputs>;
}

const SUGGESTION_COUNT = 5;

/** Five varied ideas for one field of the story form. */
export function suggest(field: SuggestionField, options: SuggestOptions): string[] {
  const rng = createRng(options.seed).fork(`suggest:${field}`);
  const age = options.age_group ?? options.inputs?.age_group ?? '3-5';
  switch (field) {
    case 'title':
      return suggestTitles(rng, age, options.inputs);
    case 'theme':
      return pickFive(rng, THEMES[age]);
    case 'setting':
      return pickFive(rng, SETTINGS);
    case 'lesson':
      return pickFive(rng, LESSONS.filter((lesson) => age !== '0-2' || TODDLER_LESSON_IDS.includes(lesson.id)).map((lesson) => lesson.statement));
    case 'character':
      return suggestCharacters(rng, options.inputs?.characters ?? []);
  }
}

function pickFive<T>(rng: Rng, items: readonly T[]): T[] {
  return rng.shuffle(items).slice(0, SUGGESTION_COUNT);
}

/** One title from each of five different plots, about the parent's own characters when there are any. */
function suggestTitles(rng: Rng, age: AgeGroup, partial: Partial<StoryInputs> | undefined): string[] {
  const characters: Character[] = partial?.characters?.length ? partial.characters : [rng.pick(CHARACTER_IDEAS.filter((idea) => idea.kind === 'child'))];
  const inputs: StoryInputs = {
    characters, age_group: age, story_length: 'short', tone: partial?.tone ?? 'gentle', art_style: 'flat', language: 'en',
  };
  return pickFive(rng, PLOTS).map((plot) => {
    const idea: StoryIdea = {
      title: '', summary: '', characters, plot: plot.id, tone: inputs.tone, seed: rng.int(2 ** 31),
      setting: partial?.setting ?? rng.pick(plot.settings), lesson: lessonById(lessonsOf(plot, characters)[0] ?? 'friendship').statement,
    };
    const ctx = buildContext(idea, inputs, plot);
    return titleCase(ctx.rng.pick(plot.titles(ctx)));
  });
}

/** Characters not yet in the story, mixing children, animals and creatures. */
function suggestCharacters(rng: Rng, existing: readonly Character[]): string[] {
  const taken = new Set(existing.map((character) => character.name.toLowerCase()));
  const fresh = CHARACTER_IDEAS.filter((idea) => !taken.has(idea.name.toLowerCase()));
  const byKind = ['child', 'animal', 'creature'].map((kind) => rng.shuffle(fresh.filter((idea) => idea.kind === kind)));
  const mixed: Character[] = [];
  for (let round = 0; mixed.length < SUGGESTION_COUNT && round < fresh.length; round += 1) {
    for (const group of byKind) if (group[round] && mixed.length < SUGGESTION_COUNT) mixed.push(group[round] as Character);
  }
  return mixed.map((idea) => `${idea.name}, ${withArticle([idea.traits[0], idea.species ?? (idea.pronoun === 'she' ? 'girl' : idea.pronoun === 'he' ? 'boy' : 'child')].filter(Boolean).join(' '))}`);
}
