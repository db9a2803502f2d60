import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BINDINGS, COLOR_MODES, COVER_FINISHES, PAPER_TYPES, PRINT_PAPER_SIZES, PRINT_QUALITIES, SHIPPING_LEVELS, type PrintOptions } from '@studio/contracts/print-options';
import { MAX_LIST_PRICE_CENTS, MAX_PAYMENT_CENTS, priceListSchema, SHIPPING_ZONES, type PriceList } from '@studio/contracts/print-prices';
import { PAGE_RULES, coverSpread, fitPages, podPackageId, priceQuote, printCatalogue, spineWidthIn, type QuoteRequest } from '../src/catalogue';

const cents = (max = 5_000) => fc.integer({ min: 0, max });
const rate = fc.record({ first_copy_cents: cents(), additional_copy_cents: cents(), min_days: fc.integer({ min: 1, max: 5 }), max_days: fc.integer({ min: 5, max: 15 }) });
const perEnum = <T extends string, V>(values: readonly T[], value: fc.Arbitrary<V>) =>
  fc.tuple(...values.map(() => value)).map((items) => Object.fromEntries(values.map((key, index) => [key, items[index]])) as Record<T, V>);

/** Any valid price list: the properties must hold whatever an administrator sets. */
const priceList: fc.Arbitrary<PriceList> = fc
  .record({
    currency: fc.constant('GBP'),
    binding_base_cents: perEnum(BINDINGS, cents()),
    page_cents: perEnum(COLOR_MODES, perEnum(PRINT_QUALITIES, cents(50))),
    premium_paper_page_cents: cents(10),
    gloss_cover_cents: cents(500),
    paper_size_percent: perEnum(PRINT_PAPER_SIZES, fc.integer({ min: 1, max: 500 })),
    volume_tiers: fc.array(fc.record({ from_copy: fc.integer({ min: 1, max: 250 }), discount_percent: fc.integer({ min: 0, max: 90 }) }), { maxLength: 4 }),
    production_days: perEnum(BINDINGS, fc.record({ min: fc.integer({ min: 0, max: 3 }), max: fc.integer({ min: 3, max: 10 }) })),
    countries: fc.constant({ GB: 'domestic', FR: 'europe', US: 'north_america', JP: 'rest_of_world' } as const),
    shipping: perEnum(SHIPPING_ZONES, perEnum(SHIPPING_LEVELS, rate)),
    tax_basis_points: fc.record({ GB: fc.integer({ min: 0, max: 2_500 }), FR: fc.integer({ min: 0, max: 2_500 }) }),
  })
  .map((list) => priceListSchema.parse(list));

const options: fc.Arbitrary<PrintOptions> = fc.record({
  quality: fc.constantFrom(...PRINT_QUALITIES),
  binding: fc.constantFrom(...BINDINGS),
  cover_finish: fc.constantFrom(...COVER_FINISHES),
  paper_size: fc.constantFrom(...PRINT_PAPER_SIZES),
  paper_type: fc.constantFrom(...PAPER_TYPES),
  color_mode: fc.constantFrom(...COLOR_MODES),
  quantity: fc.integer({ min: 1, max: 250 }),
});

const request = fc.record({
  options,
  pageCount: fc.integer({ min: 1, max: 48 }),
  country: fc.constantFrom('GB', 'FR', 'US', 'JP'),
  shippingLevel: fc.constantFrom(...SHIPPING_LEVELS),
  priceList,
  priceListVersion: fc.constant(1),
  now: fc.constant(new Date('2026-11-24T10:00:00Z')),
});

function quoted(input: QuoteRequest) {
  const result = priceQuote(input);
  if (!result.ok) throw new Error(result.reason);
  return result.quote;
}

describe('print catalogue', () => {
  it('prices in integers whose line items sum to the total', () => {
    fc.assert(
      fc.property(request, (input) => {
        const quote = quoted(input);
        for (const amount of [quote.subtotal, quote.shipping, quote.tax, quote.total, ...quote.line_items.map((item) => item.amount)]) expect(Number.isSafeInteger(amount)).toBe(true);
        expect(quote.line_items.reduce((sum, item) => sum + item.amount, 0)).toBe(quote.total);
        expect(quote.subtotal + quote.shipping + quote.tax).toBe(quote.total);
        expect(quote.total).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('refuses amounts past the bound, and a total one payment cannot take, instead of pricing it', () => {
    const list = fc.sample(priceList, { numRuns: 1, seed: 7 })[0]!;
    expect(priceListSchema.safeParse({ ...list, gloss_cover_cents: 2 ** 53 }).success).toBe(false);
    expect(priceListSchema.safeParse({ ...list, gloss_cover_cents: MAX_LIST_PRICE_CENTS + 1 }).success).toBe(false);
    const dearest = priceListSchema.parse({
      ...list,
      binding_base_cents: Object.fromEntries(BINDINGS.map((binding) => [binding, MAX_LIST_PRICE_CENTS])),
      paper_size_percent: Object.fromEntries(PRINT_PAPER_SIZES.map((size) => [size, 500])),
      volume_tiers: [],
    });
    fc.assert(
      fc.property(request, (input) => {
        const result = priceQuote({ ...input, priceList: dearest });
        if (result.ok) expect(result.quote.total).toBeLessThanOrEqual(MAX_PAYMENT_CENTS);
        else expect(result.reason).toMatch(/more than one payment can take|at most|not offered|do not ship/);
      }),
    );
    const many = priceQuote({ ...fc.sample(request, { numRuns: 1, seed: 3 })[0]!, priceList: dearest, country: 'GB', shippingLevel: 'MAIL', options: { ...fc.sample(options, { numRuns: 1, seed: 3 })[0]!, binding: 'perfect', quantity: 250 } });
    expect(many).toEqual({ ok: false, reason: 'This order comes to more than one payment can take; order fewer copies' });
  });

  it('never costs less for more copies or more pages', () => {
    fc.assert(
      fc.property(request, fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 }), (input, moreCopies, morePages) => {
        const base = quoted(input);
        const copies = Math.min(250, input.options.quantity + moreCopies);
        expect(quoted({ ...input, options: { ...input.options, quantity: copies } }).total).toBeGreaterThanOrEqual(base.total);
        expect(quoted({ ...input, pageCount: Math.min(input.pageCount + morePages, 48) }).total).toBeGreaterThanOrEqual(base.total);
      }),
    );
  });

  it('pads to each binding’s minimum and multiple, says so, and refuses books too long to bind', () => {
    expect(fitPages('saddle_stitch', 10)).toEqual({ ok: true, pageCount: 10, printedPages: 12, paddedPages: 2 });
    expect(fitPages('saddle_stitch', 2)).toMatchObject({ printedPages: 4, paddedPages: 2 });
    expect(fitPages('perfect', 20)).toMatchObject({ printedPages: 32, paddedPages: 12 });
    expect(fitPages('perfect', 33)).toMatchObject({ printedPages: 34, paddedPages: 1 });
    expect(fitPages('hardcover', 24)).toMatchObject({ printedPages: 24, paddedPages: 0 });
    expect(fitPages('coil', 3)).toMatchObject({ printedPages: 4, paddedPages: 1 });
    expect(fitPages('saddle_stitch', 49)).toEqual({ ok: false, reason: expect.stringContaining('at most 48 pages in multiples of 4') });
    expect(fitPages('coil', 471)).toEqual({ ok: false, reason: expect.stringContaining('at most 470 pages') });
    expect(fitPages('perfect', 0)).toEqual({ ok: false, reason: 'The book has no pages to print' });
    fc.assert(
      fc.property(fc.constantFrom(...BINDINGS), fc.integer({ min: 1, max: 900 }), (binding, pages) => {
        const rule = PAGE_RULES[binding];
        const fit = fitPages(binding, pages);
        if (!fit.ok) {
          expect(Math.ceil(pages / rule.multiple_of) * rule.multiple_of).toBeGreaterThan(rule.max_pages);
          return;
        }
        expect(fit.printedPages % rule.multiple_of).toBe(0);
        expect(fit.printedPages).toBeGreaterThanOrEqual(Math.max(rule.min_pages, pages));
        expect(fit.printedPages).toBeLessThanOrEqual(rule.max_pages);
        expect(fit.paddedPages).toBeLessThan(Math.max(rule.multiple_of, rule.min_pages - pages + 1));
      }),
    );
    const list = fc.sample(priceList, { numRuns: 1, seed: 7 })[0]!;
    const padded = quoted({ options: { ...optionsOf('perfect'), quantity: 2 }, pageCount: 20, country: 'GB', shippingLevel: 'MAIL', priceList: list, priceListVersion: 3, now: new Date() });
    expect(padded.notices).toEqual(['A paperback needs at least 32 pages, in pairs, so 12 blank pages will be added at the end.']);
    expect(padded).toMatchObject({ page_count: 20, padded_pages: 12, printed_pages: 32, price_list_version: 3 });
    expect(priceQuote({ options: optionsOf('saddle_stitch'), pageCount: 60, country: 'GB', shippingLevel: 'MAIL', priceList: list, priceListVersion: 1, now: new Date() })).toEqual({
      ok: false,
      reason: 'A stapled booklet can have at most 48 pages in multiples of 4; this book has 60. Choose another binding.',
    });
  });

  it('refuses destinations and shipping levels it does not serve, saying what it does', () => {
    const list = priceListSchema.parse({ ...fc.sample(priceList, { numRuns: 1, seed: 3 })[0]!, shipping: { ...fc.sample(priceList, 1)[0]!.shipping, europe: { MAIL: { first_copy_cents: 500, additional_copy_cents: 100, min_days: 3, max_days: 8 } } } });
    const base = { options: optionsOf('perfect'), pageCount: 32, priceList: list, priceListVersion: 1, now: new Date() };
    expect(priceQuote({ ...base, country: 'BR', shippingLevel: 'MAIL' })).toEqual({ ok: false, reason: 'We do not ship printed books to Brazil yet' });
    expect(priceQuote({ ...base, country: 'FR', shippingLevel: 'EXPRESS' })).toEqual({ ok: false, reason: 'Express courier is not offered to France; choose standard post' });
    expect(printCatalogue(list).countries.find((country) => country.code === 'FR')).toEqual({ code: 'FR', name: 'France', shipping_levels: ['MAIL'] });
  });

  it('builds Lulu’s dotted product code from the parts', () => {
    expect(podPackageId({ paper_size: 'a4', color_mode: 'full_color', quality: 'standard', binding: 'perfect', paper_type: 'premium', cover_finish: 'matte' })).toBe('0827X1169.FC.STD.PB.080CW444.MXX');
    expect(podPackageId({ paper_size: 'us_letter', color_mode: 'black_white', quality: 'premium', binding: 'hardcover', paper_type: 'standard', cover_finish: 'gloss' })).toBe('0850X1100.BW.PRE.CW.060UW444.GXX');
    fc.assert(
      fc.property(options, (picked) => {
        const code = podPackageId(picked);
        expect(code).toMatch(/^\d{4}X\d{4}\.(FC|BW)\.(STD|PRE)\.(PB|SS|CW|CO)\.\d{3}[UC]W\d{3}\.[MG]XX$/);
        expect(code.replaceAll('.', '')).toHaveLength(27);
      }),
    );
  });

  it('sizes the spine as pages / PPI + 0.06 in, and the cover spread as bleed + back + spine + front + bleed', () => {
    expect(spineWidthIn('perfect', 'standard', 444)).toBeCloseTo(1.06, 10);
    expect(spineWidthIn('saddle_stitch', 'standard', 48)).toBe(0);
    expect(spineWidthIn('coil', 'premium', 100)).toBe(0);
    const spread = coverSpread({ paper_size: 'us_letter', binding: 'perfect', paper_type: 'standard' }, 100);
    expect(spread.widthIn).toBeCloseTo(0.125 + 8.5 + (100 / 444 + 0.06) + 8.5 + 0.125, 10);
    expect(spread.heightIn).toBeCloseTo(11.25, 10);
    expect(spread.spineText).toBe(true);
    expect(coverSpread({ paper_size: 'a4', binding: 'perfect', paper_type: 'standard' }, 32).spineText).toBe(false);
  });
});

function optionsOf(binding: PrintOptions['binding']): PrintOptions {
  return { quality: 'standard', binding, cover_finish: 'matte', paper_size: 'a4', paper_type: 'standard', color_mode: 'full_color', quantity: 1 };
}
