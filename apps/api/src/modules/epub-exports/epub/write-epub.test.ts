import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { epubcheck } from '../../../../test/support/epubcheck';
import type { EpubBook } from './epub-book';
import { writeEpub } from './write-epub';

const picture = async (colour: string, alt: string) => ({ jpeg: await sharp({ create: { width: 1024, height: 768, channels: 3, background: colour } }).jpeg().toBuffer(), alt });

async function book(pageTexts: string[], title = 'Mia & the “Moon” Kite'): Promise<EpubBook> {
  return {
    id: '2f0c1a52-7d43-4d2e-9a77-0f0b2a7c9e11',
    title,
    author: 'Ada <Parent>',
    language: 'en',
    modified: new Date('2026-11-29T01:02:03.456Z'),
    cover: await picture('#6a4c93', 'Cover picture'),
    pages: await Promise.all(pageTexts.map(async (text, index) => ({ pageNumber: index + 1, text, picture: index === 2 ? null : await picture('#8ac926', `Page ${index + 1} scene`) }))),
  };
}

describe('writeEpub', () => {
  it('writes a fixed-layout EPUB 3 that epubcheck passes without a warning, even with markup in the title and author and a page without a picture', async () => {
    const epub = await writeEpub(await book(['Mia ran.', 'She said, "Look!"\nPip looked up. '.repeat(6), 'A page not drawn yet.', 'The end of the day.']));
    const report = await epubcheck(epub);
    expect({ errors: report.errors, warnings: report.warnings }, report.output).toEqual({ errors: 0, warnings: 0 });
  }, 60_000);

  it('refuses a page whose words cannot fit at the smallest size rather than hiding them', async () => {
    await expect(writeEpub(await book(['word '.repeat(2000)]))).rejects.toThrow(/Story page 1/);
  });
});
