import type { CreditBalance, CreditTransaction, Subscription } from './billing';

type Figure = number | null | undefined;
/** The figures the rule reads; any may be missing while data loads. */
export type BalanceFigures = { [Key in keyof Pick<CreditBalance, 'balance' | 'subscription_credits' | 'credits_used_this_period' | 'available_credits'>]?: Figure };

const isPositive = (value: Figure): value is number => typeof value === 'number' && value > 0;

/**
 * Spec §9, in order: balance if above 0; else subscription_credits minus credits_used_this_period,
 * floored at 0; else available_credits; else the subscription's current_credits minus credits used;
 * else 0. A source counts only when it holds a positive number. The last step is floored at 0 too,
 * since a badge never shows negative credits.
 */
export function getAvailableCredits(
  balance: BalanceFigures | null | undefined,
  subscription?: { current_credits?: Subscription['current_credits'] | null } | null,
): number {
  const creditsUsed = balance?.credits_used_this_period ?? 0;
  if (isPositive(balance?.balance)) return balance.balance;
  if (isPositive(balance?.subscription_credits)) return Math.max(0, balance.subscription_credits - creditsUsed);
  if (isPositive(balance?.available_credits)) return balance.available_credits;
  if (isPositive(subscription?.current_credits)) return Math.max(0, subscription.current_credits - creditsUsed);
  return 0;
}

/**
 * How a ledger entry that only sets credits aside or gives them back reads ("9 held", "2 released"):
 * it moves no credits, so its delta of 0 says nothing. Null for every other entry.
 */
export function heldChange(entry: Pick<CreditTransaction, 'delta' | 'held_delta'>): string | null {
  if (entry.delta !== 0 || entry.held_delta === 0) return null;
  return entry.held_delta > 0 ? `${entry.held_delta} held` : `${-entry.held_delta} released`;
}
