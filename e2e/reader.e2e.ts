import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { signInThroughUi } from './support/accounts';
import { accountWithBook } from './support/story-api';
import { picturesLoaded } from './support/pictures';

const baseUrl = inject('baseUrl');
/** Screenshots to look at after a run. */
const SHOTS = process.env.READER_SHOTS_DIR ?? '/tmp/reader-e2e-shots';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
// Made inside the first test that needs it (waiting for its job polls, which only a test may do).
let book: ReturnType<typeof accountWithBook> | undefined;
const madeBook = () => (book ??= accountWithBook('watercolor'));
afterAll(() => browser?.close());

async function openBook(viewport: { width: number; height: number }, isPhone: boolean): Promise<Page> {
  const made = await madeBook();
  const context = await browser.newContext({ viewport, hasTouch: isPhone });
  const page = await context.newPage();
  await signInThroughUi(page, made.account);
  await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 60_000 });
  await page.goto(`${baseUrl}/book/${made.storyId}`);
  await page.getByRole('article', { name: 'Cover' }).waitFor();
  return page;
}


const box = async (locator: Locator) => (await locator.boundingBox())!;

/** Elements inside the book that scroll on their own (a box inside the page's scroll). */
const innerScrollers = (page: Page) =>
  page.getByTestId('book-spread').evaluate((spread) =>
    [spread, ...spread.querySelectorAll('*')].filter((element) => {
      const { overflowY } = getComputedStyle(element);
      return (overflowY === 'auto' || overflowY === 'scroll') && element.scrollHeight > element.clientHeight + 1;
    }).length,
  );

/** A finger dragged across the book, as the phone's touch screen reports it. */
async function swipe(page: Page, fromX: number, toX: number) {
  const spread = await box(page.getByTestId('book-spread'));
  const y = spread.y + Math.min(spread.height / 2, 300);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: (fromX + toX) / 2, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: toX, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

describe('the book on a phone and in full screen', () => {
  it('at 375 × 812: the picture is full width, the words below at reading size in one scroll, swipes turn pages, Edit Mode is roomy', async () => {
    const page = await openBook({ width: 375, height: 812 }, true);
    try {
      await swipe(page, 320, 60);
      const page1 = page.getByRole('article', { name: 'Page 1' });
      await page1.waitFor();
      const picture = await box(page1.getByRole('img', { name: 'Picture for page 1' }));
      expect(picture.width).toBeGreaterThanOrEqual(335);
      const words = page1.locator('p').first();
      expect(Number.parseFloat(await words.evaluate((p) => getComputedStyle(p).fontSize))).toBeGreaterThanOrEqual(18);
      expect((await box(words)).y).toBeGreaterThanOrEqual(picture.y + picture.height - 1);
      expect(await innerScrollers(page)).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await picturesLoaded(page);
      await page.screenshot({ path: `${SHOTS}/reader-phone-page.png`, fullPage: true });

      await swipe(page, 320, 60);
      await page.getByRole('article', { name: 'Page 2' }).waitFor();
      await swipe(page, 60, 320);
      await page1.waitFor();

      // Edit Mode (in the phone's menu): the text area has the page's width and grows with the words instead of scrolling.
      const toggleEditMode = async () => {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('switch', { name: 'Edit Mode' }).click();
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
      };
      await toggleEditMode();
      const editor = page.getByLabel('Text of page 1');
      await editor.fill(`${await editor.inputValue()} ${'And then they sang one more little song together under the tall trees. '.repeat(4)}`);
      const editorBox = await box(editor);
      expect(editorBox.width).toBeGreaterThanOrEqual(300);
      expect(await editor.evaluate((area) => area.scrollHeight <= area.clientHeight + 1)).toBe(true);
      expect(await innerScrollers(page)).toBe(0);
      await picturesLoaded(page);
      await page.screenshot({ path: `${SHOTS}/reader-phone-edit.png`, fullPage: true });
      await toggleEditMode();

      // Full screen fills the phone's screen with the page.
      await page.getByRole('button', { name: 'Full screen' }).click();
      await page.getByRole('button', { name: 'Leave full screen' }).waitFor();
      const viewer = await box(page.getByTestId('book-viewer'));
      expect(viewer).toMatchObject({ x: 0, y: 0, width: 375, height: 812 });
      expect((await box(page1.getByRole('img', { name: 'Picture for page 1' }))).width).toBeGreaterThanOrEqual(340);
      await picturesLoaded(page);
      await page.screenshot({ path: `${SHOTS}/reader-phone-fullscreen.png` });
    } finally {
      await page.context().close();
    }
  }, 240_000);

  it('at 1280 × 800: full screen shows the whole spread and keeps "Read aloud" and "Leave full screen" on the screen', async () => {
    const page = await openBook({ width: 1280, height: 800 }, false);
    try {
      await page.keyboard.press('ArrowRight');
      await page.getByRole('article', { name: 'Page 1' }).waitFor();
      await page.getByRole('button', { name: 'Full screen' }).click();
      const leave = page.getByRole('button', { name: 'Leave full screen' });
      await leave.waitFor();
      const buttons = [leave, ...((await page.getByRole('button', { name: 'Read aloud' }).count()) ? [page.getByRole('button', { name: 'Read aloud' })] : [])];
      for (const button of buttons) {
        const at = await box(button);
        expect(at.y).toBeGreaterThanOrEqual(0);
        expect(at.y + at.height).toBeLessThanOrEqual(800);
      }
      const spread = await box(page.getByTestId('book-spread'));
      expect(spread.y).toBeGreaterThanOrEqual(0);
      expect(spread.y + spread.height).toBeLessThanOrEqual(800);
      // It fills the height left under the buttons (more than the page showed outside full screen).
      expect(spread.height).toBeGreaterThanOrEqual(680);
      expect(Math.abs(spread.width - spread.height * 1.5)).toBeLessThanOrEqual(4);
      await picturesLoaded(page);
      await page.screenshot({ path: `${SHOTS}/reader-desktop-fullscreen.png` });
      await leave.click();
      await page.getByRole('button', { name: 'Full screen' }).waitFor();
      await picturesLoaded(page);
      await page.screenshot({ path: `${SHOTS}/reader-desktop.png` });
    } finally {
      await page.context().close();
    }
  });
});
