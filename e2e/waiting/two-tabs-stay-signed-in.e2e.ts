import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { createVerifiedAccount, dismissPlanDialog, signInThroughUi } from '../support/accounts';
import { startProductServer, type ProductServer } from '../support/product-server';

/**
 * Issue 30: two tabs refreshing at the same moment signed the parent out (one refresh got 401 and cleared
 * the shared cookies). With the shortest access-token lifetime the API allows, both tabs schedule their
 * refresh for the same instant from the same token, lifetime after lifetime.
 */
const ACCESS_TOKEN_TTL_S = 60;
const LIFETIMES = 3;

let server: ProductServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startProductServer({ ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL_S) }), launchBrowser()]);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('two tabs of one parent', () => {
  it(`stay signed in for ${LIFETIMES} access-token lifetimes, every refresh answered 200`, async () => {
    const account = await createVerifiedAccount('two-tabs-refresh', 'Ada Parent', undefined, server);
    const context = await browser.newContext();
    try {
      const refreshes: Array<{ tab: string; status: number }> = [];
      const first = await context.newPage();
      await signInThroughUi(first, account, '/signin', server.baseUrl);
      await first.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
      await dismissPlanDialog(first);
      const second = await context.newPage();
      await second.goto(`${server.baseUrl}/profile`);
      await expect.poll(() => pathOf(second)).toBe('/profile');
      for (const [tab, page] of [['first', first], ['second', second]] as const) {
        page.on('response', (response) => {
          if (response.url().endsWith('/api/v1/auth/token/refresh')) refreshes.push({ tab, status: response.status() });
        });
      }

      const until = Date.now() + LIFETIMES * ACCESS_TOKEN_TTL_S * 1000 + 5_000;
      while (Date.now() < until) {
        await first.waitForTimeout(5_000);
        expect([pathOf(first), pathOf(second)]).toEqual(['/dashboard', '/profile']);
        expect((await context.cookies()).map((cookie) => cookie.name)).toContain('sb_refresh_token');
      }

      // Each lifetime was refreshed (by one tab or both), and no refresh was refused.
      expect(refreshes.length).toBeGreaterThanOrEqual(LIFETIMES);
      expect(refreshes.filter((refresh) => refresh.status !== 200)).toEqual([]);
      // Still signed in for real: the API takes the tokens both tabs now use.
      await second.reload();
      await expect.poll(() => second.getByRole('button', { name: 'Open user menu' }).isVisible()).toBe(true);
      expect(pathOf(second)).toBe('/profile');
    } finally {
      await context.close();
    }
  }, (LIFETIMES * ACCESS_TOKEN_TTL_S + 90) * 1000);
});
