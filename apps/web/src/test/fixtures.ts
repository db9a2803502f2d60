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
