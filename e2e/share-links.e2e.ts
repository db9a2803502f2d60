import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ShareLink, ShareLinkList } from '@studio/contracts/share-links';
import { launchBrowser } from './support/browser';
import { signInThroughUi } from './support/accounts';
import { accountWithBook, api } from './support/story-api';
import { picturesLoaded } from './support/pictures';

const baseUrl = inject('baseUrl');
const SHOTS = process.env.SHARE_SHOTS_DIR ?? '/tmp/share-e2e-shots';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser?.close());

/**
 * Headless Chromium has no voices, so its speech engine never reports words. This stands in for one:
 * it reports each word of what it is asked to say, then the end, as a browser's engine does.
 */
const FAKE_SPEECH = () => {
  const spoken: string[] = [];
  (window as unknown as { spokenTexts: string[] }).spokenTexts = spoken;
  let timers: number[] = [];
  Object.defineProperty(window, 'speechSynthesis', {
    value: {
      speak(utterance: SpeechSynthesisUtterance) {
        spoken.push(utterance.text);
        const words = [...utterance.text.matchAll(/\S+/g)];
        words.forEach((word, i) => timers.push(window.setTimeout(() => utterance.onboundary?.({ name: 'word', charIndex: word.index } as SpeechSynthesisEvent), 400 * (i + 1))));
        timers.push(window.setTimeout(() => utterance.onend?.({} as SpeechSynthesisEvent), 400 * (words.length + 1)));
      },
      cancel() {
        timers.forEach((timer) => window.clearTimeout(timer));
        timers = [];
      },
      getVoices: () => [],
    },
  });
};


async function signedOutReader(width: number, height: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height } });
  await context.addInitScript(FAKE_SPEECH);
  return { context, page: await context.newPage() };
}

/** Everything the owner's screens have that a reader must not: editing, ordering, exporting, the account. */
async function expectReaderOnly(page: Page): Promise<void> {
  for (const name of ['Edit Mode', 'Order prints', 'Export PDF', 'Export e-book', 'Share', 'Sign out']) {
    expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    expect(await page.getByRole('link', { name, exact: true }).count(), name).toBe(0);
  }
  expect(await page.getByRole('switch').count()).toBe(0);
  expect(await page.getByRole('img', { name: /photo/i }).count()).toBe(0);
}

describe('sharing a book with someone who has no account', () => {
  it('the owner makes a link; a signed-out browser reads it at 1280 and 375 px, turns pages and hears it read aloud; a switched-off link is kindly gone', async () => {
    const { account, token, storyId } = await accountWithBook('watercolor');
    const owner = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await owner.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const ownerPage = await owner.newPage();
    let link: string;
    try {
      await signInThroughUi(ownerPage, account);
      await ownerPage.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
      // The dashboard's Share opens the book with its share dialog (followed by address: a welcome dialog may cover the dashboard).
      // includeHidden: a welcome dialog opening over the dashboard hides it from the accessibility tree.
      const shareOnDashboard = ownerPage.getByRole('link', { name: /^Share: /, includeHidden: true }).first();
      await shareOnDashboard.waitFor({ state: 'attached' });
      await ownerPage.screenshot({ path: `${SHOTS}/dashboard-1280.png` });
      const href = await shareOnDashboard.getAttribute('href');
      expect(href).toBe(`/book/${storyId}?share=1`);
      await ownerPage.goto(`${baseUrl}${href}`);
      await ownerPage.getByRole('dialog', { name: 'Share this book' }).waitFor();
      await ownerPage.getByLabel('Who is it for?').fill('for Grandma');
      await ownerPage.getByRole('button', { name: 'Make a link and copy it' }).click();
      const made = ownerPage.getByLabel('Your new link');
      await made.waitFor();
      link = await made.inputValue();
      expect(link).toMatch(new RegExp(`^${baseUrl}/read/[A-Za-z0-9_-]{43}$`));
      await ownerPage.getByText('Opened 0 times').waitFor();
      await ownerPage.screenshot({ path: `${SHOTS}/share-dialog-1280.png` });
      await ownerPage.setViewportSize({ width: 375, height: 812 });
      await ownerPage.screenshot({ path: `${SHOTS}/share-dialog-375.png` });
    } finally {
      await owner.close();
    }

    // A wide screen: the cover, then facing pages; read-aloud highlights the word being said.
    const wide = await signedOutReader(1280, 900);
    try {
      const page = wide.page;
      await page.goto(link);
      await page.getByRole('article', { name: 'Cover' }).waitFor();
      await page.getByRole('img', { name: /^Cover of / }).waitFor();
      await picturesLoaded(page);
      await expect.poll(() => page.title()).not.toBe('Storybook studio');
      expect(await page.locator('meta[name="robots"]').first().getAttribute('content')).toMatch(/noindex/);
      await expectReaderOnly(page);
      await page.screenshot({ path: `${SHOTS}/read-cover-1280.png` });
      await page.keyboard.press('ArrowRight');
      await page.getByRole('article', { name: 'Page 1' }).waitFor();
      expect(await page.getByRole('article', { name: 'Page 2' }).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.getByRole('article', { name: 'Page 3' }).waitFor();
      await picturesLoaded(page);
      await page.getByRole('button', { name: 'Read aloud' }).click();
      await page.locator('[data-spoken]').first().waitFor();
      await page.getByRole('button', { name: 'Stop reading' }).waitFor();
      await page.screenshot({ path: `${SHOTS}/read-aloud-1280.png` });
      const said = await page.evaluate(() => (window as unknown as { spokenTexts: string[] }).spokenTexts);
      expect(said[0]!.length).toBeGreaterThan(10);
      await page.getByRole('button', { name: 'Stop reading' }).click();
    } finally {
      await wide.context.close();
    }

    // A phone: one page at a time, the same buttons.
    const phone = await signedOutReader(375, 812);
    try {
      const page = phone.page;
      await page.goto(link);
      await page.getByRole('article', { name: 'Cover' }).waitFor();
      await page.getByRole('img', { name: /^Cover of / }).waitFor();
      await picturesLoaded(page);
      await page.screenshot({ path: `${SHOTS}/read-cover-375.png`, fullPage: true });
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.getByRole('article', { name: 'Page 1' }).waitFor();
      expect(await page.getByRole('article', { name: 'Page 2' }).count()).toBe(0);
      await picturesLoaded(page);
      await page.getByRole('button', { name: 'Read aloud' }).click();
      await page.locator('[data-spoken]').first().waitFor();
      await page.screenshot({ path: `${SHOTS}/read-aloud-375.png`, fullPage: true });
      await expectReaderOnly(page);
    } finally {
      await phone.context.close();
    }

    // The owner sees the opens, switches the link off; the reader then gets the friendly page.
    const links = await api<ShareLinkList>(`/api/v1/stories/${storyId}/share-links`, token);
    expect(links.items[0]!.opens).toBeGreaterThanOrEqual(2);
    const revoked = await fetch(`${baseUrl}/api/v1/stories/${storyId}/share-links/${links.items[0]!.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    expect(revoked.status).toBe(200);
    const gone = await signedOutReader(375, 812);
    try {
      const response = await gone.page.goto(link);
      expect(response!.status()).toBe(404);
      await gone.page.getByRole('heading', { name: 'This book link no longer works' }).waitFor();
      await gone.page.screenshot({ path: `${SHOTS}/read-gone-375.png`, fullPage: true });
      await gone.page.setViewportSize({ width: 1280, height: 800 });
      await gone.page.screenshot({ path: `${SHOTS}/read-gone-1280.png` });
    } finally {
      await gone.context.close();
    }
  });

  it('a reader gets “This book belongs to” and the dedication before page 1, as the owner’s viewer has them', { timeout: 180_000 }, async () => {
    const { token, storyId } = await accountWithBook('flat');
    const set = await fetch(`${baseUrl}/api/v1/stories/${storyId}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ dedication: 'For Mia, love Grandma', belongs_to_page: true }),
    });
    expect(set.status).toBe(200);
    const link = await api<ShareLink>(`/api/v1/stories/${storyId}/share-links`, token, { label: 'for Grandma' });
    for (const [width, height] of [[1280, 900], [375, 812]] as const) {
      const reader = await signedOutReader(width, height);
      try {
        const page = reader.page;
        await page.goto(`${baseUrl}${link.path}`);
        await page.getByRole('article', { name: 'Cover' }).waitFor();
        await page.getByRole('button', { name: 'Next page' }).click();
        await page.getByRole('article', { name: 'This book belongs to' }).waitFor();
        if (width === 375) await page.getByRole('button', { name: 'Next page' }).click();
        await page.getByRole('article', { name: 'Dedication' }).getByText('For Mia, love Grandma').waitFor();
        await page.screenshot({ path: `${SHOTS}/read-front-matter-${width}.png`, fullPage: width === 375 });
        await page.getByRole('button', { name: 'Next page' }).click();
        await page.getByRole('article', { name: 'Page 1' }).waitFor();
      } finally {
        await reader.context.close();
      }
    }
  });
});
