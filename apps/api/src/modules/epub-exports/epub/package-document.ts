import escapeHtml from 'escape-html';
import type { EpubBook } from './epub-book';
import { isStoryPage, type PageDocument } from './page-markup';
import { FONT_FILES_IN_BOOK } from './style-sheet';

export const CONTAINER_XML = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles>
<rootfile full-path="OEBPS/package.opf" media-type="application/oebps-package+xml"/>
</rootfiles>
</container>
`;

const ACCESSIBILITY_SUMMARY =
  'A fixed-layout picture book. Every page has real, selectable text that screen readers and read-aloud can read, in reading order; every picture has a text alternative describing its scene. Navigation by a table of contents.';

/** EPUB 3's required modification date: CCYY-MM-DDThh:mm:ssZ, without milliseconds. */
const modifiedDate = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/** The left and right pages as the viewer pairs them: the cover alone on the right, then facing pages. */
const spreadSide = (index: number) => (index % 2 === 0 ? 'page-spread-right' : 'page-spread-left');

export interface PictureFile {
  href: string;
  isCover: boolean;
}

/**
 * The package document: metadata (title, language, author, modification date, fixed layout and the
 * schema.org accessibility properties), every file of the book, and the reading order.
 */
export function packageDocument(book: EpubBook, pages: PageDocument[], pictures: PictureFile[]): string {
  const author = book.author
    ? `\n<dc:creator id="author">${escapeHtml(book.author)}</dc:creator>\n<meta refines="#author" property="role" scheme="marc:relators">aut</meta>`
    : '';
  const accessibility = [
    ['schema:accessMode', 'textual'],
    ['schema:accessMode', 'visual'],
    ['schema:accessModeSufficient', 'textual,visual'],
    ['schema:accessModeSufficient', 'textual'],
    ['schema:accessibilityFeature', 'alternativeText'],
    ['schema:accessibilityFeature', 'readingOrder'],
    ['schema:accessibilityFeature', 'structuralNavigation'],
    ['schema:accessibilityFeature', 'tableOfContents'],
    ['schema:accessibilityHazard', 'none'],
    ['schema:accessibilitySummary', ACCESSIBILITY_SUMMARY],
  ]
    .map(([property, value]) => `<meta property="${property}">${escapeHtml(value)}</meta>`)
    .join('\n');
  const items = [
    '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>',
    '<item id="style" href="style.css" media-type="text/css"/>',
    `<item id="font-body" href="${FONT_FILES_IN_BOOK.body}" media-type="font/ttf"/>`,
    `<item id="font-display" href="${FONT_FILES_IN_BOOK.display}" media-type="font/ttf"/>`,
    ...pictures.map((picture) => `<item id="image-${itemId(picture.href)}" href="${picture.href}" media-type="image/jpeg"${picture.isCover ? ' properties="cover-image"' : ''}/>`),
    ...pages.map((page) => `<item id="${itemId(page.href)}" href="${page.href}" media-type="application/xhtml+xml"/>`),
  ].join('\n');
  const spine = pages.map((page, index) => `<itemref idref="${itemId(page.href)}" properties="${spreadSide(index)}"/>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${book.language}">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="book-id">urn:uuid:${book.id}</dc:identifier>
<dc:title>${escapeHtml(book.title)}</dc:title>
<dc:language>${book.language}</dc:language>${author}
<meta property="dcterms:modified">${modifiedDate(book.modified)}</meta>
<meta property="rendition:layout">pre-paginated</meta>
<meta property="rendition:orientation">auto</meta>
<meta property="rendition:spread">landscape</meta>
${accessibility}
</metadata>
<manifest>
${items}
</manifest>
<spine>
${spine}
</spine>
</package>
`;
}

/** The table of contents (every page, in reading order) and the landmarks. */
export function navigationDocument(book: EpubBook, pages: PageDocument[]): string {
  const entries = pages.map((page) => `<li><a href="${page.href}">${escapeHtml(page.label)}</a></li>`).join('\n');
  const firstStoryPage = pages.find(isStoryPage) ?? pages[0]!;
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${book.language}" lang="${book.language}">
<head>
<meta charset="utf-8"/>
<title>${escapeHtml(book.title)}: contents</title>
</head>
<body>
<nav epub:type="toc" id="toc">
<h1>Contents</h1>
<ol>
${entries}
</ol>
</nav>
<nav epub:type="landmarks" hidden="hidden">
<h2>Landmarks</h2>
<ol>
<li><a epub:type="cover" href="${pages[0]!.href}">Cover</a></li>
<li><a epub:type="bodymatter" href="${firstStoryPage.href}">The story</a></li>
</ol>
</nav>
</body>
</html>
`;
}

const itemId = (href: string) => href.replace(/^.*\//, '').replace(/\.[a-z]+$/, '').replace(/[^A-Za-z0-9-]/g, '-').replace(/^(\d)/, 'p$1');
