import { detectSurface, SURFACE_DETECTORS, type SurfaceDetector } from './surface-detectors';
import { writeFresh } from './write-fresh';
import { generateCases } from './parent-inputs';

/** How many of `count` stories from `firstSeed` each surface detector finds something in, with a few examples. */
export function surfaceCensus(firstSeed: number, count: number): { counts: Record<SurfaceDetector, number>; examples: Record<SurfaceDetector, string[]> } {
  const counts = Object.fromEntries(SURFACE_DETECTORS.map((kind) => [kind, 0])) as Record<SurfaceDetector, number>;
  const examples = Object.fromEntries(SURFACE_DETECTORS.map((kind) => [kind, [] as string[]])) as Record<SurfaceDetector, string[]>;
  for (const generated of generateCases(firstSeed, count)) {
    const story = writeFresh(generated);
    const findings = detectSurface({ cast: story.idea.characters.length > 0 ? story.idea.characters : story.inputs.characters, pages: story.pages, summary: story.idea.summary, ...(story.inputs.theme ? { theme: story.inputs.theme } : {}) });
    for (const kind of new Set(findings.map((finding) => finding.detector))) counts[kind] += 1;
    for (const finding of findings) if (examples[finding.detector].length < 4) examples[finding.detector].push(`${story.id}: ${finding.detail}`.slice(0, 300));
  }
  return { counts, examples };
}

// `npx tsx test/fresh/surface-census.ts <first seed> <count>`
if (process.argv[1]?.endsWith('surface-census.ts')) {
  const [first = '1', count = '100'] = process.argv.slice(2);
  const { counts, examples } = surfaceCensus(Number(first), Number(count));
  for (const kind of SURFACE_DETECTORS) {
    process.stdout.write(`${kind}: ${counts[kind]}\n`);
    for (const example of examples[kind]) process.stdout.write(`    ${example}\n`);
  }
}
