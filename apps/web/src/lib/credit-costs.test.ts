import { describe, expect, it } from 'vitest';
import { bookCreditCosts } from '@studio/contracts/books';
import { whatACreditBuys } from './credit-costs';

describe('whatACreditBuys', () => {
  it('says what a book of each length costs, from the cost of a picture', () => {
    expect(whatACreditBuys(bookCreditCosts({ standard: 1, high_quality: 1 }))).toBe(
      'One credit draws one picture: an 8-page book has 9 pictures (the cover and one per page), so it costs 9 credits; a 16-page book 17 credits; a 24-page book 25 credits.',
    );
    expect(whatACreditBuys(bookCreditCosts({ standard: 2, high_quality: 4 }))).toBe(
      'A picture costs 2 credits: an 8-page book has 9 pictures (the cover and one per page), so it costs 18 credits; a 16-page book 34 credits; a 24-page book 50 credits. In high quality a picture costs 4 credits.',
    );
  });
});
