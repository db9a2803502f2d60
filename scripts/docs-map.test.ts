import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/ARCHITECTURE.md is a map a newcomer walks: short, and naming only what exists. These checks
 * keep it so, and keep every relative link of the project's Markdown pointing at a real file.
 */
const root = join(import.meta.dirname, '..');
const skipped = new Set(['node_modules', '.git', 'dist', 'data', 'results', 'coverage']);

function walk(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      found.push(`${relative(root, path)}/`);
      walk(path, found);
    } else found.push(relative(root, path));
  }
  return found;
}

const files = walk(root);
const architecture = readFileSync(join(root, 'docs/ARCHITECTURE.md'), 'utf8');
/** Where a path in the map may be read from: the repository, or the source folder its table is about. */
const bases = ['', 'apps/api/src/', 'apps/web/src/', 'packages/contracts/src/'];

/** `<domain>` stands for any one folder, `*` for any part of a name. */
function patternOf(path: string): RegExp {
  const escaped = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/<[^>]+>/g, '[^/]+').replace(/\*/g, '[^/]*');
  return new RegExp(`^${escaped}/?$`);
}

function exists(path: string): boolean {
  if (!path.includes('/')) return files.some((file) => patternOf(path).test(posix.basename(file)));
  return bases.some((base) => files.some((file) => patternOf(base + path).test(file)));
}

/** Backticked words that are paths: they have a folder or a file extension, and are not URLs or commands. */
function namedPaths(markdown: string): string[] {
  const quoted = [...markdown.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!);
  return quoted.filter((word) => !word.startsWith('/') && !word.includes('://') && !word.startsWith('--') && (word.includes('/') || /\.(ts|tsx|js|mjs|md|json|yaml|sql)$/.test(word)));
}

function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s#]+)(#[^)]*)?\)/g)].map((match) => match[1]!).filter((link) => !link.includes('://') && !link.startsWith('mailto:'));
}

describe('docs/ARCHITECTURE.md', () => {
  it('is a map, not a history: at most 2,500 words', () => {
    expect(architecture.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(2500);
  });

  it('names only paths that exist', () => {
    const missing = namedPaths(architecture).filter((path) => !exists(path));
    expect(missing).toEqual([]);
  });

  it('lists every job the API defines', () => {
    const jobSources = files.filter((file) => file.startsWith('apps/api/src/modules/') && file.endsWith('.ts') && !file.endsWith('.test.ts'));
    const jobNames = jobSources.flatMap((file) => [...readFileSync(join(root, file), 'utf8').matchAll(/export const \w+_JOB = '([a-z-]+)'/g)].map((match) => match[1]!));
    expect(jobNames.length).toBeGreaterThan(10);
    expect(jobNames.filter((name) => !architecture.includes(`\`${name}\``))).toEqual([]);
  });
});

describe("the project's Markdown", () => {
  const documents = files.filter((file) => file.endsWith('.md') && !file.startsWith('packages/story-engine/review/'));

  it.each(documents)('%s links only to files that exist', (document) => {
    const text = readFileSync(join(root, document), 'utf8');
    const broken = relativeLinks(text).filter((link) => {
      const target = link.startsWith('/') ? link.slice(1) : posix.normalize(posix.join(dirname(document), link));
      return !files.includes(target) && !files.includes(`${target.replace(/\/$/, '')}/`);
    });
    expect(broken).toEqual([]);
  });
});
