/**
 * Runs every bench/*.bench.ts (or those named on the command line), prints a Markdown table and
 * writes bench/results/<name>.json. Usage: npm run bench [-- name ...]
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Bench, BenchFigure } from './types';

const benchDir = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = (await readdir(benchDir))
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.includes(file.replace('.bench.ts', '')))
  .sort();

await mkdir(join(benchDir, 'results'), { recursive: true });
const rows: Array<BenchFigure & { bench: string }> = [];
for (const file of files) {
  const name = file.replace('.bench.ts', '');
  console.log(`\n▶ ${name}`);
  const mod = (await import(pathToFileURL(join(benchDir, file)).href)) as { default: Bench };
  const figures = await mod.default();
  await writeFile(join(benchDir, 'results', `${name}.json`), JSON.stringify({ at: new Date().toISOString(), figures }, null, 2));
  rows.push(...figures.map((figure) => ({ ...figure, bench: name })));
}

const verdict = (row: BenchFigure) => (row.pass === undefined ? '' : row.pass ? 'pass' : 'MISS');
console.log('\n| bench | figure | value | target | |');
console.log('|---|---|---|---|---|');
for (const row of rows) {
  console.log(`| ${row.bench} | ${row.name} | ${round(row.value)} ${row.unit} | ${row.target ?? ''} | ${verdict(row)} |`);
}

function round(value: number): string {
  return Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(2);
}
