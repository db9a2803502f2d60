import type { Rng } from './random';

/**
 * Deals items in a shuffled order without repeats until every item has been used, then reshuffles.
 * Keeps a 24-page story from saying the same thing twice.
 */
export class Deck<T> {
  private remaining: T[] = [];

  constructor(
    private readonly items: readonly T[],
    private readonly rng: Rng,
  ) {
    if (items.length === 0) throw new Error('A deck needs at least one item');
  }

  draw(): T {
    if (this.remaining.length === 0) this.remaining = this.rng.shuffle(this.items);
    return this.remaining.pop() as T;
  }
}
