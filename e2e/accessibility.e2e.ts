import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
const PAGES = [
  '/', '/pricing', '/privacy', '/terms', '/about', '/contact', '/help', '/features',
  '/signin', '/signup', '/forgot-password', '/reset-password?token=abc', '/verify-email?email=a%40example.com',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('accessibility of public pages and account screens (axe)', () => {
  for (const width of [1280, 375]) {
    it(`has no serious or critical violations at ${width} px`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const problems: string[] = [];
      for (const path of PAGES) {
        await page.goto(`${baseUrl}${path}`);
        // The page's own heading is there once it is drawn (rendered by the server, or by the app on the account screens).
        await page.locator('h1').first().waitFor();
        const results = await new AxeBuilder({ page }).analyze();
        for (const violation of results.violations) {
          if (violation.impact === 'serious' || violation.impact === 'critical') {
            problems.push(`${path}: ${violation.id} (${violation.impact}) — ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`);
          }
        }
      }
      await context.close();
      expect(problems).toEqual([]);
      // Thirteen pages, each scanned by axe: about 25 s on an idle CI box, over 60 s on a busy one.
    }, 150_000);
  }
});
