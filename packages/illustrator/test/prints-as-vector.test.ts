import { ART_STYLES, SETTINGS } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { illustrateCover, illustrateScene, printsAsVector } from '../src';
import { BOOK_CAST } from './fixtures';

/** What svg-to-pdfkit cannot draw: filters, blend modes, pattern fills and embedded raster textures. */
const EFFECTS_PDF_VECTORS_CANNOT_DRAW = /<filter\b|mix-blend-mode|<pattern\b|<image\b/;

function picturesIn(style: (typeof ART_STYLES)[number]): string[] {
  return [
    ...SETTINGS.map((setting) => illustrateScene({ scene: { setting, time_of_day: 'day', characters: ['Ada', 'Biscuit'], action: 'walking', mood: 'happy' }, characters: BOOK_CAST, style })),
    illustrateCover({ title: 'A Day Out', characters: BOOK_CAST, setting: 'beach', style, showTitle: false }),
  ];
}

describe('printsAsVector', () => {
  it.each(ART_STYLES)('tells the truth about the %s pictures', (style) => {
    const usesEffects = picturesIn(style).map((svg) => EFFECTS_PDF_VECTORS_CANNOT_DRAW.test(svg));
    expect(usesEffects).toEqual(usesEffects.map(() => !printsAsVector(style)));
  });

  it('keeps flat art vector and sends watercolour and crayon to a raster rendering', () => {
    expect(ART_STYLES.filter(printsAsVector)).toEqual(['flat']);
  });
});
