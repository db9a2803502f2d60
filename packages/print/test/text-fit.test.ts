import fc from 'fast-check';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { BookFonts } from '../src/fonts';
import { measureWithPdfkit } from '../src/text-block';
import { TextDoesNotFitError, fitText, tryFitText, type TextFitRequest } from '../src/text-fit';

const doc = new PDFDocument({ autoFirstPage: false, font: '' });
doc.addPage({ size: [612, 612], margin: 0 });
const measure = measureWithPdfkit(doc, new BookFonts(doc), 'body');

const box = { width: 400, height: 180 };
const request = (text: string): TextFitRequest => ({ text, ...box, maxSize: 24, minSize: 10, lineGapRatio: 0.35 });
const sentence = 'The little fox looked up at the moon and wondered where it went in the morning. ';

describe('fitText with the real body font', () => {
  it('keeps a short text at the largest size', () => {
    expect(fitText(measure, request('Hello, moon!')).fontSize).toBe(24);
  });

  it('shrinks a longer text until it fits the box', () => {
    const fitted = fitText(measure, request(sentence.repeat(4)));
    expect(fitted.fontSize).toBeLessThan(24);
    expect(fitted.fontSize).toBeGreaterThanOrEqual(10);
    expect(fitted.height).toBeLessThanOrEqual(box.height);
    // Half a point larger would no longer fit: it really is the largest size.
    expect(measure(sentence.repeat(4), fitted.fontSize + 0.5, box.width, (fitted.fontSize + 0.5) * 0.35)).toBeGreaterThan(box.height);
  });

  it('rejects a text too long for the box with a clear error instead of overflowing', () => {
    const text = sentence.repeat(40);
    expect(tryFitText(measure, request(text))).toBeNull();
    expect(() => fitText(measure, request(text), 'Story page 3')).toThrow(TextDoesNotFitError);
    expect(() => fitText(measure, request(text), 'Story page 3')).toThrow(
      `Story page 3: the text (${text.length} characters) does not fit even at 10 pt; shorten it or split it across pages.`,
    );
  });

  it('wraps a single endless word inside the width rather than running off the side', () => {
    const fitted = fitText(measure, request('Supercalifragilistic'.repeat(6)));
    expect(fitted.height).toBeLessThanOrEqual(box.height);
  });

  it('never returns a size outside the limits or a height taller than the box', () => {
    const words = fc.constantFrom('moon', 'fox', 'a', 'wonderful', 'adventure,', 'sleepy', 'the', '"Hello!"', 'stars');
    fc.assert(
      fc.property(fc.array(words, { minLength: 1, maxLength: 250 }), (list) => {
        const fitted = tryFitText(measure, request(list.join(' ')));
        if (fitted === null) return;
        expect(fitted.fontSize).toBeLessThanOrEqual(24);
        expect(fitted.fontSize).toBeGreaterThanOrEqual(10);
        expect(fitted.height).toBeLessThanOrEqual(box.height);
      }),
      { numRuns: 60 },
    );
  });
});

describe('fitText arithmetic', () => {
  // A fake column where every line is `size * 1.2` tall and holds width / (size / 2) characters.
  const fakeMeasure = (text: string, size: number, width: number, lineGap: number) =>
    Math.ceil(text.length / Math.floor(width / (size / 2))) * (size * 1.2 + lineGap);

  it('steps down in half points from the maximum', () => {
    const fitted = fitText(fakeMeasure, { text: 'x'.repeat(100), width: 100, height: 60, maxSize: 20, minSize: 5, lineGapRatio: 0 });
    expect(fitted).toEqual({ fontSize: 10, lineGap: 0, height: 60 });
  });

  it('finds no fit in an empty box', () => {
    expect(tryFitText(fakeMeasure, { text: 'x', width: 0, height: 60, maxSize: 20, minSize: 5, lineGapRatio: 0 })).toBeNull();
  });
});
