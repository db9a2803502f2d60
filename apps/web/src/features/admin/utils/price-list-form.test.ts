import { describe, expect, it } from 'vitest';
import { priceListSchema } from '@studio/contracts/print-prices';
import { priceList } from '../admin-test-support';
import { priceListFormDefaults, priceListFormSchema, toPriceList } from './price-list-form';

describe('price list editor', () => {
  it('round-trips a price list unchanged', () => {
    const prices = priceList();
    const values = priceListFormSchema.parse({ ...priceListFormDefaults(prices), reason: 'No change' });
    expect(toPriceList(values, prices)).toEqual(prices);
  });

  it('turns typed pounds into integer pence, and adds or drops shipping levels', () => {
    const prices = priceList();
    const form = priceListFormDefaults(prices);
    form.binding_base.hardcover = '12.25';
    form.page.full_color.standard = '0.07';
    form.shipping.europe.EXPRESS = { offered: true, first_copy: '24.99', additional_copy: '3.99', min_days: 2, max_days: 3 };
    form.shipping.domestic.EXPRESS = { ...form.shipping.domestic.EXPRESS, offered: false };
    const next = toPriceList(priceListFormSchema.parse({ ...form, reason: 'Autumn prices' }), prices);
    expect(next.binding_base_cents.hardcover).toBe(1225);
    expect(next.page_cents.full_color.standard).toBe(7);
    expect(next.shipping.europe.EXPRESS).toEqual({ first_copy_cents: 2499, additional_copy_cents: 399, min_days: 2, max_days: 3 });
    expect(next.shipping.domestic.EXPRESS).toBeUndefined();
    expect(next.countries).toEqual(prices.countries);
    expect(priceListSchema.safeParse(next).success).toBe(true);
  });

  it('checks an offered level has its prices and sensible days, and ignores levels not offered', () => {
    const form = priceListFormDefaults(priceList());
    form.shipping.europe.EXPRESS = { offered: true, first_copy: '', additional_copy: '1.999', min_days: 5, max_days: 2 };
    const result = priceListFormSchema.safeParse({ ...form, reason: 'Try' });
    const issues = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(issues).toEqual([
      'shipping.europe.EXPRESS.first_copy: Enter an amount in pounds, such as 3.99',
      'shipping.europe.EXPRESS.additional_copy: Enter an amount in pounds, such as 3.99',
      'shipping.europe.EXPRESS.max_days: At least the minimum',
    ]);
  });
});
