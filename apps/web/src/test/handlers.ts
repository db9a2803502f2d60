import { http, HttpResponse } from 'msw';
import { makeCustomer } from './fixtures';

/** Signed-in background calls the shell makes on every page: profile, credits and subscription. */
export function accountHandlers(options: { balance?: object; subscription?: object | null; status?: object; transactions?: object[] } = {}) {
  return [
    http.get('/api/v1/auth/profile', () => HttpResponse.json(makeCustomer())),
    http.get('/api/v1/credits/balance', () =>
      HttpResponse.json(options.balance ?? { balance: 0, subscription_credits: 30, credits_used_this_period: 5, available_credits: 25 }),
    ),
    http.get('/api/v1/subscriptions/subscription', () =>
      options.subscription === null || options.subscription === undefined
        ? HttpResponse.json({ detail: 'No subscription', code: 'not_found' }, { status: 404 })
        : HttpResponse.json(options.subscription),
    ),
    http.get('/api/v1/credits/transactions', () => HttpResponse.json({ items: options.transactions ?? [] })),
    http.get('/api/v1/subscriptions/subscription/status', () =>
      HttpResponse.json(options.status ?? { has_plan: true, is_free_plan: true, needs_plan_selection: false }),
    ),
    // The picker on /story/details and the cast under a book ask for the saved characters (issue 33).
    http.get('/api/v1/characters', () => HttpResponse.json({ characters: [], limit: 2, photos_allowed: false })),
  ];
}
