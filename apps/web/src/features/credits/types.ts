/** GET /api/v1/credits/balance (spec §3). Replace with the contract schema's type once issue 4 adds it. */
export interface CreditBalance {
  balance?: number | null;
  subscription_credits?: number | null;
  credits_used_this_period?: number | null;
  available_credits?: number | null;
}
