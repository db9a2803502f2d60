import { printCatalogue, priceQuote } from '@studio/print/catalogue';
import { SUBDIVISION_COUNTRIES } from '@studio/contracts/shipping-address';
import { subdivisionsOf } from '../../infra/print/subdivisions';
import { DEFAULT_PRINT_OPTIONS, type PrintOptions, type ShippingLevel } from '@studio/contracts/print-options';
import type { PricingResponse, PrintCatalogue, Quote } from '@studio/contracts/print-orders';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import type { CurrentPriceList } from './price-list';
import { cachedPriceList } from './price-list';
import { printableBookForQuote, type BookSource, type PrintableBook } from './printable-book';

export interface QuoteInput {
  options: PrintOptions;
  country: string;
  shippingLevel: ShippingLevel;
}

/** The catalogue of options, from the current price list's countries and levels. */
export async function getPrintCatalogue(context: AppContext): Promise<PrintCatalogue> {
  const catalogue = printCatalogue((await cachedPriceList(context)).prices);
  const countries = catalogue.countries.map((country) => (SUBDIVISION_COUNTRIES.includes(country.code) ? { ...country, subdivisions: subdivisionsOf(country.code) } : country));
  return { ...catalogue, countries };
}

/** Prices a book; an impossible combination is 422 with the catalogue's reason. */
export function quoteBook(context: AppContext, book: PrintableBook, input: QuoteInput, list: CurrentPriceList): Quote {
  const result = priceQuote({
    options: book.fixedPaperSize ? { ...input.options, paper_size: book.fixedPaperSize } : input.options,
    pageCount: book.pageCount,
    country: input.country,
    shippingLevel: input.shippingLevel,
    priceList: list.prices,
    priceListVersion: list.version,
    now: context.clock.now(),
  });
  if (!result.ok) throw new AppError('print_option_unavailable', 422, result.reason);
  return result.quote;
}

/** `GET /api/v1/pricing`: the default options, and the quote when a book is named. */
export async function getPricing(context: AppContext, customerId: string, source: BookSource | null, input: QuoteInput): Promise<PricingResponse> {
  if (!source) return { print_options: { ...DEFAULT_PRINT_OPTIONS }, quote: null };
  const [book, list] = await Promise.all([printableBookForQuote(context, customerId, source), cachedPriceList(context)]);
  const quote = quoteBook(context, book, input, list);
  return { print_options: quote.print_options, quote };
}
