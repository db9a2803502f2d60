import { SHIPPING_LEVEL_LABELS, type PrintOptions, type ShippingLevel } from '@studio/contracts/print-options';
import type { LineItem, Quote } from '@studio/contracts/print-orders';
import { MAX_PAYMENT_CENTS, type PriceList } from '@studio/contracts/print-prices';
import { countryName } from '@studio/contracts/shipping-address';
import { coverSpread, inToMm } from './cover-spread';
import { fitPages, paddingNotice } from './page-rules';
import { podPackageId } from './product-code';
import { addWorkingDays } from './working-days';

export interface QuoteRequest {
  options: PrintOptions;
  /** Pages of the book as made (its interior), before padding. */
  pageCount: number;
  country: string;
  shippingLevel: ShippingLevel;
  priceList: PriceList;
  priceListVersion: number;
  now: Date;
}

export type QuoteResult = { ok: true; quote: Quote } | { ok: false; reason: string };

/** Half away from zero, on integers: `numerator / denominator` rounded to a whole minor unit. */
function divideRounded(numerator: number, denominator: number): number {
  return Math.sign(numerator) * Math.floor((Math.abs(numerator) * 2 + denominator) / (denominator * 2));
}

/** The price of one copy: binding base + pages, scaled to the paper size. */
function copyPrice(list: PriceList, options: PrintOptions, printedPages: number): number {
  const perPage = list.page_cents[options.color_mode][options.quality] + (options.paper_type === 'premium' ? list.premium_paper_page_cents : 0);
  const a4Price = list.binding_base_cents[options.binding] + perPage * printedPages + (options.cover_finish === 'gloss' ? list.gloss_cover_cents : 0);
  return divideRounded(a4Price * list.paper_size_percent[options.paper_size], 100);
}

/** Marginal volume tiers: copy n is discounted by the tier it falls in, so one more copy always costs more. */
function volumeDiscount(list: PriceList, unitPrice: number, quantity: number): number {
  const tiers = [...list.volume_tiers].sort((a, b) => a.from_copy - b.from_copy);
  let discount = 0;
  for (const [index, tier] of tiers.entries()) {
    const last = Math.min(quantity, (tiers[index + 1]?.from_copy ?? Infinity) - 1);
    const copies = last - tier.from_copy + 1;
    if (copies > 0) discount += divideRounded(unitPrice * copies * tier.discount_percent, 100);
  }
  return discount;
}

const tooLarge: QuoteResult = { ok: false, reason: 'This order comes to more than one payment can take; order fewer copies' };

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * Prices a book for print: every amount an integer in the list's minor units, every step a line item,
 * the total their sum. Refuses with a reason a customer can act on when the combination cannot be made
 * or shipped.
 */
export function priceQuote(request: QuoteRequest): QuoteResult {
  const { options, priceList: list } = request;
  const pages = fitPages(options.binding, request.pageCount);
  if (!pages.ok) return pages;
  const zone = list.countries[request.country];
  if (!zone) return { ok: false, reason: `We do not ship printed books to ${countryName(request.country)} yet` };
  const rate = list.shipping[zone][request.shippingLevel];
  if (!rate) {
    const offered = Object.keys(list.shipping[zone]).map((level) => SHIPPING_LEVEL_LABELS[level as ShippingLevel].toLowerCase());
    return { ok: false, reason: `${SHIPPING_LEVEL_LABELS[request.shippingLevel]} is not offered to ${countryName(request.country)}; choose ${offered.join(' or ')}` };
  }

  const unitPrice = copyPrice(list, options, pages.printedPages);
  const paddingPerCopy = unitPrice - copyPrice(list, options, pages.pageCount);
  const finishPerCopy = options.cover_finish === 'gloss' ? divideRounded(list.gloss_cover_cents * list.paper_size_percent[options.paper_size], 100) : 0;
  const printingPerCopy = unitPrice - paddingPerCopy - finishPerCopy;
  const quantity = options.quantity;
  const lineItems: LineItem[] = [
    { kind: 'printing', label: `Printing, ${plural(pages.pageCount, 'page')} × ${plural(quantity, 'copy', 'copies')}`, amount: printingPerCopy * quantity },
  ];
  if (pages.paddedPages > 0) lineItems.push({ kind: 'padding', label: `${plural(pages.paddedPages, 'blank page')} to complete the binding`, amount: paddingPerCopy * quantity });
  if (finishPerCopy > 0) lineItems.push({ kind: 'finish', label: 'Gloss cover', amount: finishPerCopy * quantity });
  const discount = volumeDiscount(list, unitPrice, quantity);
  if (discount > 0) lineItems.push({ kind: 'volume_discount', label: `Volume discount (${quantity} copies)`, amount: -discount });
  const subtotal = lineItems.reduce((sum, item) => sum + item.amount, 0);

  const shipping = rate.first_copy_cents + rate.additional_copy_cents * (quantity - 1);
  if (subtotal + shipping > MAX_PAYMENT_CENTS) return tooLarge;
  lineItems.push({ kind: 'shipping', label: `${SHIPPING_LEVEL_LABELS[request.shippingLevel]} to ${countryName(request.country)}`, amount: shipping });
  const basisPoints = list.tax_basis_points[request.country] ?? 0;
  const tax = divideRounded((subtotal + shipping) * basisPoints, 10_000);
  if (basisPoints > 0) lineItems.push({ kind: 'tax', label: `VAT ${basisPoints / 100}%`, amount: tax });

  if (subtotal + shipping + tax > MAX_PAYMENT_CENTS) return tooLarge;

  const production = list.production_days[options.binding];
  const spread = coverSpread(options, pages.printedPages);
  const notice = paddingNotice(options.binding, pages.paddedPages);
  return {
    ok: true,
    quote: {
      print_options: options,
      country: request.country,
      shipping_level: request.shippingLevel,
      page_count: pages.pageCount,
      padded_pages: pages.paddedPages,
      printed_pages: pages.printedPages,
      notices: notice ? [notice] : [],
      product_code: podPackageId(options),
      spine_width_mm: inToMm(spread.spineIn),
      cover_spread_mm: { width: inToMm(spread.widthIn), height: inToMm(spread.heightIn) },
      line_items: lineItems,
      subtotal,
      shipping,
      tax,
      total: subtotal + shipping + tax,
      currency: list.currency,
      estimated_dispatch: { earliest: addWorkingDays(request.now, production.min), latest: addWorkingDays(request.now, production.max) },
      estimated_delivery: {
        earliest: addWorkingDays(request.now, production.min + rate.min_days),
        latest: addWorkingDays(request.now, production.max + rate.max_days),
      },
      price_list_version: request.priceListVersion,
    },
  };
}
