import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { signInThroughUi } from './support/accounts';
import { accountWithBook } from './support/story-api';

const baseUrl = inject('baseUrl');
/** Screenshots to look at after a run: the same folder as books.e2e.ts, which leads here ("Order prints"). */
const SHOTS = process.env.BOOKS_SHOTS_DIR ?? '/tmp/books-e2e-shots';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser?.close());

/** Serious and critical axe findings on every screen shot, at both widths; expected to stay empty. */
const accessibilityProblems: string[] = [];

async function checkAccessibility(page: Page, name: string): Promise<void> {
  // A toast still fading in has its colours blended with the page: axe would measure the contrast of a frame of the
  // animation (a clean-clone run failed so once), not of the screen a visitor reads.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: 10_000 });
  const results = await new AxeBuilder({ page }).analyze();
  for (const violation of results.violations) {
    if (violation.impact === 'serious' || violation.impact === 'critical') {
      accessibilityProblems.push(`${name}: ${violation.id} (${violation.impact}) — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    }
  }
}

/** The same screen at a phone's width, then back to the desktop's, each checked with axe. */
async function shoot(page: Page, name: string): Promise<void> {
  // From the top, so the sticky header sits where a visitor sees it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/print-${name}-1280.png`, fullPage: true });
  await checkAccessibility(page, `${name} at 1280 px`);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS}/print-${name}-375.png`, fullPage: true });
  await checkAccessibility(page, `${name} at 375 px`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

const total = (page: Page) => page.getByTestId('print-total').first().innerText();

describe('ordering printed copies in a real browser', () => {
  it('from a finished book: options → address (kept across a reload) → review → test payment → confirmation → My Orders', async () => {
    const { account, storyId } = await accountWithBook('flat');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    try {
      await signInThroughUi(page, account);
      await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
      await page.goto(`${baseUrl}/orders`);
      await page.getByRole('heading', { name: 'No orders yet' }).waitFor();
      await shoot(page, 'orders-empty');

      await page.goto(`${baseUrl}/book/${storyId}`);
      await page.getByRole('link', { name: 'Order prints' }).click();
      await page.waitForURL((url) => url.pathname === `/print-order/${storyId}`);

      // Step 1: the live price follows the options.
      await page.getByRole('heading', { name: 'Step 1 of 4: Options' }).waitFor();
      await expect.poll(() => total(page), { timeout: 15_000 }).toMatch(/^£\d+\.\d\d$/);
      const paperback = await total(page);
      await page.getByRole('radio', { name: 'Hardcover' }).check();
      await expect.poll(() => total(page), { timeout: 10_000 }).not.toBe(paperback);
      const oneHardcover = await total(page);
      // The box is emptied and typed into, as a person would.
      await page.getByLabel('Copies').fill('');
      await page.getByLabel('Copies').pressSequentially('2');
      expect(await page.getByLabel('Copies').inputValue()).toBe('2');
      await expect.poll(() => total(page), { timeout: 10_000 }).not.toBe(oneHardcover);
      expect(await page.getByRole('complementary', { name: 'Your book' }).innerText()).toContain('blank at the end');
      await shoot(page, 'wizard-options');
      await page.getByRole('button', { name: 'Next' }).click();

      // Step 2: nothing goes on without a valid address; what is typed survives a reload.
      await page.getByRole('heading', { name: 'Step 2 of 4: Address' }).waitFor();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('Full name is required').waitFor();
      await page.getByLabel('Full name').fill('Ada Lovelace');
      await page.getByLabel('Address line 1').fill('1 Story Lane');
      await page.getByLabel('Town or city').fill('London');
      await page.getByLabel('Postcode').fill('12345');
      await page.getByLabel('Phone number (for the courier)').fill('020 7946 0018');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('This is not a valid postcode for United Kingdom').waitFor();
      await page.getByLabel('Postcode').fill('EC1A 1AA');
      // Corrected, the message goes at once, without pressing Next again.
      await page.getByText('This is not a valid postcode for United Kingdom').waitFor({ state: 'detached' });
      await shoot(page, 'wizard-address');

      await page.reload();
      await page.getByRole('heading', { name: 'Step 2 of 4: Address' }).waitFor();
      expect(await page.getByLabel('Full name').inputValue()).toBe('Ada Lovelace');
      expect(await page.getByLabel('Postcode').inputValue()).toBe('EC1A 1AA');
      const stored = await page.evaluate(() => localStorage.getItem('print-order-storage'));
      const saved = JSON.parse(stored ?? '{}') as { state: Record<string, unknown> };
      expect(Object.keys(saved.state)).toEqual(['form']);
      expect(stored).not.toContain('"step"');
      expect(stored).not.toContain('line_items');
      expect(saved.state.form).toMatchObject({ options: { binding: 'hardcover', quantity: 2 } });
      await page.getByRole('button', { name: 'Next' }).click();

      // Step 3: every line of the price, then step 4.
      await page.getByRole('heading', { name: 'Step 3 of 4: Review' }).waitFor();
      const review = await page.getByRole('main').innerText();
      expect(review).toContain('2 copies · Hardcover · A4 (210 × 297 mm)');
      expect(review).toContain('Ada Lovelace');
      expect(review).toMatch(/Shipping|Postage|post/i);
      await shoot(page, 'wizard-review');
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await page.getByRole('heading', { name: 'Step 4 of 4: Pay' }).waitFor();
      await shoot(page, 'wizard-pay');
      await page.getByRole('button', { name: 'Place order and pay' }).click();

      // The test checkout, then the confirmation page.
      await page.waitForURL('**/checkout/test/*');
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/order-confirmation/'), { timeout: 15_000 });
      await page.getByText('Thank you for your order').waitFor({ timeout: 15_000 });
      await page.getByText('Sent to the printer').first().waitFor({ timeout: 30_000 });
      expect(await page.getByRole('main').innerText()).toContain('Price paid');
      await shoot(page, 'order-confirmation');
      // The placed order keeps its address for the next order (issue 30) and starts the choices afresh.
      const kept = JSON.stringify(await page.evaluate(() => localStorage.getItem('print-order-storage')));
      expect(kept).toContain('Ada Lovelace');
      expect(kept).toContain('\\"bindingChosen\\":false');

      await page.getByRole('link', { name: 'My Orders' }).first().click();
      await page.waitForURL((url) => url.pathname === '/orders');
      const card = page.getByRole('listitem').filter({ hasText: '2 copies · Hardcover' });
      await card.waitFor();
      expect(await card.getByRole('list', { name: 'Order history' }).innerText()).toContain('Paid');
      await shoot(page, 'orders');

      // Cancelling asks first, then refunds.
      await card.getByRole('button', { name: 'Cancel order' }).click();
      await page.getByRole('dialog').getByText('refunded in full').waitFor();
      await shoot(page, 'orders-cancel-dialog');
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
      await card.getByText('Refunded').first().waitFor({ timeout: 15_000 });
      expect(errors).toEqual([]);
      expect(accessibilityProblems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
