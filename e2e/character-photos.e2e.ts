import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Plan } from '@studio/contracts/billing';
import type { Book } from '@studio/contracts/books';
import { launchBrowser } from './support/browser';
import { createVerifiedAccount, signInThroughUi } from './support/accounts';
import { api } from './support/story-api';

const baseUrl = inject('baseUrl');
const SHOTS = process.env.PHOTO_SHOTS_DIR ?? '/tmp/character-photos-e2e-shots';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser?.close());

const onPath = (page: Page, path: string, timeout = 20_000) => page.waitForURL((url) => url.pathname === path, { timeout });

/** A verified account on the given plan; Pro is paid at the test checkout through the API. */
async function accountOn(type: 'free' | 'pro') {
  const account = await createVerifiedAccount(`photos.${type}`, 'Nora Parent');
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const plan = ((await (await fetch(`${baseUrl}/api/v1/plans`)).json()) as Plan[]).find((candidate) => candidate.type === type)!;
  const started = await api<{ outcome: string; payment_id?: string }>('/api/v1/subscriptions/subscribe', token, { plan_id: plan.id });
  if (started.payment_id) await api(`/api/v1/payments/test/${started.payment_id}/confirm`, token, {});
  return { account, token };
}

/** The colour above the forehead in the test portrait: a teal woolly hat, which no scene uses by itself, so finding it in a picture means the photo was read. */
const HAT = [0x1f, 0x6f, 0x8b] as const;

/** A portrait a phone might take: a warm brown face under a teal woolly hat, on a pale wall. */
function portrait(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"><rect width="600" height="800" fill="#e8e4dc"/><ellipse cx="300" cy="250" rx="190" ry="170" fill="rgb(${HAT.join(',')})"/><ellipse cx="300" cy="380" rx="150" ry="190" fill="#8d5a3b"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** The share of a picture's pixels within a small distance of a colour (the screen pictures are lossy WebP). */
async function shareOfColour(url: string, token: string, rgb: readonly number[]): Promise<number> {
  const response = await fetch(new URL(url, baseUrl), { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const { data, info } = await sharp(Buffer.from(await response.arrayBuffer())).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let near = 0;
  for (let i = 0; i < data.length; i += info.channels) if (Math.hypot(data[i]! - rgb[0]!, data[i + 1]! - rgb[1]!, data[i + 2]! - rgb[2]!) <= 24) near += 1;
  return near / (info.width * info.height);
}

async function shoot(page: Page, name: string, problems: string[]) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  for (const violation of (await new AxeBuilder({ page }).analyze()).violations) {
    if (violation.impact === 'serious' || violation.impact === 'critical') problems.push(`${name}: ${violation.id}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('character photos in a real browser', () => {
  it('a Pro parent adds a photo while creating a story and meets the character in the finished book', async () => {
    const { account, token } = await accountOn('pro');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    try {
      await signInThroughUi(page, account);
      await onPath(page, '/dashboard');
      await page.goto(`${baseUrl}/story/details`);
      await page.getByLabel('Name').fill('Mia');
      await page.getByLabel('Pronouns').selectOption('she');
      const mia = page.getByRole('group', { name: 'Character 1' });
      await mia.getByLabel('Photo of Mia').setInputFiles({ name: 'mia.jpg', mimeType: 'image/jpeg', buffer: await portrait() });
      await mia.getByRole('img', { name: 'How the photo of Mia will be framed' }).waitFor();
      await shoot(page, 'photo-preview', problems);
      await mia.getByRole('button', { name: 'Use this photo' }).click();
      await mia.getByRole('button', { name: 'Replace photo' }).waitFor({ timeout: 15_000 });
      await shoot(page, 'photo-added', problems);
      // With two characters, photos of both can be dropped together.
      await page.getByRole('button', { name: 'Add a character' }).click();
      await page.getByRole('group', { name: 'Character 2' }).getByLabel('Name').fill('Leo');
      await page.getByRole('region', { name: 'Photos of several characters' }).getByLabel('Photos of several characters').setInputFiles([
        { name: 'leo.jpg', mimeType: 'image/jpeg', buffer: await portrait() },
      ]);
      await page.getByRole('combobox', { name: 'Who is in leo.jpg?' }).waitFor();
      expect(await page.getByRole('combobox', { name: 'Who is in leo.jpg?' }).inputValue()).toBe('1');
      await shoot(page, 'photos-of-several', problems);
      await page.getByRole('region', { name: 'Photos of several characters' }).getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Remove character 2' }).click();

      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('Setting').selectOption('forest');
      await page.getByRole('button', { name: 'Create my story idea' }).click();
      await page.waitForURL((url) => url.searchParams.has('story_id'), { timeout: 20_000 });
      const storyId = new URL(page.url()).searchParams.get('story_id')!;
      await page.getByRole('button', { name: 'Approve and write my story' }).click();
      await onPath(page, '/build', 60_000);
      await page.getByRole('region', { name: 'Meet the characters' }).getByRole('img', { name: 'Photo of Mia' }).waitFor();
      await shoot(page, 'build-with-photos', problems);
      await page.getByRole('button', { name: 'Illustrate my book' }).click();
      await onPath(page, `/book/${storyId}`, 90_000);

      const book = await api<Book>(`/api/v1/books/${storyId}`, token);
      expect(book.character_photos.map((photo) => photo.character_name)).toEqual(['Mia']);
      await page.getByRole('article', { name: 'Cover' }).waitFor();
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.getByRole('article', { name: 'Meet the characters' }).getByRole('img').waitFor();
      await shoot(page, 'meet-the-characters', problems);

      // The built-in illustrator drew Mia in the photo's colours: the hat's teal is on the cover and on her pages.
      expect(await shareOfColour(book.cover!.url, token, HAT)).toBeGreaterThan(0.003);
      // Pages vary their camera (a wide shot draws her small), so the closest of her first three pages is asked.
      const onHerPages = await Promise.all(book.pages.slice(0, 3).map((bookPage) => shareOfColour(bookPage.image!.url, token, HAT)));
      expect(Math.max(...onHerPages)).toBeGreaterThan(0.003);

      await page.getByRole('switch', { name: 'Edit Mode' }).click();
      await page.getByRole('button', { name: 'Characters’ photos' }).click();
      const dialog = page.getByRole('dialog', { name: 'Characters’ photos' });
      await dialog.getByRole('img', { name: 'Photo of Mia' }).waitFor();
      await shoot(page, 'edit-characters-photos', problems);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a Free parent sees the photo control locked and reaches the plans from it', async () => {
    const { account } = await accountOn('free');
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    try {
      await signInThroughUi(page, account);
      await onPath(page, '/dashboard');
      await page.goto(`${baseUrl}/story/details`);
      await page.getByLabel('Name').fill('Leo');
      const leo = page.getByRole('group', { name: 'Character 1' });
      await leo.getByText(/Photos that guide the pictures come with the .* plans?\./).waitFor();
      expect(await leo.getByLabel('Photo of Leo').count()).toBe(0);
      await page.screenshot({ path: join(SHOTS, 'photo-locked-375.png'), fullPage: true });
      await leo.getByRole('link', { name: 'See plans' }).click();
      await onPath(page, '/pricing');
    } finally {
      await context.close();
    }
  });
});
