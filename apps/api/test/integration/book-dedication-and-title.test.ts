import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Book, PdfExport } from '@studio/contracts/books';
import type { Story } from '@studio/contracts/stories-api';
import { pdfPageCount, pdfPageText, writeTempPdf } from '../../../../packages/print/test/pdf-tools';
import { bearer, signUp } from '../support/accounts';
import { switchToPlan } from '../support/billing';
import { completeStory, getBook, illustrate } from '../support/books';
import { apiAs } from '../support/client';
import { waitForJob } from '../support/stories';
import { startTestProduct, type TestProduct } from '../support/test-product';

/** Issue 33: a dedication, a "This book belongs to" page and a title of the parent's own, after the book is finished. */
let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product?.stop());

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('dedication, "This book belongs to" and a new title', () => {
  it('set on the details, changed in Edit Mode on a finished book, shown in the book and printed in the PDF before page 1', { timeout: 120_000 }, async () => {
    const auth = await signUp(product, { full_name: 'Rose Parent' });
    await switchToPlan(product, auth, 'free');
    const api = apiAs(product, auth);
    const storyId = await completeStory(product, auth, { dedication: 'For Mia, love Grandma' } as never);
    expect(((await api.get(`/api/v1/stories/${storyId}`)).json() as Story).inputs.dedication).toBe('For Mia, love Grandma');
    expect((await illustrate(product, auth, storyId)).status).toBe('succeeded');
    const before = (await api.get(`/api/v1/stories/${storyId}`)).json() as Story;

    // Edit Mode: the story is finished, yet the title and the pages before the story still change, and nothing else does.
    const changed = await api.patch(`/api/v1/stories/${storyId}`, { title: 'Mia and the Kite of Many Colours', dedication: 'For Mia, with love from Grandma Rose', belongs_to_page: true });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = changed.json() as Story;
    expect(after).toMatchObject({ title: 'Mia and the Kite of Many Colours', status: before.status, idea: before.idea, pages: before.pages });
    expect(after.inputs).toEqual({ ...before.inputs, dedication: 'For Mia, with love from Grandma Rose', belongs_to_page: true });

    const book: Book = await getBook(product, auth, storyId);
    expect(book).toMatchObject({ title: 'Mia and the Kite of Many Colours', dedication: 'For Mia, with love from Grandma Rose', belongs_to_page: true });

    // The same child-safety rules as every text; a dedication is at most 200 characters.
    const unsafe = await api.patch(`/api/v1/stories/${storyId}`, { dedication: 'A bloody tale for Mia' });
    expect(unsafe.statusCode).toBe(422);
    expect(unsafe.json()).toMatchObject({ code: 'unsafe_violence', errors: [{ field: 'dedication' }] });
    expect((await api.patch(`/api/v1/stories/${storyId}`, { dedication: 'x'.repeat(201) })).statusCode).toBe(422);

    const started = await api.post('/export-pdf/', { story_id: storyId });
    expect(started.statusCode, started.body).toBe(202);
    const { job_id, export_id } = started.json() as PdfExport;
    await waitForJob(product, auth, job_id!, 60_000);
    const file = writeTempPdf((await product.app.inject({ method: 'GET', url: `/export-pdf/download/${export_id}`, headers: bearer(auth) })).rawPayload);
    // Cover, title page, "This book belongs to", the dedication, then page 1.
    expect(flat(pdfPageText(file, 1))).toContain('Mia and the Kite of Many Colours');
    expect(flat(pdfPageText(file, 2))).toContain('Mia and the Kite of Many Colours');
    expect(pdfPageText(file, 3)).toContain('This book belongs to');
    expect(flat(pdfPageText(file, 4))).toContain('For Mia, with love from Grandma Rose');
    expect(flat(pdfPageText(file, 5))).toContain(flat(before.pages[0]!.text).slice(0, 30));
    const pages = pdfPageCount(file);

    // Taking them away again takes their pages out.
    expect((await api.patch(`/api/v1/stories/${storyId}`, { dedication: '', belongs_to_page: false })).statusCode).toBe(200);
    expect(await getBook(product, auth, storyId)).toMatchObject({ dedication: null, belongs_to_page: false });
    const again = (await api.post('/export-pdf/', { story_id: storyId })).json() as PdfExport;
    await waitForJob(product, auth, again.job_id!, 60_000);
    const plain = writeTempPdf((await product.app.inject({ method: 'GET', url: `/export-pdf/download/${again.export_id}`, headers: bearer(auth) })).rawPayload);
    expect(pdfPageText(plain, 3)).not.toContain('This book belongs to');
    expect(pdfPageCount(plain)).toBe(pages - 2);
  });
});
