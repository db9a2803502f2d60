import type { CustomerDetail, CustomerRow } from '@studio/contracts/admin-customers';
import type { Dashboard } from '@studio/contracts/admin-dashboard';
import type { AdminOrder, AdminOrderRow } from '@studio/contracts/admin-orders';
import type { AdminCreditPackage, AdminPlan } from '@studio/contracts/admin-plans';
import type { ProviderStatus } from '@studio/contracts/admin-providers';
import type { AuditEntry } from '@studio/contracts/audit';
import { DEFAULT_PRINT_OPTIONS } from '@studio/contracts/print-options';
import type { PriceList, PriceListVersion } from '@studio/contracts/print-prices';
import { DEFAULT_SETTINGS, type Settings } from '@studio/contracts/settings';
import { http, HttpResponse } from 'msw';
import { server } from '../../test/msw-server';
import { signInAs } from '../../test/render-app';

/** Fixtures and stubs shared by the back office's tests. */

export const ADMIN_ID = '00000000-0000-4000-8000-000000000001';
export const ORDER_ID = '6f1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5';
export const CUSTOMER_ID = '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

/** A signed-in administrator; the admin layout makes no calls of its own. */
export function signInAsAdmin() {
  return signInAs({ id: ADMIN_ID, role: 'admin', full_name: 'Grace Hopper', email: 'grace@studio.example' });
}

/** Every request's query string, as the handler saw it. */
export function recordQueries(path: string, answer: (query: URLSearchParams) => object, seen: URLSearchParams[] = []) {
  server.use(
    http.get(path, ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.push(query);
      return HttpResponse.json(answer(query));
    }),
  );
  return seen;
}

export function dashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  const months = ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
  return {
    generated_at: '2026-11-24T10:00:00.000Z',
    customers: { total: 1234, new_this_week: 56, ever: 1301 },
    subscriptions_by_plan: [
      { plan_id: 'plan-pro', plan_name: 'Pro', plan_type: 'pro', count: 40 },
      { plan_id: 'plan-premium', plan_name: 'Premium', plan_type: 'premium', count: 12 },
    ],
    revenue: { currency: 'gbp', this_month_cents: 123456, by_month: months.map((month, index) => ({ month, amount_cents: (index + 1) * 10_000 })) },
    orders_by_status: [
      { status: 'pending_payment', count: 1 },
      { status: 'paid', count: 3 },
      { status: 'submitted', count: 0 },
      { status: 'in_production', count: 2 },
      { status: 'shipped', count: 5 },
      { status: 'delivered', count: 20 },
      { status: 'cancelled', count: 1 },
      { status: 'refunded', count: 0 },
      { status: 'rejected', count: 0 },
    ],
    orders_needing_attention: 3,
    credits: { spent_this_month: 870, spent_total: 15_400 },
    books: { total: 321, this_month: 45 },
    failed_jobs_24h: 2,
    alerts: [],
    ...overrides,
  };
}

export function orderRow(overrides: Partial<AdminOrderRow> = {}): AdminOrderRow {
  return {
    id: ORDER_ID,
    status: 'paid',
    title: 'Mia and the Lost Kite',
    customer: { id: CUSTOMER_ID, email: 'ada@example.com', full_name: 'Ada Lovelace' },
    quantity: 2,
    total: 2098,
    currency: 'GBP',
    country: 'GB',
    provider: 'manual',
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export function adminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: ORDER_ID,
    status: 'in_production',
    story_id: 'story-1',
    uploaded_book_id: null,
    title: 'Mia and the Lost Kite',
    cover_url: null,
    print_options: { ...DEFAULT_PRINT_OPTIONS, quantity: 2 },
    shipping_address: { full_name: 'Ada Lovelace', address_line_1: '1 Story Lane', address_line_2: '', city: 'London', state_province_region: '', postal_code: 'EC1A 1AA', country: 'GB', phone: '020 7946 0018' },
    shipping_level: 'MAIL',
    notes: 'Please gift wrap',
    quote: {
      print_options: { ...DEFAULT_PRINT_OPTIONS, quantity: 2 },
      country: 'GB',
      shipping_level: 'MAIL',
      page_count: 16,
      padded_pages: 0,
      printed_pages: 16,
      notices: [],
      product_code: '0850X1100FCSTDPB060UW444MXX',
      spine_width_mm: 3,
      cover_spread_mm: { width: 440, height: 303 },
      line_items: [
        { kind: 'printing', label: 'Printing, 16 pages × 2 copies', amount: 1600 },
        { kind: 'shipping', label: 'Standard post to United Kingdom', amount: 498 },
      ],
      subtotal: 1600,
      shipping: 498,
      tax: 0,
      total: 2098,
      currency: 'GBP',
      estimated_dispatch: { earliest: '2026-11-25', latest: '2026-11-27' },
      estimated_delivery: { earliest: '2026-11-27', latest: '2026-12-01' },
      price_list_version: 1,
    },
    payment_id: 'pay-1',
    checkout_url: null,
    status_reason: null,
    history: [
      { from: null, to: 'pending_payment', source: 'customer', reason: null, internal_reason: null, at: '2026-11-20T10:00:00.000Z' },
      { from: 'pending_payment', to: 'paid', source: 'payment', reason: null, internal_reason: null, at: '2026-11-20T10:05:00.000Z' },
      { from: 'paid', to: 'submitted', source: 'admin', reason: null, internal_reason: 'Files sent by e-mail', at: '2026-11-21T09:00:00.000Z' },
      { from: 'submitted', to: 'in_production', source: 'admin', reason: 'Your book is on the press', internal_reason: 'Printer confirmed', at: '2026-11-21T10:00:00.000Z' },
    ],
    tracking: null,
    can_cancel: false,
    refund_pending: false,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-21T10:00:00.000Z',
    customer: { id: CUSTOMER_ID, email: 'ada@example.com', full_name: 'Ada Lovelace' },
    files: [
      { kind: 'interior', url: '/media/signed/interior.pdf?sig=abc' },
      { kind: 'cover', url: '/media/signed/cover.pdf?sig=def' },
    ],
    provider: 'manual',
    provider_job_id: 'manual-42',
    provider_status: 'IN_PRODUCTION',
    paid_at: '2026-11-20T10:05:00.000Z',
    next_statuses: ['shipped', 'delivered', 'rejected', 'refunded'],
    ...overrides,
  };
}

export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 'audit-1',
    actor_id: ADMIN_ID,
    actor_email: 'grace@studio.example',
    action: 'order.transition',
    target_type: 'print_order',
    target_id: ORDER_ID,
    reason: 'Printer confirmed',
    details: { before: { status: 'submitted' }, after: { status: 'in_production' } },
    request_id: 'req-1',
    created_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export const paged = <T,>(items: T[], page = 1, perPage = 20, total = items.length) => ({ items, total, page, per_page: perPage });

export function plan(overrides: Partial<AdminPlan> = {}): AdminPlan {
  return {
    id: 'plan-pro',
    type: 'pro',
    name: 'Pro',
    description: 'For regular storytellers',
    price_cents: 999,
    currency: 'gbp',
    interval: 'month',
    monthly_credits: 100,
    features: ['100 credits a month', 'Every story length'],
    allow_custom_images: true,
    allowed_story_lengths: ['short', 'medium', 'long'],
    saved_characters: 20,
    is_active: true,
    sort_order: 1,
    subscribers: 40,
    ...overrides,
  };
}

export function creditPackage(overrides: Partial<AdminCreditPackage> = {}): AdminCreditPackage {
  return { id: 'pack-50', name: 'Starter pack', credits: 50, price_cents: 499, currency: 'gbp', is_active: true, sort_order: 1, ...overrides };
}

export function customerRow(overrides: Partial<CustomerRow> = {}): CustomerRow {
  return {
    id: CUSTOMER_ID,
    email: 'ada@example.com',
    full_name: 'Ada Lovelace',
    role: 'customer',
    is_verified: true,
    disabled: false,
    plan_name: 'Pro',
    created_at: '2026-01-02T09:00:00.000Z',
    ...overrides,
  };
}

export function customerDetail(overrides: Partial<CustomerDetail> = {}): CustomerDetail {
  return {
    ...customerRow(),
    date_of_birth: '1990-12-10',
    disabled_at: null,
    disabled_reason: null,
    subscription: { plan_id: 'plan-pro', plan_name: 'Pro', plan_type: 'pro', status: 'active', current_period_end: '2026-12-02T09:00:00.000Z', cancel_at_period_end: false },
    credits: { balance: 75, subscription_credits: 100, credits_used_this_period: 25, available_credits: 75, purchased_credits: 0, held_credits: 0 },
    ledger: [
      { id: 'tx-2', delta: -5, kind: 'image_generation', reference: 'book-1', description: 'Pictures for “Mia and the Lost Kite”', balance_after: 75, held_delta: 0, held_after: 0, created_at: '2026-11-10T10:00:00.000Z' },
      { id: 'tx-1', delta: 100, kind: 'subscription_grant', reference: 'sub-1', description: 'Pro plan credits', balance_after: 80, held_delta: 0, held_after: 0, created_at: '2026-11-02T09:00:00.000Z' },
    ],
    stories: [{ id: 'story-1', title: 'Mia and the Lost Kite', status: 'completed', created_at: '2026-11-09T10:00:00.000Z' }],
    orders: [{ id: ORDER_ID, title: 'Mia and the Lost Kite', status: 'in_production', total: 2098, currency: 'GBP', created_at: '2026-11-20T10:00:00.000Z' }],
    uploaded_books: [{ id: 'book-9', title: 'Grandma’s Garden', status: 'ready', page_count: 24, created_at: '2026-11-15T10:00:00.000Z' }],
    ...overrides,
  };
}

export function settings(overrides: Partial<Settings> = {}): Settings {
  return { ...DEFAULT_SETTINGS, ...overrides };
}

export function priceList(): PriceList {
  return {
    currency: 'GBP',
    binding_base_cents: { perfect: 450, saddle_stitch: 250, hardcover: 1150, coil: 650 },
    page_cents: { full_color: { standard: 6, premium: 9 }, black_white: { standard: 2, premium: 3 } },
    premium_paper_page_cents: 1,
    gloss_cover_cents: 50,
    paper_size_percent: { a4: 100, a5: 70, us_letter: 100, square_8_5: 90 },
    volume_tiers: [
      { from_copy: 1, discount_percent: 0 },
      { from_copy: 10, discount_percent: 5 },
    ],
    production_days: { perfect: { min: 3, max: 5 }, saddle_stitch: { min: 3, max: 5 }, hardcover: { min: 6, max: 9 }, coil: { min: 4, max: 6 } },
    countries: { GB: 'domestic', FR: 'europe', US: 'north_america', AU: 'rest_of_world' },
    shipping: {
      domestic: { MAIL: { first_copy_cents: 399, additional_copy_cents: 99, min_days: 2, max_days: 4 }, EXPRESS: { first_copy_cents: 1299, additional_copy_cents: 199, min_days: 1, max_days: 1 } },
      europe: { MAIL: { first_copy_cents: 699, additional_copy_cents: 199, min_days: 4, max_days: 8 } },
      north_america: { MAIL: { first_copy_cents: 899, additional_copy_cents: 249, min_days: 6, max_days: 12 } },
      rest_of_world: { MAIL: { first_copy_cents: 999, additional_copy_cents: 299, min_days: 7, max_days: 15 } },
    },
    tax_basis_points: { FR: 550 },
  };
}

export const priceListVersion = (version = 3): PriceListVersion => ({ version, prices: priceList(), created_at: '2026-11-01T09:00:00.000Z' });

export const providers = (): ProviderStatus[] => [
  { area: 'mail', adapter: 'outbox', built_in: true, description: 'E-mails are written to DATA_DIR/outbox' },
  { area: 'ai', adapter: 'builtin', built_in: true, description: 'The offline story engine and illustrator' },
  { area: 'payments', adapter: 'test', built_in: true, description: 'Test mode — no real charge' },
  { area: 'storage', adapter: 'fs', built_in: true, description: 'Files under DATA_DIR/blobs' },
  { area: 'fulfilment', adapter: 'manual', built_in: true, description: 'Orders are printed by hand' },
];
