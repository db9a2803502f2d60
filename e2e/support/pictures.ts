import type { Page } from 'playwright-core';

/** Every picture on the page has arrived (none broken), so a screenshot or a size shows the real page. */
export async function picturesLoaded(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(() => document.images.length > 0 && [...document.images].every((image) => image.complete && image.naturalWidth > 0), undefined, { timeout });
}
