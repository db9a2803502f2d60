import { describe, expect, it, vi } from 'vitest';

/**
 * Each reader and plot imports cleanly on its own, first in a fresh module graph: the readers and plots import one
 * another in circles, and a value one of them declared was read before it was initialised when the circle was entered
 * from that module (`import './read-day'` first threw "Cannot access 'DAY_PLOT_ID' before initialization" under Node,
 * and left the day frame's id undefined under vitest). The frame ids now live in a leaf (`plots/frame-ids.ts`).
 */

// A fresh graph evaluates the whole engine (about a second under load): two doors into the circles, the reader the
// held-out read found and the frames' table. One `npx tsx` process per module of understand/ and plots/ (all 133) passed.
const FIRST = ['../src/understand/read-day', '../src/plots/frames'];

/** The exported values, and the items and fields of exported tables, that are undefined. */
function undefinedIn(loaded: Record<string, unknown>): string[] {
  return Object.entries(loaded).flatMap(([name, value]) => {
    if (value === undefined) return [name];
    if (!Array.isArray(value)) return [];
    return value.flatMap((item, index) => item === undefined ? [`${name}[${index}]`]
      : typeof item === 'object' && item !== null ? Object.entries(item).filter(([, field]) => field === undefined).map(([key]) => `${name}[${index}].${key}`) : []);
  });
}

describe('a reader or a plot imported first', () => {
  it.each(FIRST)('%s loads with every frame and export defined', async (path) => {
    vi.resetModules();
    const loaded = (await import(/* @vite-ignore */ path)) as Record<string, unknown>;
    const frames = (await import('../src/plots/frames')) as Record<string, unknown>;
    expect(Object.keys(loaded).length).toBeGreaterThan(0);
    expect([...undefinedIn(loaded), ...undefinedIn(frames)]).toEqual([]);
  });
});
