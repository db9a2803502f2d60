import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EpubExport } from '@studio/contracts/books';
import type { ArtStyle, StoryLength } from '@studio/contracts/stories';
import { bearer, signUp } from '../support/accounts';
import { switchToPlan } from '../support/billing';
import { apiAs } from '../support/client';
import { completeStory, getBook, illustrate } from '../support/books';
import { rfc5987 } from '../support/content-disposition';
import { startEpubcheck } from '../support/epubcheck';
import { waitForJob } from '../support/stories';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { readZip } from '../support/zip';

type Auth = { access_token: string };

const PAGES: Record<StoryLength, number> = { short: 8, medium: 16, long: 24 };
/**
 * Pictures drawn this many pixels across (SCREEN_PICTURE_PX) rather than 1024: the EPUB carries the screen
 * picture, so the test checks it is that one, and painting 180 watercolour and crayon pictures at 1024
 * was half of this file's CPU.
 */
const SCREEN_PX = 384;

let product: TestProduct;
const epubcheck = startEpubcheck();
beforeAll(async () => {
  product = await startTestProduct({ SCREEN_PICTURE_PX: String(SCREEN_PX) });
});
afterAll(async () => {
  await epubcheck.stop();
  await product?.stop();
});

async function illustratedBook(artStyle: ArtStyle, length: StoryLength) {
  const auth = await signUp(product, { full_name: 'Ada Parent' });
  await switchToPlan(product, auth, 'pro');
  const storyId = await completeStory(product, auth, { art_style: artStyle, story_length: length });
  const drawn = await illustrate(product, auth, storyId);
  if (drawn.status !== 'succeeded') throw new Error(`drawing failed: ${drawn.error}`);
  return { auth, storyId };
}

async function exportEpub(auth: Auth, storyId: string): Promise<EpubExport> {
  const started = await apiAs(product, auth).post('/export-epub/', { story_id: storyId });
  expect(started.statusCode, started.body).toBe(202);
  const body = started.json() as EpubExport;
  expect(body).toMatchObject({ status: 'queued', progress: 0, download_url: null });
  await waitForJob(product, auth, body.job_id!, 60_000);
  return (await apiAs(product, auth).get(`/export-epub/${body.export_id}`)).json() as EpubExport;
}

/**
 * Each art style at each length is drawn and exported once, when a test first asks for it: the browser
 * and ownership tests read books the matrix below has already made (drawing a medium crayon book is
 * seconds of CPU).
 */
const exported = new Map<string, Promise<{ auth: Auth; storyId: string; done: EpubExport }>>();
function exportedBook(style: ArtStyle, length: StoryLength) {
  const key = `${style}/${length}`;
  if (!exported.has(key)) exported.set(key, illustratedBook(style, length).then(async ({ auth, storyId }) => ({ auth, storyId, done: await exportEpub(auth, storyId) })));
  return exported.get(key)!;
}

const download = (auth: Auth, exportId: string) => product.app.inject({ method: 'GET', url: `/export-epub/download/${exportId}`, headers: bearer(auth) });

/** The EPUB unzipped into a folder, for a browser to open its pages as files. */
function unzipTo(entries: Map<string, Buffer>): string {
  const folder = mkdtempSync(join(tmpdir(), 'epub-pages-'));
  for (const [path, data] of entries) {
    if (path.endsWith('/')) continue;
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), data);
  }
  return folder;
}

/** Run in the page (as a string: this project's tests have no DOM types): pictures shown, words overflowing their box, fonts loaded. */
const SEEN_ON_PAGE = `document.fonts.ready.then(() => ({
  pictures: [...document.images].map((image) => image.complete && image.naturalWidth > 0),
  wordsOverflow: [...document.querySelectorAll('.words, .title-box')].map((box) => box.scrollHeight - box.clientHeight),
  fonts: [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family.replaceAll('"', '')),
}))`;

const attribute = (xml: string, name: string) => [...xml.matchAll(new RegExp(`${name}="([^"]*)"`, 'g'))].map((match) => match[1]!);

describe('EPUB 3 export', () => {
  // Issue 32's acceptance: every art style at every length, and epubcheck finds nothing.
  const books = (['flat', 'watercolor', 'crayon'] as const).flatMap((style) => (['short', 'medium', 'long'] as const).map((length) => [style, length] as const));
  it.each(books)('a %s book of the %s length is a fixed-layout EPUB 3 with every page, picture and alt text, and epubcheck reports nothing', async (style, length) => {
    const { auth, storyId, done } = await exportedBook(style, length);
    const book = await getBook(product, auth, storyId);
    expect(done).toMatchObject({ status: 'ready', progress: 100, file_name: `${book.title}.epub`, download_url: `/export-epub/download/${done.export_id}`, error: null });

    const response = await download(auth, done.export_id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/epub+zip');
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''${rfc5987(`${book.title}.epub`)}`);
    expect(done.size_bytes).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(15 * 1024 * 1024);

    const report = await epubcheck.check(response.rawPayload);
    expect({ errors: report.errors, warnings: report.warnings }, report.output).toEqual({ errors: 0, warnings: 0 });

    // The OCF container: the mimetype entry first, stored.
    expect(response.rawPayload.subarray(30, 38).toString('ascii')).toBe('mimetype');
    expect(response.rawPayload.readUInt16LE(8)).toBe(0);
    const files = await readZip(response.rawPayload);
    const opf = files.get('OEBPS/package.opf')!.toString('utf8');
    expect(opf).toContain(`<dc:title>${book.title.replaceAll('&', '&amp;').replaceAll("'", '&#39;')}</dc:title>`);
    expect(opf).toContain('<dc:language>en</dc:language>');
    expect(opf).toContain('<dc:creator id="author">Ada Parent</dc:creator>');
    expect(opf).toContain('<meta property="rendition:layout">pre-paginated</meta>');
    for (const property of ['schema:accessMode', 'schema:accessibilityFeature', 'schema:accessibilitySummary']) expect(opf).toContain(`<meta property="${property}">`);
    expect(opf).toMatch(/href="fonts\/nunito-medium.ttf" media-type="font\/ttf"/);
    expect(opf).toMatch(/href="images\/cover.jpg" media-type="image\/jpeg" properties="cover-image"/);

    // Reading order: the cover, every page in turn, The End; and the table of contents the same.
    const pageCount = PAGES[length];
    const order = ['cover', ...Array.from({ length: pageCount }, (_, i) => `page-${i + 1}`), 'end'];
    expect(attribute(opf.slice(opf.indexOf('<spine>')), 'idref')).toEqual(order);
    expect(attribute(files.get('OEBPS/nav.xhtml')!.toString('utf8').split('epub:type="landmarks"')[0]!, 'href')).toEqual(order.map((name) => `${name}.xhtml`));

    // Real text and alt text on every page, pictures as JPEG at the screen picture's size.
    for (const page of book.pages) {
      const xhtml = files.get(`OEBPS/page-${page.page_number}.xhtml`)!.toString('utf8');
      const firstWords = page.text.split(/\s+/).slice(0, 3).join(' ').replaceAll('&', '&amp;').replaceAll("'", '&#39;').replaceAll('"', '&quot;');
      expect(xhtml).toContain(firstWords);
      const [alt] = attribute(xhtml, 'alt');
      expect(alt!.length).toBeGreaterThan(20);
      const picture = await sharp(files.get(`OEBPS/images/page-${page.page_number}.jpg`)!).metadata();
      expect(picture.format).toBe('jpeg');
      expect(Math.max(picture.width!, picture.height!)).toBe(SCREEN_PX);
    }
    expect(attribute(files.get('OEBPS/cover.xhtml')!.toString('utf8'), 'alt')[0]).toMatch(/^Cover picture of “.+”: Mia and Pip in the forest\.$/);
  }, 240_000);

  it('opens in a browser at its viewport: every page fits its words, shows its pictures and uses the embedded fonts', async () => {
    const { auth, done } = await exportedBook('crayon', 'medium');
    const folder = unzipTo(await readZip((await download(auth, done.export_id)).rawPayload));
    const shots = process.env.EPUB_SHOTS_DIR;
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
    try {
      const page = await browser.newPage({ viewport: { width: 768, height: 1024 } });
      for (const name of ['cover', ...Array.from({ length: 16 }, (_, i) => `page-${i + 1}`), 'end']) {
        await page.goto(`file://${folder}/OEBPS/${name}.xhtml`);
        const seen = (await page.evaluate(SEEN_ON_PAGE)) as { pictures: boolean[]; wordsOverflow: number[]; fonts: string[] };
        expect(seen.pictures.every(Boolean), name).toBe(true);
        if (name !== 'end') expect(seen.pictures.length, name).toBe(1);
        for (const overflow of seen.wordsOverflow) expect(overflow, name).toBeLessThanOrEqual(0);
        expect(seen.fonts, name).toContain(name === 'end' ? 'Fredoka' : name === 'cover' ? 'Fredoka' : 'Nunito');
        if (shots) await page.screenshot({ path: join(shots, `epub-${name}.png`) });
      }
    } finally {
      await browser.close();
    }
  }, 240_000);

  it('has the dedication and the “This book belongs to” page the parent set, after the cover and before page 1, as the PDF does', async () => {
    const { auth, storyId } = await illustratedBook('flat', 'short');
    const set = await apiAs(product, auth).patch(`/api/v1/stories/${storyId}`, { dedication: 'For Mia, love Grandma', belongs_to_page: true });
    expect(set.statusCode, set.body).toBe(200);
    const files = await readZip((await download(auth, (await exportEpub(auth, storyId)).export_id)).rawPayload);
    const opf = files.get('OEBPS/package.opf')!.toString('utf8');
    expect(attribute(opf.slice(opf.indexOf('<spine>')), 'idref').slice(0, 4)).toEqual(['cover', 'belongs-to', 'dedication', 'page-1']);
    expect(files.get('OEBPS/dedication.xhtml')!.toString('utf8')).toContain('<p>For Mia, love Grandma</p>');
    expect(files.get('OEBPS/belongs-to.xhtml')!.toString('utf8')).toContain('This book belongs to');
  }, 120_000);

  it('belongs to its owner: another customer gets 404; a book without pictures cannot be exported', async () => {
    const { auth, storyId, done } = await exportedBook('flat', 'short');
    const stranger = await signUp(product);
    expect((await apiAs(product, stranger).get(`/export-epub/${done.export_id}`)).statusCode).toBe(404);
    expect((await download(stranger, done.export_id)).statusCode).toBe(404);
    expect((await apiAs(product, stranger).post('/export-epub/', { story_id: storyId })).statusCode).toBe(404);

    const unillustrated = await completeStory(product, auth);
    const refused = await apiAs(product, auth).post('/export-epub/', { story_id: unillustrated });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'book_not_illustrated' });
  }, 120_000);
});
