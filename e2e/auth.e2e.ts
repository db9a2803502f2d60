import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { codeFromOutbox } from './support/outbox';
import { createVerifiedAccount, dismissPlanDialog, PASSWORD, signInThroughUi, uniqueEmail } from './support/accounts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function withContext<T>(run: (context: BrowserContext, page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await run(context, await context.newPage());
  } finally {
    await context.close();
  }
}

const onPath = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
const DAY_S = 86_400;

describe('account screens in a real browser', () => {
  it('sign up → code from the outbox → verified and on the dashboard, with the spec\'s cookies', async () => {
    await withContext(async (context, page) => {
      const email = uniqueEmail('signup');
      await page.goto(`${baseUrl}/signup`);
      await page.getByLabel('Full name').fill('Grace Parent');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Date of birth').fill('1986-07-21');
      await page.getByRole('button', { name: 'Create account' }).click();
      await onPath(page, '/verify-email');

      await page.getByLabel('Verification code').fill(await codeFromOutbox(email));
      await page.getByRole('button', { name: 'Verify e-mail' }).click();
      await onPath(page, '/dashboard');

      const now = Date.now() / 1000;
      const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
      for (const name of ['sb_access_token', 'sb_refresh_token', 'sb_customer_data']) {
        expect(cookies[name], name).toMatchObject({ path: '/', sameSite: 'Strict', secure: false, httpOnly: false });
      }
      expect(cookies.sb_access_token!.value.split('.')).toHaveLength(3);
      // expires_in (900 s) converted to minutes, then days: the cookie lives 15 minutes.
      expect(cookies.sb_access_token!.expires - now).toBeGreaterThan(14 * 60);
      expect(cookies.sb_access_token!.expires - now).toBeLessThan(16 * 60);
      expect(cookies.sb_refresh_token!.expires - now).toBeGreaterThan(30 * DAY_S - 120);
      expect(cookies.sb_refresh_token!.expires - now).toBeLessThan(30 * DAY_S + 120);
      expect(cookies.sb_customer_data!.expires - now).toBeGreaterThan(7 * DAY_S - 120);
      expect(cookies.sb_customer_data!.expires - now).toBeLessThan(7 * DAY_S + 120);
      expect(JSON.parse(decodeURIComponent(cookies.sb_customer_data!.value))).toMatchObject({ email, full_name: 'Grace Parent' });
    });
  });

  it('signing out in one tab signs out a second tab', async () => {
    const account = await createVerifiedAccount('two-tabs');
    await withContext(async (context, first) => {
      await signInThroughUi(first, account);
      await onPath(first, '/dashboard');
      await dismissPlanDialog(first);
      const second = await context.newPage();
      await second.goto(`${baseUrl}/profile`);
      await expect.poll(() => new URL(second.url()).pathname).toBe('/profile');

      await first.getByRole('button', { name: 'Open user menu' }).click();
      await first.getByRole('menuitem', { name: 'Sign Out' }).click();
      await onPath(first, '/');
      await expect.poll(() => new URL(second.url()).pathname, { timeout: 10_000 }).not.toBe('/profile');
      expect((await context.cookies()).map((c) => c.name)).not.toContain('sb_access_token');
    });
  });

  it('protected routes send visitors to /signin and back after signing in', async () => {
    const account = await createVerifiedAccount('return');
    await withContext(async (_context, page) => {
      await page.goto(`${baseUrl}/about`);
      await page.goto(`${baseUrl}/orders`);
      await onPath(page, '/signin');
      // History was replaced: going back skips the protected page.
      await page.goBack();
      await onPath(page, '/about');
      await page.goForward();
      await onPath(page, '/signin');
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: /^sign in$/i }).click();
      await onPath(page, '/orders');
    });
  });

  it('admin routes: visitors land on /auth/login (not found), customers see Access Denied', async () => {
    await withContext(async (_context, page) => {
      await page.goto(`${baseUrl}/admin/orders`);
      await onPath(page, '/auth/login');
      await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
    });
    const account = await createVerifiedAccount('not-admin');
    await withContext(async (_context, page) => {
      await signInThroughUi(page, account);
      await onPath(page, '/dashboard');
      await page.goto(`${baseUrl}/admin`);
      await expect.poll(() => page.getByRole('heading', { name: 'Access Denied' }).isVisible()).toBe(true);
      expect(await page.getByText('restricted to administrators').isVisible()).toBe(true);
    });
  });

  it('unknown paths show the not-found page with links home and to sign in', async () => {
    await withContext(async (_context, page) => {
      await page.goto(`${baseUrl}/no/such/page`);
      await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
      expect(await page.locator('main a[href="/"]').count()).toBeGreaterThan(0);
      expect(await page.locator('main a[href="/signin"]').count()).toBeGreaterThan(0);
    });
  });

  it('shows the full-page loading screen while the profile call is slow', async () => {
    const account = await createVerifiedAccount('slow');
    await withContext(async (context, page) => {
      await signInThroughUi(page, account);
      await onPath(page, '/dashboard');
      await context.route('**/api/v1/auth/profile', async (route) => {
        await new Promise((r) => setTimeout(r, 2500));
        await route.continue();
      });
      await page.goto(`${baseUrl}/profile`);
      await expect.poll(() => page.getByText('Verifying authentication...').isVisible(), { timeout: 2000 }).toBe(true);
      expect(await page.getByText('Please wait while we check your authentication status').isVisible()).toBe(true);
      await expect.poll(() => page.getByText('Verifying authentication...').isVisible(), { timeout: 10_000 }).toBe(false);
      expect(new URL(page.url()).pathname).toBe('/profile');
    });
  });

  it('refreshes an expired access token without the user noticing', async () => {
    const account = await createVerifiedAccount('expired');
    await withContext(async (context, page) => {
      await signInThroughUi(page, account);
      await onPath(page, '/dashboard');
      const before = (await context.cookies()).find((c) => c.name === 'sb_access_token')!;
      const [header, , signature] = before.value.split('.');
      const expiredPayload = Buffer.from(JSON.stringify({ sub: 'x', exp: Math.floor(Date.now() / 1000) - 60 })).toString('base64url');
      await context.addCookies([{ ...before, value: `${header}.${expiredPayload}.${signature}`, expires: Date.now() / 1000 + 600 }]);

      const refreshes: number[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('/api/v1/auth/token/refresh')) refreshes.push(response.status());
      });
      await page.goto(`${baseUrl}/profile`);
      await expect.poll(() => page.getByText(account.email).first().isVisible(), { timeout: 15_000 }).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/profile');
      expect(refreshes).toEqual([200]);
      const after = (await context.cookies()).find((c) => c.name === 'sb_access_token')!;
      const claims = JSON.parse(Buffer.from(after.value.split('.')[1]!, 'base64url').toString()) as { exp: number };
      expect(claims.exp).toBeGreaterThan(Date.now() / 1000 + 600);
    });
  });
});
