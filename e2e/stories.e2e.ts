import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Story } from '@studio/contracts/stories-api';
import { launchBrowser } from './support/browser';
import { createVerifiedAccount, signInThroughUi } from './support/accounts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const onPath = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });

async function storyThroughApi(page: Page, storyId: string): Promise<Story> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'sb_access_token')?.value;
  const response = await fetch(`${baseUrl}/api/v1/stories/${storyId}`, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as Story;
}

describe('the story flow in a real browser, on the offline engine', () => {
  it('details → idea → refine → approve → generating → the finished text on /build', async () => {
    const account = await createVerifiedAccount('storyteller');
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await signInThroughUi(page, account);
      await onPath(page, '/dashboard');
      await page.goto(`${baseUrl}/story/details`);

      await page.getByLabel('Name').fill('Mia');
      await page.getByLabel('Pronouns').selectOption('she');
      await page.getByLabel('Hair').fill('curly brown');
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
      expect(story.pages.every((page) => page.text.length > 20)).toBe(true);
      expect(story.pages.map((page) => page.text).join(' ')).toContain('Mia');
    } finally {
      await context.close();
    }
  });
});
