import { detectYoung, YOUNG_DETECTORS, type YoungDetector } from './young-detectors';
import { writeFresh } from './write-fresh';
import { generateCases } from './parent-inputs';

/**
 * `npx tsx test/fresh/run-young-census.ts <first seed> <count>`: the youngest readers' detectors over generated
 * stories, every one given ages 0-2 and 3-5 in turn: how many stories each finds something in, and how many findings.
 */
const [first = '1', count = '300'] = process.argv.slice(2);
const stories = Object.fromEntries(YOUNG_DETECTORS.map((kind) => [kind, 0])) as Record<YoungDetector, number>;
const findings = Object.fromEntries(YOUNG_DETECTORS.map((kind) => [kind, 0])) as Record<YoungDetector, number>;
const examples = Object.fromEntries(YOUNG_DETECTORS.map((kind) => [kind, [] as string[]])) as Record<YoungDetector, string[]>;
for (const [index, drawn] of generateCases(Number(first), Number(count)).entries()) {
  const age = index % 2 === 0 ? '0-2' : '3-5';
  const story = writeFresh({ ...drawn, inputs: { ...drawn.inputs, age_group: age } });
  const found = detectYoung({ age, length: story.inputs.story_length, pages: story.pages });
  for (const kind of new Set(found.map((finding) => finding.detector))) stories[kind] += 1;
  for (const finding of found) {
    findings[finding.detector] += 1;
    if (examples[finding.detector].length < 4) examples[finding.detector].push(`${story.id}: ${finding.detail}`.slice(0, 240));
  }
}
process.stdout.write(`${count} stories from seed ${first} (ages 0-2 and 3-5 in turn)\n`);
for (const kind of YOUNG_DETECTORS) {
  process.stdout.write(`${kind}: ${stories[kind]} stories, ${findings[kind]} findings\n`);
  for (const example of examples[kind]) process.stdout.write(`    ${example}\n`);
}
