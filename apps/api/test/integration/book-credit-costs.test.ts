import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookCreditCosts } from '@studio/contracts/books';
import { DEFAULT_SETTINGS } from '@studio/contracts/settings';
import { updateSettings } from '../../src/modules/settings/settings';
import { signUpAdmin } from '../support/accounts';
import { startTestProduct, type TestProduct } from '../support/test-product';

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product?.stop());

const costs = async () => {
  const response = await product.app.inject({ method: 'GET', url: '/api/v1/books/credit-costs' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as BookCreditCosts;
};

describe('GET /api/v1/books/credit-costs: what a credit buys', () => {
  it('tells a visitor what a book of each length costs: the cover and every page, at the credit cost the administrators set', async () => {
    const shortBook = (seen: BookCreditCosts) => seen.books.find((book) => book.story_length === 'short')!;
    const before = await costs();
    expect(before.per_picture.standard).toBe(DEFAULT_SETTINGS.credit_costs.builtin);
    expect(shortBook(before)).toEqual({ story_length: 'short', pages: 8, pictures: 9, standard: 9, high_quality: 9 * before.per_picture.high_quality });
    expect(before.books.map((book) => [book.story_length, book.pages])).toEqual([
      ['short', 8],
      ['medium', 16],
      ['long', 24],
    ]);

    const admin = await signUpAdmin(product);
    await updateSettings(product.context, { customerId: admin.customer.id }, { credit_costs: { ...DEFAULT_SETTINGS.credit_costs, builtin: 2 }, reason: 'Pictures cost more now' });
    const after = await costs();
    expect(after.per_picture.standard).toBe(2);
    expect(shortBook(after).standard).toBe(18);
  });
});
