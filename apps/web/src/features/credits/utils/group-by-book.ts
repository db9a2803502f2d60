import type { CreditTransaction } from '@studio/contracts/billing';

/** One line of the credit history: a book's run (its hold, pictures and release together) or a single entry. */
export interface CreditGroup {
  key: string;
  /** The book's title when the entries are a book's pictures. */
  title: string | null;
  entries: CreditTransaction[];
  pictures: number;
  delta: number;
  /** Credits free to spend after the newest entry (held ones are not). */
  available: number;
  held: number;
  createdAt: string;
}

/** The story a ledger entry is about: a book's hold (`book:<story>:<run>`) or one of its pictures (`image:<story>:<slot>:v<n>`). */
const storyOf = (entry: CreditTransaction) => /^(?:book|image):([^:]+):/.exec(entry.reference)?.[1] ?? null;
const titleOf = (entry: CreditTransaction) => /of ["“](.+)["”]$/.exec(entry.description)?.[1] ?? null;

/**
 * Entries (newest first) grouped as a parent thinks of them: the entries of one book that follow each
 * other become one line with their total, so the balance beside each line moves; everything else stays
 * a line of its own.
 */
export function groupByBook(entries: readonly CreditTransaction[]): CreditGroup[] {
  const groups: Array<{ story: string | null; entries: CreditTransaction[] }> = [];
  for (const entry of entries) {
    const story = storyOf(entry);
    const last = groups.at(-1);
    if (story && last?.story === story) last.entries.push(entry);
    else groups.push({ story, entries: [entry] });
  }
  return groups.map(({ story, entries: grouped }) => {
    const newest = grouped[0]!;
    return {
      key: newest.id,
      title: story ? (grouped.map(titleOf).find(Boolean) ?? null) : null,
      entries: grouped,
      pictures: grouped.filter((entry) => entry.kind === 'image_generation').length,
      delta: grouped.reduce((sum, entry) => sum + entry.delta, 0),
      available: newest.balance_after - newest.held_after,
      held: newest.held_after,
      createdAt: newest.created_at,
    };
  });
}
