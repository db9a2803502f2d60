import { describe, expect, it } from 'vitest';
import { interiorPageCount } from '../src/layout-book';
import { renderBookPdf } from '../src/render-book-pdf';
import { sampleBook } from './fixtures/books';
import { pdfPageCount, pdfPageText, writeTempPdf } from './pdf-tools';

/** Issue 33: "This book belongs to" and the dedication, inside the interior before page 1, counted like every page. */
describe('the pages before the story', () => {
  it('puts "This book belongs to" and the dedication after the title page, before the story, in the page count', { timeout: 60_000 }, async () => {
    const book = sampleBook(3, { dedication: 'For Mia, love Grandma', belongsToPage: true });
    const interior = await renderBookPdf(book, { part: 'interior' });
    const file = writeTempPdf(interior.pdf);
    const counted = interiorPageCount({ storyPages: 3, extraPages: 0, hasDedication: true, hasBelongsToPage: true });
    expect(counted).toBe(7);
    // Title, belongs to, dedication, 3 story pages, The End: 7, padded to an even 8.
    expect(pdfPageCount(file)).toBe(8);
    expect(pdfPageText(file, 1).replace(/\s+/g, ' ')).toContain('Maya and the Moon Fox');
    expect(pdfPageText(file, 2)).toContain('This book belongs to');
    expect(pdfPageText(file, 3)).toContain('For Mia, love Grandma');
    expect(pdfPageText(file, 4)).toContain(book.pages[0]!.text.split(' ').slice(0, 3).join(' '));

    const without = await renderBookPdf(sampleBook(3, { dedication: undefined }), { part: 'interior' });
    const plain = writeTempPdf(without.pdf);
    expect(interiorPageCount({ storyPages: 3, extraPages: 0, hasDedication: false })).toBe(5);
    expect(pdfPageCount(plain)).toBe(6);
    expect(pdfPageText(plain, 2)).not.toContain('This book belongs to');
  });
});
