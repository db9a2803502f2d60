export { PAGE_RULES, fitPages, paddingNotice, type PageFit } from './page-rules';
export { PAPER_PAGES_PER_INCH, podPackageId } from './product-code';
export { CASEWRAP_SPINE_TABLE, CASEWRAP_WRAP_IN, MIN_SPINE_TEXT_IN, PRINT_BLEED_IN, coverSheetLayout, coverSpread, spineWidthIn, trimSizeIn, type CoverSpread } from './cover-spread';
export { priceQuote, type QuoteRequest, type QuoteResult } from './price-quote';
export { addWorkingDays } from './working-days';
export { printCatalogue } from './print-catalogue';
