import { mulberry32, pickWith } from '@studio/seeded-random';

/** Deterministic randomness: the same seed always draws the same picture. */
export { hashString } from '@studio/seeded-random';

export interface Random {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed >>> 0 || 0x9e3779b9);
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, maxInclusive) => min + Math.floor(next() * (maxInclusive - min + 1)),
    pick: (items) => pickWith(next, items),
    chance: (probability) => next() < probability,
  };
}
