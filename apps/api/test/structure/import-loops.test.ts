import { describe, expect, it } from 'vitest';
import { findLoop, importGraph, moduleOf } from './import-graph';

// Walked once: parsing and resolving the API's ~400 files takes a few seconds.
const files = importGraph();

/** The files that build the process and wire the modules together; they import modules, and no module imports them. */
const COMPOSITION_ROOT = ['context.ts', 'fulfilment-registry.ts', 'job-registry.ts', 'app.ts', 'ops-app.ts', 'start.ts', 'main.ts'];

describe('imports between API modules go one way', () => {
  it('walks the real tree', () => {
    expect(files.size).toBeGreaterThan(300);
    expect(files.get('context.ts')).toContain('app-context.ts');
  });

  it('finds a loop when there is one, and names it', () => {
    const loop = findLoop(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]));
    expect(loop).toEqual(['a', 'b', 'c', 'a']);
    expect(findLoop(new Map([['a', ['b', 'c']], ['b', ['c']], ['c', []]]))).toBeNull();
  });

  it('has no file loop that leaves its folder (through the composition root, app-context.ts or another module)', () => {
    const crossing = new Map([...files].map(([file, targets]) => [file, targets.filter((target) => folderOf(target) !== folderOf(file))]));
    expect(findLoop(crossing) ?? []).toEqual([]);
  });

  it('keeps the composition root out of every module: modules take the AppContext type from app-context.ts', () => {
    const importers = [...files].filter(([file, targets]) => moduleOf(file) && targets.some((target) => COMPOSITION_ROOT.includes(target)));
    expect(importers.map(([file]) => file)).toEqual([]);
    expect(COMPOSITION_ROOT.every((file) => files.has(file))).toBe(true);
  });
});

const folderOf = (file: string): string => file.slice(0, file.lastIndexOf('/') + 1);
