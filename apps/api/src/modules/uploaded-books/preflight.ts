import { BINDINGS, PRINT_OPTION_LABELS, PRINT_PAPER_SIZES, type Binding, type PrintPaperSize } from '@studio/contracts/print-options';
import { GOOD_IMAGE_PPI, MIN_IMAGE_PPI, type CheckLevel, type PreflightCheck, type UploadedBookAnalysis, type UploadedPage } from '@studio/contracts/uploaded-books';
import { fitPages, paddingNotice, trimSizeIn } from '@studio/print/catalogue';
import type { PdfBox, PdfFacts } from '../../infra/pdf/pdf-facts';

const MM_PER_PT = 25.4 / 72;
/** Sizes within half a millimetre are the same size (exporters round to the point); a page 1 mm short is not. */
const SIZE_TOLERANCE_MM = 0.5;
/** Printers ask for 3 mm of bleed (Lulu 0.125 in, 3.2 mm); 2.5 mm is taken as meant. */
const MIN_BLEED_MM = 2.5;
/** A picture this close to the trim (or past it) reaches the edge: it needs bleed. */
const EDGE_MM = 1;

const BINDING_NOUNS: Record<Binding, string> = { perfect: 'paperback', saddle_stitch: 'stapled booklet', hardcover: 'hardcover', coil: 'coil-bound book' };

const LEVEL_RANK: Record<CheckLevel, number> = { pass: 0, warning: 1, failure: 2 };

const round1 = (value: number) => Math.round(value * 10) / 10;
const pagesText = (pages: number[]) => (pages.length === 1 ? `Page ${pages[0]}` : `Pages ${listPages(pages)}`);

function listPages(pages: number[]): string {
  return pages.length > 8 ? `${pages.slice(0, 8).join(', ')} and ${pages.length - 8} more` : pages.join(', ');
}

const CATALOGUE_MM = Object.fromEntries(
  PRINT_PAPER_SIZES.map((size) => {
    const { width, height } = trimSizeIn(size);
    return [size, { width: width * 25.4, height: height * 25.4 }];
  }),
) as Record<PrintPaperSize, { width: number; height: number }>;

type Size = { width: number; height: number };

/** The size we print closest to `size` within the tolerance, with how far off it is. */
function matchSize(size: Size): { id: PrintPaperSize; offMm: number } | null {
  const candidates = PRINT_PAPER_SIZES.map((id) => ({ id, offMm: Math.max(Math.abs(CATALOGUE_MM[id].width - size.width), Math.abs(CATALOGUE_MM[id].height - size.height)) }));
  const best = candidates.filter((candidate) => candidate.offMm <= SIZE_TOLERANCE_MM).sort((a, b) => a.offMm - b.offMm)[0];
  return best ?? null;
}

/** Poppler's rule: a box is clipped to the one it lives in. */
function clip(box: PdfBox, within: PdfBox): PdfBox {
  return [Math.max(box[0], within[0]), Math.max(box[1], within[1]), Math.min(box[2], within[2]), Math.min(box[3], within[3])];
}
const inset = (box: PdfBox, pt: number): PdfBox => [box[0] + pt, box[1] + pt, box[2] - pt, box[3] - pt];

type JudgedPage = UploadedPage & { match: PrintPaperSize | null; trimBox: PdfBox };

/**
 * A page as a print shop (and poppler) reads it: the CropBox is the visible page (the MediaBox when it
 * has none), the TrimBox the finished page (the CropBox when it has none), each clipped to the one
 * around it; sizes are as shown, turned by /Rotate. A page without a TrimBox that is a printable size
 * plus 3 mm (or 0.125 in) of bleed on every side is taken as exported with bleed: the closest reading wins.
 */
function pageOf(facts: PdfFacts['pages'][number]): JudgedPage {
  const turned = facts.rotate === 90 || facts.rotate === 270;
  const shown = (box: PdfBox): Size => {
    const width = (box[2] - box[0]) * MM_PER_PT;
    const height = (box[3] - box[1]) * MM_PER_PT;
    return turned ? { width: height, height: width } : { width, height };
  };
  const rounded = (size: Size): Size => ({ width: round1(size.width), height: round1(size.height) });
  const crop = clip(facts.cropBox ?? facts.mediaBox, facts.mediaBox);
  const media_mm = rounded(shown(facts.mediaBox));
  if (facts.trimBox) {
    const trimBox = clip(facts.trimBox, crop);
    const outer = facts.bleedBox ? clip(facts.bleedBox, crop) : crop;
    const bleed = Math.min(trimBox[0] - outer[0], trimBox[1] - outer[1], outer[2] - trimBox[2], outer[3] - trimBox[3]) * MM_PER_PT;
    const trim = shown(trimBox);
    return { page: facts.page, media_mm, trim_mm: rounded(trim), bleed_mm: round1(Math.max(0, bleed)), match: matchSize(trim)?.id ?? null, trimBox };
  }
  const readings = [0, 3, 3.175].map((bleedMm) => {
    const trimBox = inset(crop, bleedMm / MM_PER_PT);
    const trim = shown(trimBox);
    return { bleedMm, trimBox, trim, match: matchSize(trim) };
  });
  const best = readings.filter((reading) => reading.match).sort((a, b) => a.match!.offMm - b.match!.offMm)[0] ?? readings[0]!;
  return { page: facts.page, media_mm, trim_mm: rounded(best.trim), bleed_mm: round1(best.bleedMm), match: best.match?.id ?? null, trimBox: best.trimBox };
}

/** Whether a picture on the page reaches the trim's edge (or past it): only such a page needs bleed. */
function reachesEdge(page: JudgedPage, images: PdfFacts['images']): boolean {
  const edge = EDGE_MM / MM_PER_PT;
  const [x0, y0, x1, y1] = page.trimBox;
  return images.some((image) => image.page === page.page && (image.box[0] <= x0 + edge || image.box[1] <= y0 + edge || image.box[2] >= x1 - edge || image.box[3] >= y1 - edge));
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;

/** A print shop's preflight of an uploaded PDF: each check passes, warns or fails, in plain words. */
export function preflight(facts: PdfFacts, sizeBytes: number): UploadedBookAnalysis {
  const pages = facts.pages.map(pageOf);
  const first = pages[0]!;
  const checks: PreflightCheck[] = [];
  const add = (id: string, level: CheckLevel, title: string, message: string, pageNumbers: number[] = []) => checks.push({ id, level, title, message, pages: pageNumbers });

  add('pages', 'pass', 'Pages', `${facts.pageCount} ${facts.pageCount === 1 ? 'page' : 'pages'}, ${megabytes(sizeBytes)}.`);

  const sizeText = `${first.trim_mm.width} × ${first.trim_mm.height} mm`;
  if (first.match) add('size', 'pass', 'Page size', `${sizeText}: prints as ${PRINT_OPTION_LABELS.paper_size[first.match]}.`);
  else add('size', 'failure', 'Page size', `The pages are ${sizeText}, which we cannot print. Export the book at A4, A5, US Letter (8.5 × 11 in) or Square (8.5 × 8.5 in).`, [1]);

  const different = pages.filter((page) => Math.abs(page.trim_mm.width - first.trim_mm.width) > SIZE_TOLERANCE_MM || Math.abs(page.trim_mm.height - first.trim_mm.height) > SIZE_TOLERANCE_MM).map((page) => page.page);
  if (different.length > 0) add('mixed-sizes', 'failure', 'Same size throughout', `${pagesText(different)} ${different.length === 1 ? 'is' : 'are'} a different size from page 1 (${sizeText}). Every page of a printed book has the same size.`, different);

  const hasBleed = pages.every((page) => page.bleed_mm >= MIN_BLEED_MM);
  // A page without bleed only matters when a picture on it reaches the edge: text-only pages need none.
  const noBleed = pages.filter((page) => page.bleed_mm < MIN_BLEED_MM && reachesEdge(page, facts.images)).map((page) => page.page);
  if (hasBleed) add('bleed', 'pass', 'Bleed', 'Every page has at least 3 mm of bleed.');
  else if (noBleed.length === 0) add('bleed', 'pass', 'Bleed', 'No picture reaches the edge of a page, so the pages need no bleed.');
  else add('bleed', 'warning', 'Bleed', `${noBleed.length === pages.length ? 'The pages have' : `${pagesText(noBleed)} ${noBleed.length === 1 ? 'has' : 'have'}`} no bleed, and a picture reaches the edge: it may show a thin white line after trimming. Export again with 3 mm bleed.`, noBleed.length === pages.length ? [] : noBleed);

  const missing = facts.fonts.filter((font) => !font.embedded);
  if (missing.length === 0) add('fonts', 'pass', 'Fonts', facts.fonts.length > 0 ? 'Every font is embedded.' : 'The book has no text set in fonts.');
  for (const font of missing) add(`font-${font.name}`, 'failure', 'Fonts', `The font “${font.name}” is not embedded (${pagesText(font.pages).toLowerCase()}), so the printer would replace it. Export the PDF again with “embed all fonts” turned on.`, font.pages);

  checks.push(...imageChecks(facts.images));

  const colour = facts.colours.length === 0 ? 'none' : facts.colours.length > 1 ? 'mixed' : facts.colours[0]!;
  if (facts.colours.includes('rgb')) add('colour', 'pass', 'Colour', 'The pictures are in RGB, as most programs make them; the printer converts them to print colours (CMYK), so very bright colours may print a little softer.');
  else if (colour === 'cmyk') add('colour', 'pass', 'Colour', 'The pictures are already in print colours (CMYK).');

  const actions = [facts.actions.javascript && 'JavaScript', facts.actions.openAction && 'an action that runs when the file is opened'].filter(Boolean);
  if (actions.length > 0) add('actions', 'warning', 'Scripts and actions', `The file contains ${actions.join(' and ')}. Printing ignores ${actions.length === 1 ? 'it' : 'them'} and we never run ${actions.length === 1 ? 'it' : 'them'}, but a file made by your own program should not need ${actions.length === 1 ? 'it' : 'them'}: if you did not expect this, export the PDF again.`);

  const bindings = BINDINGS.map((binding) => {
    const fit = fitPages(binding, facts.pageCount);
    return fit.ok ? { binding, ok: true, printed_pages: fit.printedPages, reason: paddingNotice(binding, fit.paddedPages) } : { binding, ok: false, printed_pages: null, reason: fit.reason };
  });
  const possible = bindings.filter((binding) => binding.ok).map((binding) => `a ${BINDING_NOUNS[binding.binding]}`);
  if (possible.length > 0) add('bindings', 'pass', 'Binding', `It can be printed as ${possible.length === 1 ? possible[0] : `${possible.slice(0, -1).join(', ')} or ${possible.at(-1)}`}.`);
  else add('bindings', 'failure', 'Binding', `No binding takes ${facts.pageCount} pages: ${bindings[0]!.reason}`);

  return {
    page_count: facts.pageCount,
    paper_size: different.length === 0 ? first.match : null,
    trim_mm: first.trim_mm,
    has_bleed: hasBleed,
    colour,
    bindings,
    checks,
    pages: pages.map(({ match: _match, trimBox: _trimBox, ...page }) => page),
  };
}

function imageChecks(images: PdfFacts['images']): PreflightCheck[] {
  const worstByPage = new Map<number, number>();
  for (const image of images) worstByPage.set(image.page, Math.min(worstByPage.get(image.page) ?? Infinity, image.ppi));
  const below = (limit: number, above = 0) => [...worstByPage].filter(([, ppi]) => ppi < limit && ppi >= above).sort(([a], [b]) => a - b);
  const blurry = below(MIN_IMAGE_PPI);
  const soft = below(GOOD_IMAGE_PPI, MIN_IMAGE_PPI);
  const checks: PreflightCheck[] = [];
  const described = (found: Array<[number, number]>, verdict: string) =>
    found.length === 1 ? `Page ${found[0]![0]}: the photo will print at ${found[0]![1]} ppi and ${verdict}.` : `${pagesText(found.map(([page]) => page))}: pictures will print at as little as ${Math.min(...found.map(([, ppi]) => ppi))} ppi and ${verdict}.`;
  if (blurry.length > 0) checks.push({ id: 'images-blurry', level: 'failure', title: 'Picture sharpness', message: `${described(blurry, 'look blurry')} Use pictures of at least ${GOOD_IMAGE_PPI} ppi at their printed size.`, pages: blurry.map(([page]) => page) });
  if (soft.length > 0) checks.push({ id: 'images-soft', level: 'warning', title: 'Picture sharpness', message: `${described(soft, 'may look a little soft')} ${GOOD_IMAGE_PPI} ppi prints sharp.`, pages: soft.map(([page]) => page) });
  if (blurry.length === 0 && soft.length === 0) checks.push({ id: 'images', level: 'pass', title: 'Picture sharpness', message: images.length > 0 ? `Every picture prints at ${GOOD_IMAGE_PPI} ppi or more.` : 'The book has no pictures to check.', pages: [] });
  return checks;
}

/** The worst of the checks: a failure means the book cannot be ordered until the file is fixed. */
export function worstLevel(checks: PreflightCheck[]): CheckLevel {
  return checks.reduce<CheckLevel>((worst, check) => (LEVEL_RANK[check.level] > LEVEL_RANK[worst] ? check.level : worst), 'pass');
}
