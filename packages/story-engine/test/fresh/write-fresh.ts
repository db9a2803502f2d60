import type * as Engine from '../../src/index';
import { detect, DETECTORS, themeDeclined, type Detector, type Finding, type FreshStory } from './detectors';
import { generateCases, type GeneratedCase } from './parent-inputs';

/** `SRC=<dir>` (relative to this file) writes with another copy of `src`: the engine before a change, for a census. */
const { refineIdea, writeIdea, writeStory } = (await import(`${process.env.SRC ?? '../../src'}/index`)) as typeof Engine;

/** Writes a generated case as the product does: the idea, the wish if any, then the pages. */
export function writeFresh(generated: GeneratedCase): FreshStory & { inputs: GeneratedCase['inputs'] } {
  let inputs = generated.inputs;
  let idea = writeIdea(inputs, generated.seed);
  const pagesBefore = writeStory(idea, inputs);
  for (const wish of generated.wishes) ({ idea, inputs } = refineIdea(idea, inputs, wish.text));
  return { id: generated.id, cast: generated.inputs.characters, theme: generated.theme, wishes: generated.wishes, idea, pages: writeStory(idea, inputs), before: pagesBefore.length, pagesBefore, inputs, ...(generated.inputs.notes ? { notes: generated.inputs.notes } : {}) };
}

export interface Census {
  stories: number;
  counts: Record<Detector, number>;
  examples: Record<Detector, string[]>;
  /** Stories whose idea says plainly it left the parent's theme out: not failures, but counted so the rate is seen. */
  themesDeclined: number;
}

/** Every detector over `count` generated stories from `firstSeed`: how many stories each finds something in, with a few examples. */
export function census(firstSeed: number, count: number): Census {
  const counts = Object.fromEntries(DETECTORS.map((kind) => [kind, 0])) as Record<Detector, number>;
  const examples = Object.fromEntries(DETECTORS.map((kind) => [kind, [] as string[]])) as Record<Detector, string[]>;
  let themesDeclined = 0;
  for (const generated of generateCases(firstSeed, count)) {
    const story = writeFresh(generated);
    if (themeDeclined(story)) themesDeclined += 1;
    const findings: Finding[] = detect(story, story.inputs.age_group);
    for (const kind of new Set(findings.map((finding) => finding.detector))) counts[kind] += 1;
    for (const finding of findings) if (examples[finding.detector].length < 4) examples[finding.detector].push(`${story.id}: ${finding.detail}`.slice(0, 300));
  }
  return { stories: count, counts, examples, themesDeclined };
}
