import { census } from './write-fresh';

/** `npx tsx test/fresh/run-census.ts <first seed> <count>`: the detectors' counts over generated stories. */
const [first = '1', count = '200'] = process.argv.slice(2);
const result = census(Number(first), Number(count));
process.stdout.write(`${result.stories} stories from seed ${first}\n`);
process.stdout.write(`theme declined in the idea (not counted as untold): ${result.themesDeclined}\n`);
for (const [kind, found] of Object.entries(result.counts)) {
  process.stdout.write(`${kind}: ${found}\n`);
  for (const example of result.examples[kind as keyof typeof result.examples]) process.stdout.write(`    ${example}\n`);
}
