import { hashString, mulberry32, pickWith } from '@studio/seeded-random';

/** A small seeded PRNG (mulberry32). The engine never touches Math.random, so a seed fully decides a story. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, max). */
  int(max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  shuffle<T>(items: readonly T[]): T[];
  /** An independent stream for one job, so adding a pick in one place does not reshuffle another. */
  fork(salt: string): Rng;
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (max: number): number => Math.floor(next() * max);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => pickWith(next, items),
    chance: (probability) => next() < probability,
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(i + 1);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
    fork: (salt) => createRng(hashString(salt, seed)),
  };
}

export { hashString };
