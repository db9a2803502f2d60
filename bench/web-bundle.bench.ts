/**
 * The landing route's initial JavaScript: the entry chunk of apps/web (src/boot.ts), the app it loads
 * once the page has painted (src/main.tsx), the landing page's own lazy chunk, and every chunk those
 * import statically (other routes' lazy chunks excluded), gzip-compressed, read from a fresh build's
 * Vite manifest.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { BenchFigure } from './types';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const TARGET_KB = 150;
/** The app the entry imports after the first paint, and the landing page the app loads for `/`: loaded dynamically, but both part of the landing route's start. */
const LANDING_ROUTE_KEYS = ['src/main.tsx', 'src/features/marketing/components/landing-page.tsx'];
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(root, 'apps/web/dist');

function gzipKb(file: string): number {
  return gzipSync(readFileSync(join(distDir, file))).length / 1024;
}

/** The entry's key and the keys of every chunk reachable from it through static imports. */
function staticClosure(manifest: Manifest, entryKey: string): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entryKey);
  return seen;
}

export default async function webBundleBench(): Promise<BenchFigure[]> {
  execFileSync('npm', ['run', 'build', '-w', '@studio/web'], { cwd: root, stdio: 'inherit' });
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The web build manifest has no entry chunk');

  const initialKeys = new Set([entryKey, ...LANDING_ROUTE_KEYS].flatMap((key) => [...staticClosure(manifest, key)]));
  const initialJsKb = [...initialKeys].reduce((sum, key) => sum + gzipKb(manifest[key]!.file), 0);
  const initialCssKb = [...initialKeys]
    .flatMap((key) => manifest[key]?.css ?? [])
    .reduce((sum, file) => sum + gzipKb(file), 0);
  const lazyJsKb = Object.keys(manifest)
    .filter((key) => !initialKeys.has(key) && manifest[key]!.file.endsWith('.js'))
    .reduce((sum, key) => sum + gzipKb(manifest[key]!.file), 0);

  console.log(`initial chunks: ${[...initialKeys].map((key) => manifest[key]!.file).join(', ')}`);
  return [
    {
      name: 'Landing route initial JavaScript (gzip)',
      value: initialJsKb,
      unit: 'KB',
      target: `<= ${TARGET_KB} KB`,
      pass: initialJsKb <= TARGET_KB,
    },
    { name: 'Landing route initial CSS (gzip)', value: initialCssKb, unit: 'KB' },
    { name: 'Lazily loaded JavaScript, all routes (gzip)', value: lazyJsKb, unit: 'KB' },
  ];
}
