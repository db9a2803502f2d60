import { http, HttpResponse } from 'msw';
import { makePlan } from './fixtures';

/** Plans as the photo controls read them: photos come with Pro and Premium. */
export const PHOTO_PLANS = [makePlan('free', 'Free', 0, 10, 0), makePlan('pro', 'Pro', 999, 100, 1), makePlan('premium', 'Premium', 1999, 300, 2)];
export const PRO_SUBSCRIPTION = { plan: { type: 'pro', name: 'Pro' }, plan_id: 'plan-pro', plan_name: 'Pro', status: 'active', current_credits: 100 };

/** The plan list and the customer's subscription (none: the Free plan). */
export const photoPlanHandlers = (subscription: object | null) => [
  http.get('/api/v1/plans', () => HttpResponse.json(PHOTO_PLANS)),
  // The pricing page a locked control leads to lists the credit packs beside the plans.
  http.get('/api/v1/credits/packages', () => HttpResponse.json([])),
  http.get('/api/v1/subscriptions/subscription', () =>
    subscription ? HttpResponse.json(subscription) : HttpResponse.json({ detail: 'No subscription', code: 'not_found' }, { status: 404 }),
  ),
];
/** jsdom has no object URLs; a preview only needs a stable address per file. */
export function fakeObjectUrls() {
  URL.createObjectURL = (file: Blob) => `blob:preview-${(file as File).name}`;
}

export const photoFile = (name = 'mia.jpg', type = 'image/jpeg') => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type });
