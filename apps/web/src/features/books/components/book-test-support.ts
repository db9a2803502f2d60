import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import type { Book, BookImage, EpubExport, PdfExport } from '@studio/contracts/books';
import type { CreditCheck } from '@studio/contracts/billing';
import { accountHandlers } from '../../../test/handlers';
import { server } from '../../../test/msw-server';

/** Fixtures and stubs shared by the /build and /book component tests. */
export function image(pageNumber: number, version = 1, overrides: Partial<BookImage> = {}): BookImage {
  return {
    id: `img-${pageNumber}-${version}`, page_number: pageNumber, version, model: 'builtin', style: 'flat', is_current: true,
    url: `/media/p${pageNumber}v${version}.webp?sig=s`, thumbnail_url: `/media/p${pageNumber}v${version}-t.webp?sig=s`,
    width: 1600, height: 1200, created_at: '2025-03-01T10:00:00.000Z', ...overrides,
  };
}

export function book(overrides: Partial<Book> = {}): Book {
  return {
    story_id: 'story-1', title: 'Mia and the Lost Kite', author: 'Ada Parent', status: 'ready', art_style: 'flat', age_group: '3-5',
    job_id: null, failure_reason: null, cover: image(0), character_photos: [], characters_page_url: null, dedication: null, belongs_to_page: false, pictures_left: null,
    characters: [{ index: 0, name: 'Mia' }, { index: 1, name: 'Pip' }],
    // Pip, the dog, is on pages 2 and 4 only.
    pages: [1, 2, 3, 4].map((n) => ({ page_number: n, text: `Mia looked for her kite on page ${n}.`, image: image(n), versions: 1, characters: n % 2 === 0 ? [0, 1] : [0] })),
    ...overrides,
  };
}

export function creditCheck(overrides: Partial<CreditCheck> = {}): CreditCheck {
  return { model: 'builtin', num_images: 1, cost_per_image: 1, required: 1, available: 7, sufficient: true, ...overrides };
}

export function epubExport(overrides: Partial<EpubExport> = {}): EpubExport {
  return {
    export_id: 'epub-1', story_id: 'story-1', status: 'queued', job_id: 'job-epub', progress: 0, file_name: 'Mia and the Lost Kite.epub',
    size_bytes: null, error: null, download_url: null, created_at: '2025-03-01T10:00:00.000Z', ...overrides,
  };
}

export function pdfExport(overrides: Partial<PdfExport> = {}): PdfExport {
  return {
    export_id: 'exp-1', story_id: 'story-1', status: 'queued', job_id: 'job-pdf', paper_size: 'a4', file_name: 'Mia and the Lost Kite.pdf',
    size_bytes: null, preflight: null, error: null, download_url: null, created_at: '2025-03-01T10:00:00.000Z', ...overrides,
  };
}

/** The shell's own calls, the book, the models and a credit check that prices by what is asked. */
export function bookHandlers(current: Book = book(), balance = 7) {
  server.use(
    ...accountHandlers(),
    http.get('/api/v1/books/story-1', () => HttpResponse.json(current)),
    http.get('/api/v1/books/image-models', () => HttpResponse.json({ provider: 'builtin', standard: 'builtin', high_quality: 'builtin' })),
    http.post('/api/v1/credits/check', async ({ request }) => {
      const { num_images, model } = (await request.json()) as { num_images: number; model: CreditCheck['model'] };
      return HttpResponse.json(creditCheck({ model, num_images, required: num_images, available: balance, sufficient: balance >= num_images }));
    }),
  );
}

/** jsdom has no matchMedia: answer every query as a wide screen or a phone. */
export function screenIs(kind: 'wide' | 'phone') {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: kind === 'wide', media: query, onchange: null,
    addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false,
  }));
}

window.matchMedia ??= ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
