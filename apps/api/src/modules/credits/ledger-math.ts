/** A customer's credits after a ledger row: the total, of which `subscription` came from the plan. */
export interface Pockets {
  total: number;
  subscription: number;
}

export const EMPTY_POCKETS: Pockets = { total: 0, subscription: 0 };

export type LedgerChange =
  | { type: 'add'; pocket: 'subscription' | 'purchased'; amount: number }
  /** Spends subscription credits first, then purchased ones. */
  | { type: 'take'; amount: number }
  | { type: 'expire_subscription' }
  | { type: 'restore'; subscription: number; purchased: number };

export interface Applied {
  delta: number;
  subscriptionDelta: number;
  after: Pockets;
}

/** The effect of a change on the pockets, or null when a `take` asks for more than there is. */
export function applyChange(before: Pockets, change: LedgerChange): Applied | null {
  const result = (delta: number, subscriptionDelta: number): Applied => ({
    delta,
    subscriptionDelta,
    after: { total: before.total + delta, subscription: before.subscription + subscriptionDelta },
  });
  switch (change.type) {
    case 'add':
      return result(change.amount, change.pocket === 'subscription' ? change.amount : 0);
    case 'take': {
      if (change.amount > before.total) return null;
      const fromSubscription = Math.min(change.amount, before.subscription);
      return result(-change.amount, -fromSubscription);
    }
    case 'expire_subscription':
      return result(-before.subscription, -before.subscription);
    case 'restore':
      return result(change.subscription + change.purchased, change.subscription);
  }
}
