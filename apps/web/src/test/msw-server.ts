import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { DEFAULT_BRAND } from '@studio/contracts/settings';

/**
 * Calls every public page makes, answered by default (a test may override them with server.use()):
 * the footer's brand.
 */
export const defaultHandlers = [http.get('/api/v1/settings/brand', () => HttpResponse.json(DEFAULT_BRAND))];

/** One MSW server for the web tests; each test adds the handlers it needs with server.use(). */
export const server = setupServer(...defaultHandlers);
