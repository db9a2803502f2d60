import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Book } from '@studio/contracts/books';
import { server } from '../../../test/msw-server';
import { fakeObjectUrls, photoFile, photoPlanHandlers, PRO_SUBSCRIPTION } from '../../../test/photo-plans';
import { renderApp, signInAs } from '../../../test/render-app';
import { book, bookHandlers, epubExport, image, pdfExport, screenIs } from './book-test-support';

function openBook(kind: 'wide' | 'phone' = 'wide', current: Book = book()) {
  screenIs(kind);
  bookHandlers(current);
  signInAs();
  return renderApp('/book/story-1');
}

const visiblePages = () => screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'));

describe('/book/{story_id}: reading', () => {
  it('opens on the cover, then shows facing pages turned by buttons, arrow keys and thumbnails', async () => {
    openBook('wide');
    const cover = await screen.findByRole('article', { name: 'Cover' });
    expect(within(cover).getByRole('img', { name: 'Cover of Mia and the Lost Kite' })).toHaveAttribute('src', '/media/p0v1.webp?sig=s');
    expect(within(cover).getByText('by Ada Parent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(visiblePages()).toEqual(['Page 1', 'Page 2']);
    await userEvent.keyboard('{ArrowRight}');
    expect(visiblePages()).toEqual(['Page 3', 'Page 4']);
    await userEvent.keyboard('{ArrowRight}');
    expect(visiblePages()).toEqual(['The End']);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.keyboard('{ArrowLeft}');
    expect(visiblePages()).toEqual(['Page 3', 'Page 4']);

    await userEvent.click(screen.getByRole('button', { name: 'Go to Page 2' }));
    expect(visiblePages()).toEqual(['Page 1', 'Page 2']);
    expect(screen.getByRole('button', { name: 'Go to Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Order prints' })).toHaveAttribute('href', '/print-order/story-1');
  });

  it('shows one page at a time on a phone and turns it with a swipe', async () => {
    openBook('phone');
    const spread = await screen.findByTestId('book-spread');
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(spread, { touches: [{ clientX: from, clientY: 200 }] });
      fireEvent.touchEnd(spread, { changedTouches: [{ clientX: to, clientY: 205 }] });
    };
    swipe(300, 100);
    expect(visiblePages()).toEqual(['Page 1']);
    swipe(300, 280); // too short to be a swipe
    expect(visiblePages()).toEqual(['Page 1']);
    swipe(100, 300);
    expect(visiblePages()).toEqual(['Cover']);
  });

  it('reads aloud with the browser voice, highlighting the spoken word and turning the page when done', async () => {
    const spoken: Array<SpeechSynthesisUtterance & { text: string }> = [];
    class Utterance {
      rate = 1;
      onboundary: ((event: { charIndex: number; name: string }) => void) | null = null;
      onend: (() => void) | null = null;
      constructor(readonly text: string) {}
    }
    vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
    vi.stubGlobal('speechSynthesis', { speak: (utterance: never) => spoken.push(utterance), cancel: vi.fn() });
    try {
      openBook('wide');
      await userEvent.click(await screen.findByRole('button', { name: 'Read aloud' }));
      expect(spoken.map((utterance) => utterance.text)).toEqual(['Mia and the Lost Kite. By Ada Parent.']);

      act(() => spoken[0]!.onend!({} as never));
      await waitFor(() => expect(visiblePages()).toEqual(['Page 1', 'Page 2']));
      expect(spoken.at(-1)!.text).toBe('Mia looked for her kite on page 1.');
      act(() => spoken.at(-1)!.onboundary!({ charIndex: 4, name: 'word' } as never));
      const page1 = screen.getByRole('article', { name: 'Page 1' });
      expect(page1.querySelector('[data-spoken]')).toHaveTextContent('looked');

      await userEvent.click(screen.getByRole('button', { name: 'Stop reading' }));
      expect(page1.querySelector('[data-spoken]')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('/book/{story_id}: Edit Mode', () => {
  it('edits a page’s text in place and saves it', async () => {
    const patches: unknown[] = [];
    server.use(
      http.patch('/api/v1/stories/story-1/pages/1', async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json({ page_number: 1, text: 'Mia found the kite in a tree.', scene: { setting: 'forest', time_of_day: 'day', characters: ['Mia'], action: 'looking', mood: 'happy' } });
      }),
    );
    openBook('wide');
    await userEvent.click(await screen.findByRole('switch', { name: 'Edit Mode' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    const editor = screen.getByLabelText('Text of page 1');
    await userEvent.clear(editor);
    await userEvent.type(editor, 'Mia found the kite in a tree.');
    await userEvent.click(within(screen.getByRole('article', { name: 'Page 1' })).getByRole('button', { name: 'Save text' }));
    await waitFor(() => expect(patches).toEqual([{ text: 'Mia found the kite in a tree.' }]));

    await userEvent.click(screen.getByRole('switch', { name: 'Edit Mode' }));
    expect(screen.getByRole('article', { name: 'Page 1' })).toHaveTextContent('Mia found the kite in a tree.');
  });

  it('changes the title, the dedication and the "This book belongs to" page in Edit Mode, and shows them before the story', async () => {
    let current = book();
    const patches: unknown[] = [];
    openBook('wide', current);
    server.use(
      http.get('/api/v1/books/story-1', () => HttpResponse.json(current)),
      http.patch('/api/v1/stories/story-1', async ({ request }) => {
        const patch = (await request.json()) as { title?: string; dedication: string; belongs_to_page: boolean };
        patches.push(patch);
        current = { ...current, title: patch.title ?? current.title, dedication: patch.dedication || null, belongs_to_page: patch.belongs_to_page };
        return HttpResponse.json({});
      }),
    );
    await userEvent.click(await screen.findByRole('switch', { name: 'Edit Mode' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Title and dedication' }));
    const dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Mia and the Kite of Many Colours');
    await userEvent.type(within(dialog).getByLabelText('Dedication'), 'For Mia, love Grandma');
    await userEvent.click(within(dialog).getByLabelText('A “This book belongs to” page'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches).toEqual([{ title: 'Mia and the Kite of Many Colours', dedication: 'For Mia, love Grandma', belongs_to_page: true }]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Mia and the Kite of Many Colours' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(visiblePages()).toEqual(['This book belongs to', 'Dedication']);
    expect(screen.getByRole('article', { name: 'Dedication' })).toHaveTextContent('For Mia, love Grandma');
    // One paragraph: a <p> inside a <p> is not HTML a browser keeps (it splits them, and React warns).
    expect(screen.getByRole('article', { name: 'Dedication' }).querySelectorAll('p')).toHaveLength(1);
  });

  it('draws a new picture after showing its cost, and brings back an earlier one', async () => {
    let current = book();
    const drawn: unknown[] = [];
    const restored: unknown[] = [];
    openBook('wide', current);
    server.use(
      http.get('/api/v1/books/story-1', () => HttpResponse.json(current)),
      http.post('/generate-image/story/story-1/page/2', async ({ request }) => {
        drawn.push(await request.json());
        const next = image(2, 2);
        current = { ...current, pages: current.pages.map((page) => (page.page_number === 2 ? { ...page, image: next, versions: 2 } : page)) };
        return HttpResponse.json(next, { status: 201 });
      }),
      http.get('/generate-image/story/story-1/page/2/versions', () => HttpResponse.json({ page_number: 2, items: [image(2, 1, { is_current: false }), image(2, 2)], next_after: null })),
      http.post('/generate-image/story/story-1/page/2/restore', async ({ request }) => {
        restored.push(await request.json());
        return HttpResponse.json(image(2, 1));
      }),
    );
    await userEvent.click(await screen.findByRole('switch', { name: 'Edit Mode' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    const page2 = screen.getByRole('article', { name: 'Page 2' });
    await userEvent.click(within(page2).getByRole('button', { name: 'New picture' }));
    expect(await screen.findByTestId('regenerate-cost')).toHaveTextContent('This costs 1 credit. You have 7.');
    await userEvent.click(screen.getByRole('button', { name: 'Draw a new picture' }));
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Page 2' })).getByRole('img')).toHaveAttribute('src', '/media/p2v2.webp?sig=s'));
    expect(drawn).toEqual([{ use_high_quality_mode: false }]);

    await userEvent.click(within(screen.getByRole('article', { name: 'Page 2' })).getByRole('button', { name: 'Earlier pictures (2)' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use version 1' }));
    await waitFor(() => expect(restored).toEqual([{ version: 1 }]));
  });

  it('lists a page with many pictures a bounded page at a time, and shows more when asked', async () => {
    const many = book();
    many.pages = many.pages.map((page) => (page.page_number === 2 ? { ...page, image: image(2, 3), versions: 3 } : page));
    const asked: string[] = [];
    openBook('wide', many);
    server.use(
      http.get('/generate-image/story/story-1/page/2/versions', ({ request }) => {
        const after = new URL(request.url).searchParams.get('after') ?? '';
        asked.push(after);
        return after === '0'
          ? HttpResponse.json({ page_number: 2, items: [image(2, 1, { is_current: false }), image(2, 2, { is_current: false })], next_after: 2 })
          : HttpResponse.json({ page_number: 2, items: [image(2, 3)], next_after: null });
      }),
    );
    await userEvent.click(await screen.findByRole('switch', { name: 'Edit Mode' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(within(screen.getByRole('article', { name: 'Page 2' })).getByRole('button', { name: 'Earlier pictures (3)' }));
    expect(await screen.findByRole('button', { name: 'Use version 2' })).toBeInTheDocument();
    expect(screen.queryByText('Version 3')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more pictures' }));
    expect(await screen.findByText('Version 3')).toBeInTheDocument();
    expect(screen.getByText('In the book')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more pictures' })).not.toBeInTheDocument();
    expect(asked).toEqual(['0', '2']);
  });

  it('will not draw without enough credits', async () => {
    screenIs('wide');
    bookHandlers(book(), 0);
    signInAs();
    renderApp('/book/story-1');
    await userEvent.click(await screen.findByRole('switch', { name: 'Edit Mode' }));
    await userEvent.click(screen.getByRole('button', { name: 'New picture' }));
    expect(await screen.findByText('Not enough credits: need 1, have 0.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Draw a new picture' })).toBeDisabled();
    // A way out: buy credits or change plan, knowing what a credit buys.
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/pricing#credit-packs');
    expect(within(dialog).getByRole('link', { name: 'Change plan' })).toHaveAttribute('href', '/pricing');
    expect(await within(dialog).findByText(/an 8-page book has 9 pictures \(the cover and one per page\), so it costs 9 credits/)).toBeInTheDocument();
  });
});

describe('/book/{story_id}: PDF export', () => {
  it('makes the PDF, shows the print check and downloads it under the book’s name', async () => {
    let polls = 0;
    const ready = pdfExport({
      status: 'ready', size_bytes: 2_400_000, download_url: '/export-pdf/download/exp-1',
      preflight: { paper_size: 'a5', trim_mm: { width: 148, height: 210 }, bleed_mm: 3, page_count: 12, fonts: ['ABCDEF+Nunito-Medium', 'GHIJKL+Fredoka-SemiBold'], images: [{ page: 1, kind: 'vector', dpi: null }, { page: 4, kind: 'raster', dpi: 312 }], warnings: [] },
    });
    const started: unknown[] = [];
    server.use(
      http.post('/export-pdf/', async ({ request }) => {
        started.push(await request.json());
        return HttpResponse.json(pdfExport(), { status: 202 });
      }),
      http.get('/export-pdf/exp-1', () => HttpResponse.json(polls++ < 1 ? pdfExport({ status: 'rendering' }) : ready)),
      http.get('/export-pdf/download/exp-1', () => new HttpResponse(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { headers: { 'content-type': 'application/pdf' } })),
    );
    const createObjectURL = vi.fn(() => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    try {
      openBook('wide');
      await userEvent.click(await screen.findByRole('button', { name: 'Export PDF' }));
      await userEvent.click(screen.getByLabelText('A5'));
      await userEvent.click(screen.getByRole('button', { name: 'Make the PDF' }));
      expect(started).toEqual([{ story_id: 'story-1', paper_size: 'a5' }]);
      const check = await screen.findByLabelText('Preflight', {}, { timeout: 4000 });
      expect(check).toHaveTextContent('A5 (148 × 210 mm)');
      expect(check).toHaveTextContent('12');
      expect(check).toHaveTextContent('Nunito-Medium, Fredoka-SemiBold (embedded)');
      expect(check).toHaveTextContent('1 vector (sharp at any size), 1 picture at 312 DPI');
      expect(check).toHaveTextContent('Ready for print: no warnings.');
      await userEvent.click(screen.getByRole('button', { name: 'Download Mia and the Lost Kite.pdf' }));
      await waitFor(() => expect(clicked).toEqual(['Mia and the Lost Kite.pdf']));
      expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows why an export failed', async () => {
    server.use(
      http.post('/export-pdf/', () => HttpResponse.json(pdfExport(), { status: 202 })),
      http.get('/export-pdf/exp-1', () => HttpResponse.json(pdfExport({ status: 'failed', error: 'Story page 2: the text does not fit. Shorten that page’s text in Edit Mode.' }))),
    );
    openBook('wide');
    await userEvent.click(await screen.findByRole('button', { name: 'Export PDF' }));
    await userEvent.click(screen.getByRole('button', { name: 'Make the PDF' }));
    expect(await screen.findByText(/Shorten that page’s text in Edit Mode/)).toBeInTheDocument();
  });
});

describe('/book/{story_id}: EPUB export', () => {
  it('makes the e-book beside the PDF, shows its progress and downloads it under the book’s name', async () => {
    const answers = [epubExport({ status: 'rendering', progress: 40 }), epubExport({ status: 'ready', progress: 100, size_bytes: 3_300_000, download_url: '/export-epub/download/epub-1' })];
    let polls = 0;
    const started: unknown[] = [];
    server.use(
      http.post('/export-epub/', async ({ request }) => {
        started.push(await request.json());
        return HttpResponse.json(epubExport(), { status: 202 });
      }),
      http.get('/export-epub/epub-1', () => HttpResponse.json(answers[Math.min(polls++, 1)])),
      http.get('/export-epub/download/epub-1', () => new HttpResponse(new Blob(['PK'], { type: 'application/epub+zip' }), { headers: { 'content-type': 'application/epub+zip' } })),
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:epub'), revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    try {
      openBook('wide');
      await userEvent.click(await screen.findByRole('button', { name: 'Export e-book' }, { timeout: 8000 }));
      await userEvent.click(screen.getByRole('button', { name: 'Make the e-book' }));
      expect(started).toEqual([{ story_id: 'story-1' }]);
      expect(await screen.findByText('Making your e-book… 40%', {}, { timeout: 4000 })).toBeInTheDocument();
      expect(await screen.findByText('Your e-book is ready (3.1 MB).', {}, { timeout: 4000 })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Download Mia and the Lost Kite.epub' }));
      await waitFor(() => expect(clicked).toEqual(['Mia and the Lost Kite.epub']));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows why an e-book failed', async () => {
    server.use(
      http.post('/export-epub/', () => HttpResponse.json(epubExport(), { status: 202 })),
      http.get('/export-epub/epub-1', () => HttpResponse.json(epubExport({ status: 'failed', error: 'Story page 2: the text does not fit even at 16 pt. Shorten that page’s text in Edit Mode.' }))),
    );
    openBook('wide');
    await userEvent.click(await screen.findByRole('button', { name: 'Export e-book' }, { timeout: 8000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Make the e-book' }));
    expect(await screen.findByText(/Story page 2: the text does not fit/)).toBeInTheDocument();
  });
});

describe('/book/{story_id}: characters’ photos in Edit Mode', () => {
  beforeAll(fakeObjectUrls);

  it('changes a character’s photo, shows what drawing their pictures again costs, and starts only those', async () => {
    let current = book({ character_photos: [{ image_id: 'photo-pip-old', character_index: 1, character_name: 'Pip', url: '/media/pip-old.webp' }] });
    const uploads: number[] = [];
    const started: unknown[] = [];
    const { router } = openBook('wide', current);
    server.use(
      ...photoPlanHandlers(PRO_SUBSCRIPTION),
      http.get('/api/v1/books/story-1', () => HttpResponse.json(current)),
      http.post('/api/v1/character-upload/stories/story-1/characters/1/image', async ({ request }) => {
        uploads.push(((await request.formData()).get('file') as File).size);
        current = { ...current, character_photos: [{ image_id: 'photo-pip-new', character_index: 1, character_name: 'Pip', url: '/media/pip-new.webp' }] };
        return HttpResponse.json({ story_id: 'story-1', images: current.character_photos });
      }),
      http.post('/api/v1/books/generate', async ({ request }) => {
        started.push(await request.json());
        return HttpResponse.json({ job_id: 'job-2', story_id: 'story-1', num_images: 3, model: 'builtin' }, { status: 202 });
      }),
      http.get('/jobs/status/job-2', () => HttpResponse.json({ id: 'job-2', kind: 'illustrate-book', status: 'running', progress: 10, message: null, result: null, error: null, created_at: '2025-03-01T10:00:00.000Z', updated_at: '2025-03-01T10:00:00.000Z' })),
    );
    expect(await screen.findByRole('article', { name: 'Cover' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Characters’ photos' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Edit Mode' }));
    await userEvent.click(screen.getByRole('button', { name: 'Characters’ photos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Characters’ photos' });
    expect(await within(dialog).findByRole('img', { name: 'Photo of Pip' })).toHaveAttribute('src', '/media/pip-old.webp');
    expect(within(dialog).getByRole('button', { name: /Add a photo/ })).toBeInTheDocument(); // Mia has none yet

    await userEvent.upload(within(dialog).getByLabelText('Photo of Pip'), photoFile('pip.png', 'image/png'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this photo' }));
    expect(await within(dialog).findByText('Draw the cover and 2 pages with Pip again?')).toBeInTheDocument();
    expect(uploads).toEqual([7]);
    expect(within(dialog).getByRole('img', { name: 'Photo of Pip' })).toHaveAttribute('src', '/media/pip-new.webp');
    expect(await within(dialog).findByTestId('redraw-cost')).toHaveTextContent('3 pictures: 3 credits. You have 7.');
    expect(started).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Draw 3 pictures again' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/build?story_id=story-1'));
    expect(started).toEqual([{ story_id: 'story-1', options: { use_high_quality_mode: false, pages: [0, 2, 4] } }]);
  });

  it('will not start when the credits do not cover the pictures', async () => {
    screenIs('wide');
    bookHandlers(book(), 2);
    server.use(
      ...photoPlanHandlers(PRO_SUBSCRIPTION),
      http.delete('/api/v1/character-upload/stories/story-1/characters/1/image', () => new HttpResponse(null, { status: 204 })),
    );
    signInAs();
    renderApp('/book/story-1');
    await userEvent.click(await screen.findByRole('switch', { name: 'Edit Mode' }));
    await userEvent.click(screen.getByRole('button', { name: 'Characters’ photos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Characters’ photos' });
    const pipPhoto = (await within(dialog).findAllByLabelText('Photo of Pip'))[0]!;
    await userEvent.upload(pipPhoto, photoFile('pip.png', 'image/png'));
    server.use(http.post('/api/v1/character-upload/stories/story-1/characters/1/image', () => HttpResponse.json({ story_id: 'story-1', images: [] })));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this photo' }));
    expect(await within(dialog).findByText('Not enough credits: need 3, have 2.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Draw 3 pictures again' })).toBeDisabled();
  });

  it('shows Free customers the locked control with the way to the plans', async () => {
    openBook('wide');
    server.use(...photoPlanHandlers(null));
    await userEvent.click(await screen.findByRole('switch', { name: 'Edit Mode' }));
    await userEvent.click(screen.getByRole('button', { name: 'Characters’ photos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Characters’ photos' });
    expect(await within(dialog).findByText('Add a photo of Mia')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Photos that guide the pictures come with the Pro and Premium plans.')).toHaveLength(2);
    expect(within(dialog).getAllByRole('link', { name: 'See plans' })[0]).toHaveAttribute('href', '/pricing');
    expect(within(dialog).queryByLabelText('Photo of Mia')).not.toBeInTheDocument();
  });
});
