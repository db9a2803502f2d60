import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { signInThroughUi } from './support/accounts';
import { accountWithBook } from './support/story-api';

const baseUrl = inject('baseUrl');
const SHOTS = process.env.EPUB_SHOTS_DIR ?? '/tmp/epub-e2e-shots';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser?.close());

describe('a book read anywhere: the e-book and the printed book that talks (issue 32)', () => {
  it('the owner makes the EPUB from the book page and downloads it; the print wizard offers the read-aloud QR code; at 1280 and 375 px', async () => {
    const { account, storyId } = await accountWithBook('flat');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    try {
      await signInThroughUi(page, account);
      await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
      await page.goto(`${baseUrl}/book/${storyId}`);
      await page.getByRole('button', { name: 'Export e-book' }).click();
      const dialog = page.getByRole('dialog', { name: 'Export an e-book (EPUB)' });
      await dialog.getByRole('button', { name: 'Make the e-book' }).click();
      const download = dialog.getByRole('button', { name: /^Download .+\.epub$/ });
      await download.waitFor({ timeout: 60_000 });
      await page.screenshot({ path: `${SHOTS}/epub-dialog-1280.png` });
      await page.setViewportSize({ width: 375, height: 812 });
      await page.screenshot({ path: `${SHOTS}/epub-dialog-375.png` });
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      expect(file.suggestedFilename()).toMatch(/\.epub$/);
      const saved = await file.path();
      const bytes = readFileSync(saved);
      expect(bytes.subarray(0, 2).toString('ascii')).toBe('PK');
      expect(bytes.subarray(30, 58).toString('ascii')).toBe('mimetypeapplication/epub+zip');

      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${baseUrl}/print-order/${storyId}`);
      const option = page.getByRole('checkbox', { name: 'Print a QR code on the back cover that opens the read-aloud version' });
      await option.waitFor();
      expect(await option.isChecked()).toBe(true);
      await option.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/print-wizard-qr-1280.png` });
      await page.setViewportSize({ width: 375, height: 812 });
      await option.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/print-wizard-qr-375.png` });
    } finally {
      await context.close();
    }
  }, 180_000);
});
