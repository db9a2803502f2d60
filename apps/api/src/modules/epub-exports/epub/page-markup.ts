import escapeHtml from 'escape-html';
import { BELONGS_TO, ScreenTextFitter, TextDoesNotFitError } from '@studio/print';
import { PAGE_HEIGHT, PAGE_WIDTH, type EpubBook, type EpubPage } from './epub-book';

/** The page layout in CSS pixels; style.css draws the same boxes. */
export const LAYOUT = {
  pictureHeight: 576,
  words: { left: 56, top: 608, width: 656, height: 352 },
  titleBox: { width: 600, height: 260 },
  /** The middle of the page, as the PDF's dedication page uses it. */
  dedication: { left: 96, top: 307, width: 576, height: 410 },
} as const;

const STORY_TEXT = { maxSize: 34, minSize: 16, lineGapRatio: 0.35 } as const;
const TITLE_TEXT = { maxSize: 68, minSize: 30, lineGapRatio: 0.05 } as const;

export interface PageDocument {
  /** File name inside the package folder. */
  href: string;
  /** Table-of-contents label. */
  label: string;
  xhtml: string;
}

function document(title: string, language: string, body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="${language}" lang="${language}">
<head>
<meta charset="utf-8"/>
<title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=${PAGE_WIDTH}, height=${PAGE_HEIGHT}"/>
<link rel="stylesheet" type="text/css" href="style.css"/>
</head>
<body>
${body}
</body>
</html>
`;
}

const paragraphs = (text: string) =>
  text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);

const textStyle = (fitted: { fontSize: number; lineHeight: number }) => `font-size: ${fitted.fontSize}px; line-height: ${fitted.lineHeight.toFixed(2)}px`;

/**
 * The pages of the e-book in reading order, as the viewer shows them: the cover (picture, title, author),
 * "This book belongs to" and the dedication when the parent asked for them, each story page (picture
 * over its words, real text in the font the PDF embeds), and "The End".
 */
export function pageDocuments(book: EpubBook, fitter = new ScreenTextFitter()): PageDocument[] {
  return [
    coverDocument(book, fitter),
    ...(book.belongsToPage ? [belongsToDocument(book)] : []),
    ...(book.dedication ? [dedicationDocument(book, book.dedication, fitter)] : []),
    ...book.pages.map((page) => storyPageDocument(book, page, fitter)),
    endDocument(book),
  ];
}

/** Whether a page document is one of the story's pages (the body matter), not the cover or a page before it. */
export const isStoryPage = (page: PageDocument) => page.href.startsWith('page-');

function coverDocument(book: EpubBook, fitter: ScreenTextFitter): PageDocument {
  const title = fitter.fit('display', book.title, { ...LAYOUT.titleBox, ...TITLE_TEXT });
  if (!title) throw new TextDoesNotFitError('The cover', book.title.length, TITLE_TEXT.minSize);
  const author = book.author ? `\n<p class="author">by ${escapeHtml(book.author)}</p>` : '';
  const body = `<section class="page cover" aria-label="Cover">
<img class="cover-art" src="images/cover.jpg" alt="${escapeHtml(book.cover.alt)}"/>
<div class="title-box">
<h1 style="${textStyle(title)}">${escapeHtml(book.title)}</h1>${author}
</div>
</section>`;
  return { href: 'cover.xhtml', label: 'Cover', xhtml: document(book.title, book.language, body) };
}

function storyPageDocument(book: EpubBook, page: EpubPage, fitter: ScreenTextFitter): PageDocument {
  const lines = paragraphs(page.text);
  const fitted = fitter.fit('body', lines.join('\n'), { width: LAYOUT.words.width, height: LAYOUT.words.height, ...STORY_TEXT });
  if (!fitted) throw new TextDoesNotFitError(`Story page ${page.pageNumber}`, page.text.length, STORY_TEXT.minSize);
  const picture = page.picture
    ? `<img class="picture" src="images/page-${page.pageNumber}.jpg" alt="${escapeHtml(page.picture.alt)}"/>`
    : '<div class="picture no-picture"></div>';
  const body = `<section class="page" aria-label="Page ${page.pageNumber}">
${picture}
<div class="words" style="${textStyle(fitted)}">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
</div>
<p class="folio">${page.pageNumber}</p>
</section>`;
  return { href: `page-${page.pageNumber}.xhtml`, label: `Page ${page.pageNumber}`, xhtml: document(`${book.title}, page ${page.pageNumber}`, book.language, body) };
}

function belongsToDocument(book: EpubBook): PageDocument {
  const body = `<section class="page belongs-to" aria-label="${BELONGS_TO}">
<h2>${BELONGS_TO}</h2>
<div class="name-line"></div>
</section>`;
  return { href: 'belongs-to.xhtml', label: BELONGS_TO, xhtml: document(`${book.title}: ${BELONGS_TO}`, book.language, body) };
}

function dedicationDocument(book: EpubBook, dedication: string, fitter: ScreenTextFitter): PageDocument {
  const lines = paragraphs(dedication);
  const fitted = fitter.fit('body', lines.join('\n'), { width: LAYOUT.dedication.width, height: LAYOUT.dedication.height, ...STORY_TEXT });
  if (!fitted) throw new TextDoesNotFitError('Dedication', dedication.length, STORY_TEXT.minSize);
  const body = `<section class="page dedication" aria-label="Dedication">
<div class="dedication-words" style="${textStyle(fitted)}">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
</div>
</section>`;
  return { href: 'dedication.xhtml', label: 'Dedication', xhtml: document(`${book.title}: Dedication`, book.language, body) };
}

function endDocument(book: EpubBook): PageDocument {
  const body = `<section class="page end" aria-label="The End">
<p class="the-end">The End</p>
</section>`;
  return { href: 'end.xhtml', label: 'The End', xhtml: document(`${book.title}: The End`, book.language, body) };
}
