import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { goodA4 } from '../apps/api/test/support/pdf-fixtures';
import { launchBrowser } from './support/browser';
import { createVerifiedAccount, dismissPlanDialog, signInThroughUi } from './support/accounts';

const baseUrl = inject('baseUrl');
/** Screenshots to look at after a run. */
const SHOTS = process.env.UPLOAD_SHOTS_DIR ?? '/tmp/uploaded-books-e2e-shots';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser?.close());

async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('uploaded books in a real browser', () => {
  it('uploads a PDF with progress, shows the check and the pages, renames it, orders prints of it and deletes it', async () => {
    const account = await createVerifiedAccount('uploader', 'Ada Parent');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await signInThroughUi(page, account);
      await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
      await dismissPlanDialog(page);
      await page.goto(`${baseUrl}/uploaded-books`);
      await page.getByRole('heading', { name: 'No uploaded books yet' }).waitFor();
      await shoot(page, 'empty');

      // A slow connection, so the upload's progress shows.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 400 * 1024 });
      const pdf = await goodA4(12);
      await page.getByLabel('PDF file').setInputFiles({ name: 'our_summer.pdf', mimeType: 'application/pdf', buffer: pdf });
      expect(await page.getByLabel('Title').inputValue()).toBe('our summer');
      await page.getByLabel('Title').fill('Our Summer');
      await page.getByLabel('Description (optional)').fill('A week at the seaside');
      await page.getByRole('button', { name: 'Upload and check' }).click();
      const uploading = page.getByRole('progressbar', { name: 'Uploading' });
      await uploading.waitFor();
      await expect.poll(async () => Number(await uploading.getAttribute('aria-valuenow')), { timeout: 20_000 }).toBeGreaterThan(0);
      await shoot(page, 'uploading');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

      // The book opens: checked, then its pages drawn.
      await page.getByRole('heading', { name: 'Our Summer' }).waitFor({ timeout: 30_000 });
      await page.getByRole('list', { name: 'Print check' }).waitFor({ timeout: 60_000 });
      expect(await page.getByRole('list', { name: 'Print check' }).innerText()).toContain('210 × 297 mm: prints as A4');
      await page.getByText('Ready to print').waitFor();
      await expect.poll(() => page.getByRole('list', { name: 'Pages' }).getByRole('button').count(), { timeout: 90_000 }).toBe(12);
      await shoot(page, 'book');

      await page.getByRole('button', { name: 'Page 3' }).click();
      await page.getByRole('dialog').getByRole('img', { name: 'Page 3 of Our Summer' }).waitFor();
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Rename' }).click();
      await page.getByLabel('Title').fill('Our Summer by the Sea');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('heading', { name: 'Our Summer by the Sea' }).waitFor();

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
      expect(download.suggestedFilename()).toBe('Our Summer by the Sea.pdf');

      // Order prints: the wizard, at the file's own size.
      await page.getByRole('link', { name: 'Order prints' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/print-order/uploaded-book/'));
      await page.getByText('the size of your file').waitFor();
      expect(await page.getByRole('radio', { name: 'A5 (148 × 210 mm)' }).count()).toBe(0);
      await expect.poll(() => page.getByTestId('print-total').first().innerText(), { timeout: 15_000 }).toMatch(/^£\d+\.\d\d$/);
      await shoot(page, 'order-wizard');
      await page.goBack();

      // Delete, after confirming.
      await page.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog').getByText('removed for good').waitFor();
      await page.getByRole('button', { name: 'Delete book' }).click();
      await page.getByRole('heading', { name: 'No uploaded books yet' }).waitFor({ timeout: 15_000 });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);
});
