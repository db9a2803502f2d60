import { describe, expect, it } from 'vitest';
import type { ArtStyle } from '@studio/contracts/stories';
import { illustrateScene, rasterize } from '../src';
import { characterOf } from './fixtures';

const characters = [characterOf('child'), characterOf('fox')];
const scene = (style: ArtStyle) =>
  illustrateScene({ scene: { setting: 'forest', time_of_day: 'day', characters: characters.map((c) => c.name), action: 'walking', mood: 'happy' }, characters, style });

describe('a print-size painted picture shares the thread', () => {
  // Painted in one go, a 3,000 px picture held the thread answering requests for seconds (ADR 034): it
  // now stops every few milliseconds, lets the event loop turn and waits there for `between`.
  it('stops at turns while it is painted, waits there for what `between` waits for, and then finishes the same picture', { timeout: 120_000 }, async () => {
    const svg = scene('watercolor');
    const alone = await rasterize(svg, { width: 3000, format: 'jpeg', quality: 90 });
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let waited = 0;
    let done = false;
    const painting = rasterize(svg, { width: 3000, format: 'jpeg', quality: 90, between: () => (waited++, gate) }).then((picture) => ((done = true), picture));
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(done).toBe(false);
    expect(waited).toBeGreaterThan(0);
    open();
    expect((await painting).equals(alone)).toBe(true);
  });
});
