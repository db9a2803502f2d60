import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { bookCreditCosts } from '@studio/contracts/books';
import { DEFAULT_BRAND } from '@studio/contracts/settings';

/**
 * Calls every public page makes, answered by default (a test may override them with server.use()):
 * the footer's brand, and what a credit buys (at the default cost of a picture).
 */
export const defaultHandlers = [
  http.get('/api/v1/settings/brand', () => HttpResponse.json(DEFAULT_BRAND)),
  http.get('/api/v1/books/credit-costs', () => HttpResponse.json(bookCreditCosts({ standard: 1, high_quality: 4 }))),
];

/** One MSW server for the web tests; each test adds the handlers it needs with server.use(). */
export const server = setupServer(...defaultHandlers);
