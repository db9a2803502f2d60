import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Book } from '@studio/contracts/books';
import type { CreditBalance, CreditTransaction, Plan } from '@studio/contracts/billing';
import type { Story } from '@studio/contracts/stories-api';
import { launchBrowser } from './support/browser';
import { createVerifiedAccount, signInThroughUi } from './support/accounts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SHOTS = process.env.STORIES_SHOTS_DIR ?? '/tmp/stories-e2e-shots';
const onPath = (page: Page, path: string, timeout = 20_000) => page.waitForURL((url) => url.pathname === path, { timeout });

/** The signed-in page's own API, as the parent's browser would call it. */
async function asParent<T>(page: Page, path: string, body?: unknown): Promise<T> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'sb_access_token')?.value;
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const storyThroughApi = (page: Page, storyId: string) => asParent<Story>(page, `/api/v1/stories/${storyId}`);
const creditsUsed = async (page: Page) => {
  const balance = await asParent<CreditBalance>(page, '/api/v1/credits/balance');
  const { items } = await asParent<{ items: CreditTransaction[] }>(page, '/api/v1/credits/transactions?limit=50');
  return { held: balance.held_credits, spent: items.filter((item) => item.delta < 0 || item.held_delta !== 0).length, balance: balance.balance };
};

describe('the story flow in a real browser, on the offline engine', () => {
  it('details → idea → refine → approve → generating → the finished text on /build, read and edited before any credit is spent', async () => {
    const account = await createVerifiedAccount('storyteller');
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await signInThroughUi(page, account);
      await onPath(page, '/dashboard');
      const free = ((await (await fetch(`${baseUrl}/api/v1/plans`)).json()) as Plan[]).find((plan) => plan.type === 'free')!;
      await asParent(page, '/api/v1/subscriptions/subscribe', { plan_id: free.id });
      await page.goto(`${baseUrl}/story/details`);

      await page.getByLabel('Name').fill('Mia');
      await page.getByLabel('Pronouns').selectOption('she');
      await page.getByLabel('Hair', { exact: true }).fill('curly brown');
      await page.getByLabel('Glasses').check();
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/details-characters-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: `${SHOTS}/details-characters-375.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('button', { name: 'Add a character' }).click();
      const pip = page.getByRole('group', { name: 'Character 2' });
      await pip.getByLabel('Name').fill('Pip');
      await pip.getByLabel('Who are they?').selectOption('animal');
      await pip.getByLabel('Species').selectOption('fox');
      await page.getByRole('button', { name: 'Next' }).click();

      await page.getByLabel('Preschool (3–5)').check();
      await expect.poll(() => page.getByLabel(/Long · 24 pages/).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Next' }).click();

      await page.getByLabel('Theme').fill('a picnic that goes wrong');
      await page.getByLabel('Setting').selectOption('forest');
      await page.getByRole('button', { name: 'Create my story idea' }).click();

      await page.waitForURL((url) => url.pathname === '/story/details' && url.searchParams.has('story_id'), { timeout: 20_000 });
      const storyId = new URL(page.url()).searchParams.get('story_id')!;
      const firstTitle = await page.getByRole('heading', { level: 2 }).first().textContent();
      expect(firstTitle?.length).toBeGreaterThan(3);

      await page.getByLabel('What would you like to change?').fill('add a dragon named Ember');
      await page.getByRole('button', { name: 'Refine idea' }).click();
      await page.getByText('version 2').waitFor({ timeout: 20_000 });
      await expect.poll(async () => page.getByText(/Mia, Pip, Ember/).count()).toBe(1);

      await page.getByRole('button', { name: 'Approve and write my story' }).click();
      await onPath(page, '/story/generating');
      await onPath(page, '/build');
      expect(new URL(page.url()).searchParams.get('story_id')).toBe(storyId);

      const story = await storyThroughApi(page, storyId);
      expect(story.status).toBe('complete');
      expect(story.pages).toHaveLength(8);
      expect(story.idea?.characters.map((character) => character.name)).toEqual(['Mia', 'Pip', 'Ember']);
      expect(story.idea?.characters[0]?.appearance.features).toEqual(['glasses']);
      expect(story.pages.every((page) => page.text.length > 20)).toBe(true);
      expect(story.pages.map((page) => page.text).join(' ')).toContain('Mia');

      // Read before you draw: every page is there to read and edit, the cost is shown, nothing is held or spent, no book job exists.
      await page.getByRole('heading', { name: 'Read your story' }).waitFor();
      for (const [index, written] of story.pages.entries()) expect(await page.getByLabel(`Text of page ${index + 1}`).inputValue()).toBe(written.text);
      await expect.poll(() => page.getByTestId('build-cost').textContent(), { timeout: 15_000 }).toBe('9 credits');
      await page.screenshot({ path: `${SHOTS}/build-read-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: `${SHOTS}/build-read-375.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
      const edited = 'Mia and Pip spread the blanket under the tall oak tree.';
      await page.getByLabel('Text of page 2').fill(edited);
      await page.getByRole('button', { name: 'Save text' }).nth(1).click();
      await expect.poll(async () => (await storyThroughApi(page, storyId)).pages[1]!.text).toBe(edited);
      expect(await creditsUsed(page)).toEqual({ held: 0, spent: 0, balance: 10 });
      const unstarted = await asParent<Book>(page, `/api/v1/books/${storyId}`);
      expect([unstarted.job_id, unstarted.cover, unstarted.pages.every((bookPage) => bookPage.image === null)]).toEqual([null, null, true]);

      // Only the parent's click starts the pictures, and only then are credits used.
      await page.getByRole('button', { name: 'Illustrate my book' }).click();
      await onPath(page, `/book/${storyId}`, 60_000);
      const after = await creditsUsed(page);
      expect(after.balance).toBe(1);
      expect(after.spent).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
