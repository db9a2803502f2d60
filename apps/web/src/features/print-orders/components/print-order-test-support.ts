import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEFAULT_PRINT_OPTIONS, PRINT_OPTION_LABELS, SHIPPING_LEVEL_LABELS, SHIPPING_LEVELS, printOptionsSchema, type PrintOptions, type ShippingLevel } from '@studio/contracts/print-options';
import type { PrintCatalogue, PrintOrder, Quote } from '@studio/contracts/print-orders';
import { accountHandlers } from '../../../test/handlers';
import { server } from '../../../test/msw-server';

/** Fixtures and stubs shared by the print-order component tests. */

const choices = <Key extends keyof typeof PRINT_OPTION_LABELS>(key: Key) => ({
  default: DEFAULT_PRINT_OPTIONS[key],
  values: Object.entries(PRINT_OPTION_LABELS[key]).map(([value, label]) => ({ value, label })),
});

export function catalogue(): PrintCatalogue {
  return {
    options: {
      quality: choices('quality'),
      binding: choices('binding'),
      cover_finish: choices('cover_finish'),
      paper_size: choices('paper_size'),
      paper_type: choices('paper_type'),
      color_mode: choices('color_mode'),
    },
    quantity: { default: 1, min: 1, max: 250 },
    page_rules: [],
    shipping_levels: SHIPPING_LEVELS.map((value) => ({ value, label: SHIPPING_LEVEL_LABELS[value] })),
    countries: [
      { code: 'GB', name: 'United Kingdom', shipping_levels: ['MAIL', 'PRIORITY_MAIL', 'EXPRESS'] },
      { code: 'FR', name: 'France', shipping_levels: ['MAIL', 'EXPRESS'] },
      {
        code: 'US',
        name: 'United States',
        shipping_levels: ['MAIL', 'GROUND'],
        subdivisions: [
          { code: 'US-CA', name: 'California' },
          { code: 'US-NY', name: 'New York' },
        ],
      },
    ],
    currency: 'GBP',
  };
}

/** A price that follows the options: £8 a copy in paperback, £15 in hardcover, £4.98 to post. */
export function quote(options: Partial<PrintOptions> = {}, country = 'GB', shippingLevel: ShippingLevel = 'MAIL'): Quote {
  const chosen = { ...DEFAULT_PRINT_OPTIONS, ...options };
  const perCopy = chosen.binding === 'hardcover' ? 1500 : 800;
  const printing = perCopy * chosen.quantity;
  return {
    print_options: chosen, country, shipping_level: shippingLevel, page_count: 10, padded_pages: chosen.binding === 'hardcover' ? 14 : 0,
    printed_pages: chosen.binding === 'hardcover' ? 24 : 10,
    notices: chosen.binding === 'hardcover' ? ['A hardcover needs at least 24 pages, in pairs, so 14 blank pages will be added at the end.'] : [],
    product_code: 'X', spine_width_mm: 6, cover_spread_mm: { width: 440, height: 303 },
    line_items: [
      { kind: 'printing', label: `Printing, 10 pages × ${chosen.quantity} copies`, amount: printing },
      { kind: 'shipping', label: 'Standard post to United Kingdom', amount: 498 },
    ],
    subtotal: printing, shipping: 498, tax: 0, total: printing + 498, currency: 'GBP',
    estimated_dispatch: { earliest: '2026-12-02', latest: '2026-12-07' },
    estimated_delivery: { earliest: '2026-12-04', latest: '2026-12-11' },
    price_list_version: 1,
  };
}

export function order(overrides: Partial<PrintOrder> = {}): PrintOrder {
  return {
    id: 'order-1', status: 'paid', story_id: 'story-1', uploaded_book_id: null, title: 'Mia and the Lost Kite', cover_url: null,
    print_options: { ...DEFAULT_PRINT_OPTIONS }, notes: '', shipping_level: 'MAIL', quote: quote(),
    shipping_address: { full_name: 'Ada Lovelace', address_line_1: '1 Story Lane', address_line_2: '', city: 'London', state_province_region: '', postal_code: 'EC1A 1AA', country: 'GB', phone: '020 7946 0018' },
    payment_id: 'pay-1', checkout_url: null, status_reason: null, tracking: null, can_cancel: true, refund_pending: false,
    history: [
      { from: null, to: 'pending_payment', source: 'customer', reason: null, at: '2026-11-24T10:00:00.000Z' },
      { from: 'pending_payment', to: 'paid', source: 'payment', reason: null, at: '2026-11-24T10:05:00.000Z' },
    ],
    created_at: '2026-11-24T10:00:00.000Z', updated_at: '2026-11-24T10:05:00.000Z',
    ...overrides,
  };
}

/** The wizard's calls for story-1: the shell, the book, the catalogue and a price that follows the query (coil at square size cannot be made). */
export function wizardHandlers() {
  server.use(
    ...accountHandlers(),
    http.get('/api/v1/books/story-1', () => HttpResponse.json({ story_id: 'story-1', title: 'Mia and the Lost Kite', cover: null })),
    http.get('/api/v1/print-orders/options', () => HttpResponse.json(catalogue())),
    http.get('/api/v1/pricing', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      const options = printOptionsSchema.parse(query);
      if (options.binding === 'coil' && options.paper_size === 'square_8_5') {
        return HttpResponse.json({ detail: 'Coil binding is not made at Square (8.5 × 8.5 in); choose another size', code: 'print_option_unavailable' }, { status: 422 });
      }
      return HttpResponse.json({ print_options: options, quote: quote(options, query.country, query.shipping_level as ShippingLevel) });
    }),
  );
}

/** Matches an order's status badge, as a screen reader reads it ("Status: Shipped"). */
export const statusBadge = (label: string) => (_: string, element: Element | null) => element?.textContent === `Status: ${label}` && element.matches('span:has(> .sr-only)');

/** Waits for the header's plan badge, so the shell's delayed subscription calls are answered within the test (not after its handlers are gone). */
export async function shellSettled(): Promise<void> {
  await within(screen.getByRole('navigation', { name: 'Main' })).findByText('Free');
}
