import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Book } from '@studio/contracts/books';
import { launchBrowser } from './support/browser';
import { signInThroughUi } from './support/accounts';
import { accountWithStory, api, waitForJob } from './support/story-api';

const baseUrl = inject('baseUrl');
/** Screenshots to look at after a run. */
const SHOTS = process.env.BOOKS_SHOTS_DIR ?? '/tmp/books-e2e-shots';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser?.close());

const spreadText = (page: Page) => page.getByTestId('book-spread').innerText();

describe('illustrated books in a real browser, on the offline engines', () => {
  it('builds a book, flips pages, edits a text and a picture in Edit Mode, and downloads the PDF', async () => {
    const { account, token, storyId } = await accountWithStory('watercolor');
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, acceptDownloads: true });
    const page = await context.newPage();
    try {
      await signInThroughUi(page, account);
      await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });

      // /build: cost and balance, then start and land on the book.
      await page.goto(`${baseUrl}/build?story_id=${storyId}`);
      await expect.poll(() => page.getByTestId('build-cost').textContent(), { timeout: 15_000 }).toBe('9 credits');
      expect(await page.getByTestId('build-balance').textContent()).toBe('10 credits');
      await page.screenshot({ path: `${SHOTS}/build.png`, fullPage: true });
      await page.getByRole('button', { name: 'Illustrate my book' }).click();
      await page.waitForURL((url) => url.pathname === `/book/${storyId}`, { timeout: 60_000 });

      // The cover alone, then facing pages; arrows and the Next button turn them.
      await page.getByRole('article', { name: 'Cover' }).waitFor();
      await page.getByRole('img', { name: /^Cover of / }).waitFor();
      await page.screenshot({ path: `${SHOTS}/book-cover.png`, fullPage: true });
      await page.keyboard.press('ArrowRight');
      await page.getByRole('article', { name: 'Page 1' }).waitFor();
      expect(await page.getByRole('article', { name: 'Page 2' }).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.getByRole('article', { name: 'Page 3' }).waitFor();
      await page.screenshot({ path: `${SHOTS}/book-spread.png`, fullPage: true });
      await page.keyboard.press('ArrowLeft');
      await page.getByRole('article', { name: 'Page 1' }).waitFor();
      await page.getByRole('button', { name: 'Go to Page 5' }).click();
      await page.getByRole('article', { name: 'Page 5' }).waitFor();

      // Edit Mode from the header: change page 5's words in place.
      await page.getByRole('switch', { name: 'Edit Mode' }).click();
      const editor = page.getByLabel('Text of page 5');
      await editor.fill('Mia and Pip shared the very last strawberry, and it tasted like sunshine.');
      await page.getByRole('button', { name: 'Save text' }).first().click();
      await expect.poll(async () => (await api<Book>(`/api/v1/books/${storyId}`, token)).pages[4]!.text).toBe('Mia and Pip shared the very last strawberry, and it tasted like sunshine.');

      // A new picture for page 5: the dialog shows the cost, then it is drawn and shown.
      const page5 = page.getByRole('article', { name: 'Page 5' });
      // The picture's address without its signature: a signed address changes when its expiry moves to the next hour.
      const pictureShown = async () => (await page5.getByRole('img').getAttribute('src'))?.split('?')[0];
      const before = await pictureShown();
      expect(before).toMatch(/^\/media\/pictures\//);
      await page5.getByRole('button', { name: 'New picture' }).click();
      await expect.poll(() => page.getByTestId('regenerate-cost').innerText(), { timeout: 10_000 }).toBe('This costs 1 credit. You have 1.');
      await page.screenshot({ path: `${SHOTS}/regenerate-dialog.png` });
      await page.getByRole('button', { name: 'Draw a new picture' }).click();
      await expect.poll(pictureShown, { timeout: 20_000 }).not.toBe(before);
      await page5.getByRole('button', { name: 'Earlier pictures (2)' }).click();
      await page.getByRole('button', { name: 'Use version 1' }).waitFor();
      await page.screenshot({ path: `${SHOTS}/history-dialog.png` });
      await page.getByRole('button', { name: 'Use version 1' }).click();
      await page.getByRole('button', { name: 'Use version 2' }).waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(pictureShown, { timeout: 10_000 }).toBe(before);
      await page.screenshot({ path: `${SHOTS}/edit-mode.png`, fullPage: true });
      await page.getByRole('switch', { name: 'Edit Mode' }).click();
      expect(await spreadText(page)).toContain('tasted like sunshine');

      // Export: the print check, then the download.
      await page.getByRole('button', { name: 'Export PDF' }).click();
      await page.getByRole('button', { name: 'Make the PDF' }).click();
      // Watercolour exports take tens of seconds on two busy cores until issue 15 makes them fast.
      await page.getByLabel('Preflight').waitFor({ timeout: 120_000 });
      const preflight = await page.getByLabel('Preflight').innerText();
      expect(preflight).toContain('A4 (210 × 297 mm)');
      expect(preflight).toContain('3.2 mm on every side');
      expect(preflight).toMatch(/Pages\s+12/);
      // Watercolour art has SVG filters PDF cannot express: it is rendered for print at 300 DPI.
      expect(preflight).toContain('9 pictures at 300 DPI');
      expect(preflight).toContain('no warnings');
      await page.screenshot({ path: `${SHOTS}/export-dialog.png` });
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^Download .*\.pdf$/ }).click()]);
      const file = await download.path();
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await page.keyboard.press('Escape');

      expect(await page.getByRole('link', { name: 'Order prints' }).getAttribute('href')).toBe(`/print-order/${storyId}`);
    } finally {
      await context.close();
    }
  }, 180_000);

  it('shows one page at a time on a phone and turns pages with a swipe', async () => {
    const { account, token, storyId } = await accountWithStory('watercolor');
    const started = await api<{ job_id: string }>('/api/v1/books/generate', token, { story_id: storyId, options: { use_high_quality_mode: false } });
    await waitForJob(token, started.job_id);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    try {
      await signInThroughUi(page, account);
      await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
      await page.goto(`${baseUrl}/book/${storyId}`);
      await page.getByRole('article', { name: 'Cover' }).waitFor();
      const swipe = (fromX: number, toX: number) =>
        page.getByTestId('book-spread').evaluate((element, [from, to]) => {
          const touch = (x: number) => new Touch({ identifier: 1, target: element, clientX: x, clientY: 300 });
          element.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(from!)], changedTouches: [touch(from!)] }));
          element.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(to!)] }));
        }, [fromX, toX]);
      await swipe(300, 80);
      await page.getByRole('article', { name: 'Page 1' }).waitFor();
      expect(await page.getByRole('article', { name: 'Page 2' }).count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/phone-page.png`, fullPage: true });
      await swipe(80, 300);
      await page.getByRole('article', { name: 'Cover' }).waitFor();
    } finally {
      await context.close();
    }
  }, 120_000);
});
