import { describe, expect, it } from 'vitest';
import { spreadOver } from '../src/plots/spread-over';

describe('spreading stages over pages', () => {
  it('puts the first stage on the first page and the last on the last, in order, each once', () => {
    const stages = ['a', 'b', 'c', 'd', 'e'];
    for (let count = 2; count <= 14; count += 1) {
      const spread = spreadOver(stages, count);
      expect(spread).toHaveLength(count);
      expect(spread[0]).toBe('a');
      expect(spread.at(-1)).toBe('e');
      const shown = spread.filter((stage) => stage !== undefined);
      expect(new Set(shown).size, `${count}`).toBe(shown.length);
      expect([...shown].sort(), `${count}`).toEqual(shown);
    }
  });

  it('shows a stage on every page when there are enough stages, and skips some evenly when there are not', () => {
    expect(spreadOver(['a', 'b', 'c'], 3)).toEqual(['a', 'b', 'c']);
    expect(spreadOver(['a', 'b', 'c', 'd', 'e'], 3)).toEqual(['a', 'c', 'e']);
    expect(spreadOver(['a', 'b', 'c'], 5)).toEqual(['a', undefined, 'b', undefined, 'c']);
    expect(spreadOver(['a', 'b'], 1)).toEqual(['a']);
    expect(spreadOver(['a'], 3)).toEqual(['a', undefined, undefined]);
  });
});
