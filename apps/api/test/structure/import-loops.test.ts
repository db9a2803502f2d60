import { describe, expect, it } from 'vitest';
import { findLoop, importGraph, moduleGraph, moduleOf } from './import-graph';

// Walked once: parsing and resolving the API's ~400 files takes a few seconds.
const files = importGraph();

/** The files that build the process and wire the modules together; they import modules, and no module imports them. */
const COMPOSITION_ROOT = ['context.ts', 'fulfilment-registry.ts', 'customer-lifecycle-registry.ts', 'job-registry.ts', 'app.ts', 'ops-app.ts', 'start.ts', 'main.ts'];

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

  it('has no loop between modules', () => {
    const { graph, because } = moduleGraph(files);
    const loop = findLoop(graph);
    const why = loop?.slice(1).map((to, i) => because.get(`${loop[i]} → ${to}`));
    expect(why ?? [], `modules import each other in a loop: ${loop?.join(' → ')}`).toEqual([]);
  });

  it('keeps billing in layers: payments and plans at the bottom, credits over payments, subscriptions on top', () => {
    const { graph } = moduleGraph(files);
    const above: Record<string, string[]> = { payments: ['credits', 'plans', 'subscriptions'], plans: ['credits', 'payments', 'subscriptions'], credits: ['plans', 'subscriptions'] };
    const upward = Object.entries(above).flatMap(([module, higher]) => (graph.get(module) ?? []).filter((target) => higher.includes(target)).map((target) => `${module} → ${target}`));
    expect(upward).toEqual([]);
  });

  it('has no file loop that leaves its folder (through the composition root, app-context.ts or another module)', () => {
    const crossing = new Map([...files].map(([file, targets]) => [file, targets.filter((target) => folderOf(target) !== folderOf(file))]));
    expect(findLoop(crossing) ?? []).toEqual([]);
  });

  it('has no file loop inside a folder either: files of one module import each other one way', () => {
    const within = new Map([...files].map(([file, targets]) => [file, targets.filter((target) => folderOf(target) === folderOf(file))]));
    expect(findLoop(within) ?? []).toEqual([]);
  });

  it('keeps the composition root out of every module: modules take the AppContext type from app-context.ts', () => {
    const importers = [...files].filter(([file, targets]) => moduleOf(file) && targets.some((target) => COMPOSITION_ROOT.includes(target)));
    expect(importers.map(([file]) => file)).toEqual([]);
    expect(COMPOSITION_ROOT.every((file) => files.has(file))).toBe(true);
  });
});

const folderOf = (file: string): string => file.slice(0, file.lastIndexOf('/') + 1);
