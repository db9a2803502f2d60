import type { Plan } from '@studio/contracts/billing';
import type { AuthResponse, Customer } from '@studio/contracts/auth';
import { makeAccessToken } from './tokens';

export function makeCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 'customer-1',
    email: 'ada@example.com',
    full_name: 'Ada Lovelace',
    date_of_birth: '1990-12-10',
    profile_picture: null,
    role: 'customer',
    is_verified: true,
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeAuthResponse(overrides: Partial<AuthResponse> = {}): AuthResponse {
  return {
    access_token: makeAccessToken(900),
    refresh_token: 'refresh-token-2',
    token_type: 'bearer',
    expires_in: 900,
    customer: makeCustomer(),
    ...overrides,
  };
}

/** A plan as GET /api/v1/plans answers it: Free has short stories and no photos, the paid plans every length and photos. */
export function makePlan(type: Plan['type'], name: string, price: number, credits: number, sort: number): Plan {
  return {
    id: `plan-${type}`, type, name, description: `${name} plan`, price_cents: price, currency: 'gbp', interval: 'month', monthly_credits: credits,
    features: [`${credits} monthly credits`, type === 'free' ? 'Short stories' : 'Custom character images'], allow_custom_images: type !== 'free',
    allowed_story_lengths: type === 'free' ? ['short'] : ['short', 'medium', 'long'], saved_characters: type === 'free' ? 2 : 20, is_active: true, sort_order: sort,
  };
}
