import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { startEpubcheck } from '../../../../test/support/epubcheck';
import { readZip } from '../../../../test/support/zip';
import type { EpubBook } from './epub-book';
import { writeEpub } from './write-epub';

const picture = async (colour: string, alt: string) => ({ jpeg: await sharp({ create: { width: 1024, height: 768, channels: 3, background: colour } }).jpeg().toBuffer(), alt });

async function book(pageTexts: string[], title = 'Mia & the “Moon” Kite', frontMatter: Pick<EpubBook, 'belongsToPage' | 'dedication'> = { belongsToPage: false, dedication: null }): Promise<EpubBook> {
  return {
    ...frontMatter,
    id: '2f0c1a52-7d43-4d2e-9a77-0f0b2a7c9e11',
    title,
    author: 'Ada <Parent>',
    language: 'en',
    modified: new Date('2026-11-29T01:02:03.456Z'),
    cover: await picture('#6a4c93', 'Cover picture'),
    pages: await Promise.all(pageTexts.map(async (text, index) => ({ pageNumber: index + 1, text, picture: index === 2 ? null : await picture('#8ac926', `Page ${index + 1} scene`) }))),
  };
}

const epubcheck = startEpubcheck();
afterAll(() => epubcheck.stop());

describe('writeEpub', () => {
  it('writes a fixed-layout EPUB 3 that epubcheck passes without a warning, even with markup in the title and author and a page without a picture', async () => {
    const epub = await writeEpub(await book(['Mia ran.', 'She said, "Look!"\nPip looked up. '.repeat(6), 'A page not drawn yet.', 'The end of the day.']));
    const report = await epubcheck.check(epub);
    expect({ errors: report.errors, warnings: report.warnings }, report.output).toEqual({ errors: 0, warnings: 0 });
  }, 60_000);

  it('is checked by an epubcheck that still fails a broken file when it has passed one before (one JVM checks them all)', async () => {
    const report = await epubcheck.check(Buffer.from('not an EPUB'));
    expect(report.errors, report.output).toBeGreaterThan(0);
  }, 60_000);

  it('puts “This book belongs to” and the dedication after the cover and before page 1, in the reading order and the contents, and epubcheck passes', async () => {
    const dedication = 'For Mia & Pip,\nlove Grandma <3';
    const epub = await writeEpub(await book(['Mia ran.', 'Pip ran too.'], 'Mia Runs', { belongsToPage: true, dedication }));
    const report = await epubcheck.check(epub);
    expect({ errors: report.errors, warnings: report.warnings }, report.output).toEqual({ errors: 0, warnings: 0 });
    const files = await readZip(epub);
    const text = (name: string) => files.get(`OEBPS/${name}`)!.toString('utf8');
    const opf = text('package.opf');
    expect([...opf.slice(opf.indexOf('<spine>')).matchAll(/idref="([^"]+)"/g)].map((match) => match[1])).toEqual(['cover', 'belongs-to', 'dedication', 'page-1', 'page-2', 'end']);
    const nav = text('nav.xhtml');
    expect(nav).toContain('<li><a href="belongs-to.xhtml">This book belongs to</a></li>\n<li><a href="dedication.xhtml">Dedication</a></li>');
    // The story starts at page 1, not at the pages before it.
    expect(nav).toContain('<a epub:type="bodymatter" href="page-1.xhtml">');
    expect(text('belongs-to.xhtml')).toContain('<h2>This book belongs to</h2>');
    expect(text('dedication.xhtml')).toContain('<p>For Mia &amp; Pip,</p>\n<p>love Grandma &lt;3</p>');

    // Without them, the book is as it was.
    const plain = await readZip(await writeEpub(await book(['Mia ran.'], 'Mia Runs')));
    expect([...plain.keys()].filter((name) => /belongs-to|dedication/.test(name))).toEqual([]);
  }, 60_000);

  it('refuses a page whose words cannot fit at the smallest size rather than hiding them', async () => {
    await expect(writeEpub(await book(['word '.repeat(2000)]))).rejects.toThrow(/Story page 1/);
  });
});
