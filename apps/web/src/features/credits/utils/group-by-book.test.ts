import { describe, expect, it } from 'vitest';
import type { CreditTransaction } from '@studio/contracts/billing';
import { groupByBook } from './group-by-book';

let seq = 0;
const entry = (kind: CreditTransaction['kind'], reference: string, description: string, delta: number, balance: number, held: number, heldDelta = 0): CreditTransaction => ({
  id: `t${++seq}`, kind, reference, description, delta, balance_after: balance, held_delta: heldDelta, held_after: held, created_at: '2026-11-28T10:00:00.000Z',
});

describe('groupByBook', () => {
  it('makes one line of a book’s hold and pictures, whose balance moves, and keeps other entries apart', () => {
    const newestFirst = [
      entry('purchase', 'payment:1', 'Starter pack', 50, 51, 0),
      entry('image_generation', 'image:s1:page-2:v1', 'Picture for page 2 of "Mia and Pip"', -1, 1, 0, -1),
      entry('image_generation', 'image:s1:page-1:v1', 'Picture for page 1 of "Mia and Pip"', -1, 2, 1, -1),
      entry('image_generation', 'image:s1:cover:v1', 'Picture for the cover of "Mia and Pip"', -1, 3, 2, -1),
      entry('credit_hold', 'book:s1:run1', 'Held for 3 pictures of "Mia and Pip"', 0, 4, 3, 3),
      entry('image_generation', 'image:s2:page-1:v2', 'New picture for page 1 of "Other"', -1, 4, 0),
      entry('subscription_grant', 'grant:1', 'Free plan credits', 5, 5, 0),
    ];
    const groups = groupByBook(newestFirst);
    expect(groups.map((group) => [group.title, group.pictures, group.delta, group.available, group.entries.length])).toEqual([
      [null, 0, 50, 51, 1],
      ['Mia and Pip', 3, -3, 1, 4],
      ['Other', 1, -1, 4, 1],
      [null, 0, 5, 5, 1],
    ]);
  });
});
