import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Plan } from '@studio/contracts/billing';
import type { Book, CharacterImages, PdfExport } from '@studio/contracts/books';
import type { SavedCharacterList } from '@studio/contracts/saved-characters';
import { launchBrowser } from './support/browser';
import { createVerifiedAccount, signInThroughUi } from './support/accounts';
import { api, waitForJob } from './support/story-api';

/** Issue 33 in a real browser: a character saved from a finished book, picked in one click for the next one, with a dedication and a title of the parent's own. */
const baseUrl = inject('baseUrl');
const SHOTS = process.env.FAMILY_SHOTS_DIR ?? '/tmp/family-cast-e2e-shots';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser?.close());

const onPath = (page: Page, path: string, timeout = 30_000) => page.waitForURL((url) => url.pathname === path, { timeout });

/** A Pro account (paid at the test checkout) with a finished, illustrated book about Mia and Pip. */
async function proAccountWithBook() {
  const account = await createVerifiedAccount('family', 'Rose Parent');
  const { access_token: token } = (await (await fetch(`${baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) })).json()) as { access_token: string };
  const pro = ((await (await fetch(`${baseUrl}/api/v1/plans`)).json()) as Plan[]).find((plan) => plan.type === 'pro')!;
  const started = await api<{ payment_id?: string }>('/api/v1/subscriptions/subscribe', token, { plan_id: pro.id });
  if (started.payment_id) await api(`/api/v1/payments/test/${started.payment_id}/confirm`, token, {});
  const story = await api<{ story_id: string; job_id: string }>('/api/v1/stories/', token, {
    characters: [
      { name: 'Mia', kind: 'child', pronoun: 'she', appearance: { hair: 'curly', hair_color: 'brown', skin_tone: 'brown', clothing_color: 'yellow' }, traits: ['curious'] },
      { name: 'Pip', kind: 'animal', species: 'fox', traits: ['shy'] },
    ],
    target_age_range: '3-5',
    story_length: 'short',
    setting: 'forest',
    art_style: 'flat',
  });
  await waitForJob(token, story.job_id);
  // Mia's photo, as a phone takes it: the pictures are drawn from it, and it goes where Mia goes.
  const photo = new FormData();
  photo.append('file', new Blob([new Uint8Array(await phonePhoto())], { type: 'image/jpeg' }), 'mia.jpg');
  const uploaded = await fetch(`${baseUrl}/api/v1/character-upload/stories/${story.story_id}/characters/0/image`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: photo });
  expect(uploaded.status, await uploaded.clone().text()).toBe(200);
  const book = await api<{ job_id: string }>('/api/v1/books/generate', token, { story_id: story.story_id, options: { use_high_quality_mode: false } });
  await waitForJob(token, book.job_id);
  return { account, token, storyId: story.story_id };
}

const phonePhoto = () =>
  sharp({ create: { width: 480, height: 640, channels: 3, background: '#2a9d8f' } })
    .jpeg()
    .withExifMerge({ IFD0: { Make: 'StoryPhone' } })
    .toBuffer();

/** The bytes behind a media link (signed links need no bearer). */
const mediaBytes = async (url: string) => Buffer.from(await (await fetch(`${baseUrl}${url}`)).arrayBuffer());

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The PDF's text page by page (pdftotext ends each page with a form feed), spaces folded. */
function pdfPages(pdf: Buffer): string[] {
  const file = join(tmpdir(), `family-${Date.now()}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    .split('\f')
    .map((page) => page.replace(/\s+/g, ' ').trim());
}

describe('the family’s cast', () => {
  it('saves Mia from a finished book, picks her in one click for the next story, and prints its dedication and new title', { timeout: 240_000 }, async () => {
    const { account, token, storyId } = await proAccountWithBook();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await signInThroughUi(page, account);
      await onPath(page, '/dashboard');

      // The PDF dialog once the file is made, on a computer and on a phone: the download button names the file.
      await page.goto(`${baseUrl}/book/${storyId}`);
      await page.getByRole('button', { name: 'Export PDF' }).click();
      const exportDialog = page.getByRole('dialog', { name: 'Export a print-ready PDF' });
      await exportDialog.getByRole('button', { name: 'Make the PDF' }).click();
      const downloadButton = exportDialog.getByRole('button', { name: /^Download / });
      await downloadButton.waitFor({ timeout: 60_000 });
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        // The whole file name is inside the button (it wraps), and the button inside the dialog.
        const fits = await downloadButton.evaluate((button) => {
          const [box, dialog] = [button.getBoundingClientRect(), button.closest('[role="dialog"]')!.getBoundingClientRect()];
          return button.scrollWidth <= button.clientWidth && box.left >= dialog.left && box.right <= dialog.right;
        });
        expect(fits, `the download button at ${width} px`).toBe(true);
      }
      await shoot(page, 'export-pdf-dialog');
      await page.keyboard.press('Escape');

      // "Save Mia for next time" under the finished book.
      await page.getByRole('button', { name: 'Save Mia for next time' }).click();
      await page.getByText('Mia is in My characters').waitFor();
      const saved = await api<SavedCharacterList>('/api/v1/characters', token);
      expect(saved.characters.map((c) => c.character.name)).toEqual(['Mia']);

      // My characters, from the user menu.
      await page.getByRole('button', { name: 'Open user menu' }).click();
      await page.getByRole('menuitem', { name: 'My characters' }).click();
      await onPath(page, '/my-characters');
      await page.getByRole('article', { name: 'Mia' }).waitFor();
      await shoot(page, 'my-characters');

      // The picker on /story/details: Mia in one click.
      await page.goto(`${baseUrl}/story/details`);
      const picker = page.getByRole('region', { name: 'Your characters' });
      await picker.getByRole('button', { name: 'Add Mia to the story' }).waitFor();
      await shoot(page, 'picker');
      await picker.getByRole('button', { name: 'Add Mia to the story' }).click();
      await picker.getByRole('button', { name: 'Mia is in the story' }).waitFor();
      expect(await page.getByRole('group', { name: 'Character 1' }).getByLabel('Name').inputValue()).toBe('Mia');
      await shoot(page, 'picker-picked');

      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('Setting').selectOption('beach');
      await page.getByLabel('Dedication (optional)').fill('For Mia, love Grandma');
      await page.getByLabel('Add a “This book belongs to” page').check();
      await page.getByRole('button', { name: 'Create my story idea' }).click();
      await page.waitForURL((url) => url.searchParams.has('story_id'), { timeout: 30_000 });
      const secondId = new URL(page.url()).searchParams.get('story_id')!;
      await page.getByRole('button', { name: 'Approve and write my story' }).click();
      await onPath(page, '/build', 60_000);
      await page.getByRole('button', { name: 'Illustrate my book' }).click();
      await onPath(page, `/book/${secondId}`, 120_000);

      // The new book: Mia as she was saved; the dedication before the story; a new title in Edit Mode.
      const second = await api<Book>(`/api/v1/books/${secondId}`, token);
      expect(second.characters.map((c) => c.name)).toEqual(['Mia']);
      // Her photo came with her (saved with her on the Pro plan, copied for this book).
      expect(second.character_photos.map((photo) => photo.character_name)).toEqual(['Mia']);
      await page.getByRole('article', { name: 'Cover' }).waitFor();
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.getByRole('article', { name: 'Dedication' }).getByText('For Mia, love Grandma').waitFor();
      await page.getByRole('switch', { name: 'Edit Mode' }).click();
      await page.getByRole('button', { name: 'Title and dedication' }).click();
      const dialog = page.getByRole('dialog', { name: 'Title and dedication' });
      await dialog.getByLabel('Title').fill('Mia by the Sea');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('heading', { level: 1, name: 'Mia by the Sea' }).waitFor();

      const exported = await api<PdfExport>('/export-pdf/', token, { story_id: secondId });
      await waitForJob(token, exported.job_id!);
      const download = await fetch(`${baseUrl}/export-pdf/download/${exported.export_id}`, { headers: { authorization: `Bearer ${token}` } });
      expect(download.status).toBe(200);
      // On the PDF's pages: the new title on the cover; "This book belongs to" and the dedication each on a page of its own before page 1.
      const pages = pdfPages(Buffer.from(await download.arrayBuffer()));
      expect(pages[0]).toContain('Mia by the Sea');
      const belongsTo = pages.findIndex((page) => page.includes('This book belongs to'));
      const dedication = pages.findIndex((page) => page.includes('For Mia, love Grandma'));
      const pageOne = pages.findIndex((page) => page.includes(second.pages[0]!.text.split(/\s+/).slice(0, 4).join(' ')));
      expect(belongsTo).toBeGreaterThan(0);
      expect(dedication).toBeGreaterThan(0);
      expect(belongsTo).not.toBe(dedication);
      expect(Math.max(belongsTo, dedication)).toBeLessThan(pageOne);

      // "Another adventure with Mia and Pip" from the first book: same cast, age group and style, and the idea names that book.
      const first = await api<Book>(`/api/v1/books/${storyId}`, token);
      await page.goto(`${baseUrl}/book/${storyId}`);
      await page.getByRole('link', { name: 'Another adventure with Mia and Pip' }).click();
      await page.getByRole('link', { name: first.title }).waitFor();
      expect(await page.getByRole('group', { name: 'Character 1' }).getByLabel('Name').inputValue()).toBe('Mia');
      expect(await page.getByRole('group', { name: 'Character 2' }).getByLabel('Name').inputValue()).toBe('Pip');
      // Mia's photo from the first book is on her card.
      await page.getByRole('group', { name: 'Character 1' }).getByRole('img', { name: 'Photo of Mia' }).waitFor();
      await shoot(page, 'another-adventure');
      await page.getByRole('button', { name: 'Next' }).click();
      expect(await page.getByLabel('Preschool (3–5)').isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Next' }).click();
      expect(await page.getByLabel('Art style').inputValue()).toBe('flat');
      await page.getByRole('button', { name: 'Create my story idea' }).click();
      await page.waitForURL((url) => url.searchParams.has('story_id'), { timeout: 30_000 });
      const thirdId = new URL(page.url()).searchParams.get('story_id')!;
      await page.getByText(`Another adventure after “${first.title}”`).first().waitFor({ timeout: 30_000 });
      const idea = await api<{ summary: string; characters: Array<{ name: string }> }>(`/api/v1/stories/${thirdId}/story-idea`, token);
      expect(idea.summary).toContain(first.title);
      // The new book has a copy of Mia's photo: the same picture, in a file of its own.
      const carried = (await api<CharacterImages>(`/api/v1/character-upload/stories/${thirdId}/characters/images`, token)).images;
      expect(carried.map((photo) => photo.character_name)).toEqual(['Mia']);
      expect(carried[0]!.url.split('?')[0]).not.toBe(first.character_photos[0]!.url.split('?')[0]);
      expect(await mediaBytes(carried[0]!.url)).toEqual(await mediaBytes(first.character_photos[0]!.url));
    } finally {
      await context.close();
    }
  });

  it('shows the books of a series together on the dashboard, reached from the keyboard', { timeout: 120_000 }, async () => {
    const account = await createVerifiedAccount('series', 'Rose Parent');
    const { access_token: token } = (await (await fetch(`${baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) })).json()) as { access_token: string };
    const free = ((await (await fetch(`${baseUrl}/api/v1/plans`)).json()) as Plan[]).find((plan) => plan.type === 'free')!;
    await api('/api/v1/subscriptions/subscribe', token, { plan_id: free.id });
    const details = (setting: string, follows?: string) => ({
      characters: [
        { name: 'Mia', kind: 'child', pronoun: 'she', traits: ['curious'] },
        { name: 'Pip', kind: 'animal', species: 'fox', traits: ['shy'] },
      ],
      target_age_range: '3-5',
      story_length: 'short',
      setting,
      ...(follows && { follows: { story_id: follows } }),
    });
    const written = async (body: object) => {
      const story = await api<{ story_id: string; job_id: string }>('/api/v1/stories/', token, body);
      await waitForJob(token, story.job_id);
      return story.story_id;
    };
    const first = await written(details('forest'));
    const second = await written(details('beach', first));
    await api('/api/v1/stories/draft', token, details('space', second));
    await api('/api/v1/stories/draft', token, { ...details('farm'), characters: [{ name: 'Ada', kind: 'child', pronoun: 'she' }] });

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await signInThroughUi(page, account);
      await onPath(page, '/dashboard');
      // The free plan's welcome, once: closed from the keyboard too.
      const welcome = page.getByRole('dialog', { name: 'Free Plan Activated!' });
      await welcome.waitFor();
      await page.keyboard.press('Escape');
      await welcome.waitFor({ state: 'hidden' });
      const series = page.getByRole('region', { name: 'Mia and Pip — 3 books' });
      await series.waitFor();
      const books = series.getByRole('list', { name: 'Mia and Pip, in order' });
      expect(await books.getByRole('listitem').count()).toBe(3);
      expect(await books.getByRole('heading', { level: 4 }).first().textContent()).toBe((await api<{ title: string }>(`/api/v1/stories/${first}`, token)).title);
      await shoot(page, 'dashboard-series');
      const firstBook = books.getByRole('link', { name: /^Open: / }).first();
      let reached = false;
      for (let tab = 0; tab < 40 && !reached; tab += 1) {
        await page.keyboard.press('Tab');
        reached = await firstBook.evaluate((link) => link === document.activeElement);
      }
      expect(reached).toBe(true);
    } finally {
      await context.close();
    }
  });
});
