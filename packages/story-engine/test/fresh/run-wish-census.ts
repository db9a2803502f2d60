import type * as Engine from '../../src/index';
import { detect, type Detector, type FreshStory } from './detectors';
import { generateCases, parentWishes } from './parent-inputs';

/**
 * `npx tsx test/fresh/run-wish-census.ts <seed> <count> [wish …]`: every one of `count` generated parents asks each wish
 * (by default the round-11 ones: funnier, calmer, a birthday instead, a baby sister, shorter), and the detectors judge the
 * book after it against the book before it. Prints, per wish, how many books a detector finds something in, with a few
 * examples. `SRC=<dir>` reads another copy of `src` (the engine before a change).
 */
const { refineIdea, writeIdea, writeStory } = (await import(`${process.env.SRC ?? '../../src'}/index`)) as typeof Engine;
const [first = '1120500', count = '30', ...asked] = process.argv.slice(2);
const wishes = asked.length > 0 ? asked : ['make it funnier', 'make it calmer', 'make it about a birthday instead', 'add a baby sister called Ada', 'make it shorter'];
const WISH_DETECTORS: readonly Detector[] = ['wish claimed not done', 'theme replaced silently', 'wish person barely there', 'theme not told'];
for (const text of wishes) {
  const counts = new Map<string, number>();
  const examples: string[] = [];
  let declined = 0;
  for (const generated of generateCases(Number(first), Number(count))) {
    const wish = parentWishes(generated.inputs.characters).find((candidate) => candidate.text === text);
    if (!wish) continue;
    const idea = writeIdea(generated.inputs, generated.seed);
    const pagesBefore = writeStory(idea, generated.inputs);
    const refined = refineIdea(idea, generated.inputs, text);
    if (/\bcould not\b/.test(refined.idea.summary.replace(idea.summary, ''))) declined += 1;
    const story: FreshStory = { id: generated.id, cast: generated.inputs.characters, theme: generated.theme, wishes: [wish], idea: refined.idea, pages: writeStory(refined.idea, refined.inputs), before: pagesBefore.length, pagesBefore, ...(generated.inputs.notes ? { notes: generated.inputs.notes } : {}) };
    const found = detect(story, refined.inputs.age_group).filter((finding) => WISH_DETECTORS.includes(finding.detector));
    for (const kind of new Set(found.map((finding) => finding.detector))) counts.set(kind, (counts.get(kind) ?? 0) + 1);
    for (const finding of found) if (examples.length < 3) examples.push(`${story.id}: ${finding.detector}: ${finding.detail}`.slice(0, 260));
  }
  process.stdout.write(`"${text}" over ${count}: declined in words ${declined}; ${WISH_DETECTORS.map((kind) => `${kind} ${counts.get(kind) ?? 0}`).join(', ')}\n`);
  for (const example of examples) process.stdout.write(`  ${example}\n`);
}
