import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PUBLIC_PAGES } from '@studio/contracts/site-routes';
import { CONTACT_THANKS } from '@studio/contracts/contact';
import { findLatestMessageTo } from '../apps/api/src/infra/mail/read-outbox';
import { launchBrowser } from './support/browser';
import { createVerifiedAccount, signInThroughUi } from './support/accounts';

const baseUrl = inject('baseUrl');
const SHOTS = process.env.PUBLIC_SITE_SHOTS_DIR ?? '/tmp/public-site-e2e-shots';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser?.close());

const shotName = (path: string) => (path === '/' ? 'landing' : path.slice(1));

describe('the public site in Chromium', () => {
  it('sends every public page with its content, title, description and canonical link before any script runs', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of PUBLIC_PAGES) {
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status(), path).toBe(200);
      await expect.poll(() => page.locator('h1').count(), { message: path }).toBe(1);
      expect((await page.locator('h1').textContent())?.trim(), path).not.toBe('');
      expect(await page.locator('footer address').textContent(), path).toContain('Mon-Fri 9AM-5PM GMT');
      titles.add(await page.title());
      descriptions.add((await page.locator('meta[name="description"]').getAttribute('content')) ?? '');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href'), path).toBe(`${baseUrl}${path}`);
      expect(await page.locator('meta[property="og:image"]').getAttribute('content'), path).toBe(`${baseUrl}/og-image.jpg`);
    }
    expect(titles.size).toBe(PUBLIC_PAGES.length);
    expect(descriptions.size).toBe(PUBLIC_PAGES.length);
    expect((await page.goto(`${baseUrl}/og-image.jpg`))?.headers()['content-type']).toBe('image/jpeg');
    await context.close();
  });

  it('takes each page over without an error, fits a 320 px phone, and is photographed at 1280 and 375 px', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    for (const path of PUBLIC_PAGES) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: join(SHOTS, `${shotName(path)}-1280.png`), fullPage: true });
      await page.setViewportSize({ width: 375, height: 812 });
      await page.screenshot({ path: join(SHOTS, `${shotName(path)}-375.png`), fullPage: true });
      await page.setViewportSize({ width: 320, height: 700 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways at 320 px`).toBeLessThanOrEqual(0);
    }
    // Links between pages are the app's own navigation once it has taken over: the title follows.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help' }).click();
    await page.getByRole('heading', { level: 1, name: 'Help Centre' }).waitFor();
    // The title is set by an effect just after the page draws, so it is waited for, not read once.
    await expect.poll(() => page.title(), { timeout: 5_000 }).toMatch(/^Help Centre/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a signed-in parent their account in the header once the rendered page is taken over', async () => {
    const account = await createVerifiedAccount('public.site', 'Nora Parent');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInThroughUi(page, account);
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${baseUrl}/about`);
    await page.getByRole('button', { name: 'Open user menu' }).waitFor();
    expect(await page.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a click made before the app has loaded and answers it once the app is there', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    let letAppLoad = () => undefined as void;
    const appMayLoad = new Promise<void>((resolve) => (letAppLoad = resolve));
    await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
      await appMayLoad;
      await route.continue();
    });
    await page.goto(`${baseUrl}/contact`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Send message' }).click();
    letAppLoad();
    // Without the app the browser would have sent the empty form itself and reloaded the page.
    await page.getByText('Your name is required').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  it('sends a contact message: thanks on the page, one e-mail to support and no copy to an address nobody verified', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/contact`);
    await page.waitForLoadState('networkidle');
    const sender = `contact.${Date.now().toString(36)}@example.com`;
    await page.getByLabel('Your name').fill('Priya Teacher');
    await page.getByLabel('Your e-mail').fill(sender);
    await page.getByLabel('Topic').selectOption({ label: 'Printing and delivery' });
    await page.getByLabel('Message', { exact: true }).fill('Can a class of 28 each order one copy of the same book?');
    // People take more than the minimum fill time; a form sent sooner is dropped as a bot's.
    await page.waitForTimeout(3200);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('status').filter({ hasText: CONTACT_THANKS }).waitFor();
    const outbox = join(inject('dataDir'), 'outbox');
    const brand = (await (await fetch(`${baseUrl}/api/v1/settings/brand`)).json()) as { support_email: string };
    await expect.poll(async () => (await findLatestMessageTo(outbox, brand.support_email))?.text ?? '', { timeout: 15_000 }).toContain(sender);
    // A signed-out sender's address is not verified, so no copy goes to it (the form is no relay).
    expect(await findLatestMessageTo(outbox, sender)).toBeUndefined();
    await context.close();
  });
});
