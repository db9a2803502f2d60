import type { Binding, ColorMode, CoverFinish, PaperType, PrintOptions, PrintPaperSize, PrintQuality } from '@studio/contracts/print-options';

/** Lulu's trim codes: width X height in hundredths of an inch. */
const TRIM: Record<PrintPaperSize, string> = { a4: '0827X1169', a5: '0583X0827', us_letter: '0850X1100', square_8_5: '0850X0850' };
const COLOR: Record<ColorMode, string> = { full_color: 'FC', black_white: 'BW' };
const QUALITY: Record<PrintQuality, string> = { standard: 'STD', premium: 'PRE' };
const BINDING: Record<Binding, string> = { perfect: 'PB', saddle_stitch: 'SS', hardcover: 'CW', coil: 'CO' };
/** Paper weight, coating, colour and pages per inch (444). */
const PAPER: Record<PaperType, string> = { standard: '060UW444', premium: '080CW444' };
/** Cover finish, then linen colour and foil (none: X X). */
const FINISH: Record<CoverFinish, string> = { matte: 'MXX', gloss: 'GXX' };

/** Pages per inch of each paper, the last three digits of its code. */
export const PAPER_PAGES_PER_INCH: Record<PaperType, number> = { standard: 444, premium: 444 };

/**
 * The vendor's product code for a set of options, in Lulu's dotted `pod_package_id` form
 * (trim.colour.quality.binding.paper.finish), e.g. `0827X1169.FC.STD.PB.080CW444.MXX`.
 */
export function podPackageId(options: Pick<PrintOptions, 'paper_size' | 'color_mode' | 'quality' | 'binding' | 'paper_type' | 'cover_finish'>): string {
  return [TRIM[options.paper_size], COLOR[options.color_mode], QUALITY[options.quality], BINDING[options.binding], PAPER[options.paper_type], FINISH[options.cover_finish]].join('.');
}
