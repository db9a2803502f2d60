export type { Art, ArtRenderedForPrint, BookForPrint, Preflight, PreflightImage, RasterArt, RenderBookOptions, RenderCoverSpreadOptions, StoryPageForPrint, VisiblePart } from './book';
export { interiorPageCount, type BookOutline } from './layout-book';
export { DEFAULT_PAPER_SIZE, PAPER_SIZES, PAPER_SIZE_IDS, isPaperSizeId, trimSizeMm, type PaperSizeId } from './paper-sizes';
export { BLEED_MM, SAFE_MARGIN_MM, pageGeometry, type PageGeometry } from './page-geometry';
export { MIN_PRINT_DPI } from './art-placement';
export { TextDoesNotFitError, fitText, type FittedText, type MeasureTextHeight, type TextFitRequest } from './text-fit';
export { renderBookPdf, renderCoverSpreadPdf, streamBookPdf, streamCoverSpreadPdf } from './render-book-pdf';
export { ScreenTextFitter, bookFontFile, type FittedScreenText, type ScreenTextBox } from './screen-text';
export type { FontRole } from './fonts';
