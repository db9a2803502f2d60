import { hashString, mulberry32 } from '@studio/seeded-random';
import type { PlotShape } from './plot-shape';

/**
 * The plot a key chooses among `candidates`, by id and never by position (rendezvous hashing): each
 * plot scores a draw seeded by the key and its id, and the highest wins. A plot added to the list
 * takes only the keys it now wins, and one removed gives up only its own; every other key keeps its plot.
 */
export function choosePlot<T extends Pick<PlotShape, 'id'>>(key: number, candidates: readonly T[]): T {
  let best: { plot: T; score: number } | undefined;
  for (const plot of candidates) {
    const score = mulberry32(hashString(plot.id, key))();
    if (!best || score > best.score || (score === best.score && plot.id < best.plot.id)) best = { plot, score };
  }
  if (!best) throw new Error('No plot to choose from');
  return best.plot;
}
