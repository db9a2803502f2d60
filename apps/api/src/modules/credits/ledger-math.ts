/**
 * A customer's credits after a ledger row: the total, of which `subscription` came from the plan, and
 * `held`, the part set aside for books under way. Only `total - held` may be spent freely.
 */
export interface Pockets {
  total: number;
  subscription: number;
  held: number;
}

export const EMPTY_POCKETS: Pockets = { total: 0, subscription: 0, held: 0 };

/** What the customer can spend or hold now (never negative: an expired subscription may leave less than is held). */
export const spendable = (pockets: Pockets): number => Math.max(0, pockets.total - pockets.held);

export type LedgerChange =
  | { type: 'add'; pocket: 'subscription' | 'purchased'; amount: number }
  /** Spends subscription credits first, then purchased ones; `fromHold` of it comes out of held credits. */
  | { type: 'take'; amount: number; fromHold?: number }
  | { type: 'expire_subscription' }
  | { type: 'restore'; subscription: number; purchased: number }
  /** Sets credits aside without spending them. */
  | { type: 'hold'; amount: number }
  /** Gives held credits back to spend. */
  | { type: 'release'; amount: number };

export interface Applied {
  delta: number;
  subscriptionDelta: number;
  heldDelta: number;
  after: Pockets;
}

/** The effect of a change on the pockets, or null when a `take` or `hold` asks for more than is spendable. */
export function applyChange(before: Pockets, change: LedgerChange): Applied | null {
  const result = (delta: number, subscriptionDelta: number, heldDelta = 0): Applied => ({
    delta,
    subscriptionDelta,
    heldDelta,
    after: { total: before.total + delta, subscription: before.subscription + subscriptionDelta, held: before.held + heldDelta },
  });
  switch (change.type) {
    case 'add':
      return result(change.amount, change.pocket === 'subscription' ? change.amount : 0);
    case 'take': {
      const fromHold = Math.min(change.fromHold ?? 0, before.held, change.amount);
      if (change.amount > before.total || change.amount - fromHold > spendable(before)) return null;
      const fromSubscription = Math.min(change.amount, before.subscription);
      return result(-change.amount, -fromSubscription, fromHold === 0 ? 0 : -fromHold);
    }
    case 'expire_subscription':
      return result(-before.subscription, -before.subscription);
    case 'restore':
      return result(change.subscription + change.purchased, change.subscription);
    case 'hold':
      return change.amount > spendable(before) ? null : result(0, 0, change.amount);
    case 'release':
      return result(0, 0, -Math.min(change.amount, before.held));
  }
}
