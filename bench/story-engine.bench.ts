/**
 * Offline story engine: time to write a 24-page story (writeIdea + writeStory), over varied inputs.
 * Target from issue 5: <= 50 ms (median).
 */
import { performance } from 'node:perf_hooks';
import { storyInputsSchema } from '@studio/contracts/stories';
import type { StoryInputs } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '@studio/story-engine';
import type { BenchFigure } from './types';

const RUNS = 50;
const TARGET_MS = 50;
const AGES = ['0-2', '3-5', '6-8', '9-12'] as const;
const SETTINGS = ['forest', 'under the sea', 'space', 'city', 'castle', 'farm', 'home', 'beach', 'mountains', 'snow'] as const;

function inputsFor(run: number): StoryInputs {
  return storyInputsSchema.parse({
    characters: [
      { name: 'Amara', kind: 'child', pronoun: 'she', appearance: { hair: 'curly', hair_color: 'black', clothing: 'raincoat', clothing_color: 'yellow' }, traits: ['brave', 'kind'] },
      { name: 'Ember', kind: 'creature', species: 'dragon', pronoun: 'they', traits: ['shy'] },
      { name: 'Pip', kind: 'animal', species: 'bunny', pronoun: 'he', appearance: { fur: 'soft grey' } },
    ],
    age_group: AGES[run % AGES.length],
    setting: SETTINGS[run % SETTINGS.length],
    story_length: 'long',
    tone: run % 2 === 0 ? 'funny' : 'cozy',
  });
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

export default async function bench(): Promise<BenchFigure[]> {
  for (let run = 0; run < 5; run += 1) writeStory(writeIdea(inputsFor(run), run), inputsFor(run)); // warm-up
  const timings: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const inputs = inputsFor(run);
    const started = performance.now();
    const pages = writeStory(writeIdea(inputs, 1000 + run), inputs);
    timings.push(performance.now() - started);
    if (pages.length !== 24) throw new Error(`Expected 24 pages, got ${pages.length}`);
  }
  timings.sort((a, b) => a - b);
  const median = percentile(timings, 0.5);
  const p95 = percentile(timings, 0.95);
  console.log(`  ${RUNS} runs: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms`);
  return [
    { name: 'writeIdea + writeStory, 24 pages, median', value: median, unit: 'ms', target: `<= ${TARGET_MS} ms`, pass: median <= TARGET_MS },
    { name: 'writeIdea + writeStory, 24 pages, p95', value: p95, unit: 'ms' },
  ];
}
