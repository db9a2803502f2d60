import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { createVerifiedAccount, signInThroughUi } from './support/accounts';

const baseUrl = inject('baseUrl');
/** Where screenshots of the screen go when asked for (a folder outside the project, for a person to look at). */
const shotsDir = process.env.STORY_THEMES_SHOTS;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the themes the built-in writer knows, on /story/details', () => {
  it.each([1280, 375])('are offered beside the theme field, grouped by kind, and a click fills the field (%i px)', async (width) => {
    const account = await createVerifiedAccount(`themes${width}`);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    try {
      await signInThroughUi(page, account);
      await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
      await page.goto(`${baseUrl}/story/details`);
      await page.getByLabel('Name').fill('Mia');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('Preschool (3–5)').check();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('Themes the built-in writer knows').click();
      for (const group of ['Big moments', 'Festivals and celebrations', 'Feelings', 'Things they love', 'Days out, shows and contests', 'Everyday outings and activities']) await page.getByRole('region', { name: group }).waitFor();
      await page.getByRole('button', { name: 'Going to the dentist' }).click();
      await expect.poll(() => page.getByLabel('Theme').inputValue()).toBe('Going to the dentist');
      if (shotsDir) {
        mkdirSync(shotsDir, { recursive: true });
        await page.screenshot({ path: `${shotsDir}/story-details-themes-${width}.png`, fullPage: true });
      }
    } finally {
      await context.close();
    }
  });
});
