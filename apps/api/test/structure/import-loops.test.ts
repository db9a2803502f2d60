import { describe, expect, it } from 'vitest';
import { findLoop, importGraph, moduleGraph, moduleOf } from './import-graph';

// Walked once: parsing and resolving the API's ~400 files takes a few seconds.
const files = importGraph();

/** The files that build the process and wire the modules together; they import modules, and no module imports them. */
/**
 * The one loop between modules left (issue 31): the billing modules import each other (the billing lock
 * and the ledger, balances that count the subscription's credits, renewals that record payments, plans
 * retired with their subscribers). It may only shrink; every other module is outside any loop.
 */
const BILLING_LOOP_LEFT = ['credits', 'payments', 'plans', 'subscriptions'];

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

  it('has no loop between modules, but the billing one left', () => {
    const { graph, because } = moduleGraph(files);
    const outsideBilling = new Map([...graph].map(([module, targets]) => [module, BILLING_LOOP_LEFT.includes(module) ? targets.filter((target) => !BILLING_LOOP_LEFT.includes(target)) : targets]));
    const loop = findLoop(outsideBilling);
    const why = loop?.slice(1).map((to, i) => because.get(`${loop[i]} → ${to}`));
    expect(why ?? [], `modules import each other in a loop: ${loop?.join(' → ')}`).toEqual([]);
    const billing = new Map(BILLING_LOOP_LEFT.map((module) => [module, (graph.get(module) ?? []).filter((target) => BILLING_LOOP_LEFT.includes(target))]));
    expect(findLoop(billing), 'the billing modules no longer import each other in a loop: strike BILLING_LOOP_LEFT off').not.toBeNull();
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
