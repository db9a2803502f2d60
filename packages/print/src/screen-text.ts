import PDFDocument from 'pdfkit';
import { BookFonts, FONT_FILES, type FontRole } from './fonts';
import { tryFitText, type FittedText } from './text-fit';

/** Words set at `fontSize` px in a box, with the CSS line height that gives the measured height. */
export interface FittedScreenText extends FittedText {
  lineHeight: number;
}

export interface ScreenTextBox {
  width: number;
  height: number;
  maxSize: number;
  minSize: number;
  lineGapRatio: number;
}

/**
 * Fits text into a fixed box of a screen page (the EPUB's fixed layout) with the fonts and metrics the
 * PDF uses: a browser lays out lines of `lineHeight` px, which is what pdfkit counts per line. Browsers
 * wrap a little differently from pdfkit, so the text is measured in a slightly narrower, lower box.
 */
export class ScreenTextFitter {
  private readonly doc = new PDFDocument({ autoFirstPage: false });
  private readonly fonts = new BookFonts(this.doc);

  fit(role: FontRole, text: string, box: ScreenTextBox): FittedScreenText | null {
    const measure = (words: string, fontSize: number, width: number, lineGap: number) => {
      this.fonts.use(role, fontSize);
      return this.doc.heightOfString(words, { width, lineGap });
    };
    const fitted = tryFitText(measure, { ...box, text, width: box.width * 0.94, height: box.height * 0.92 });
    if (!fitted) return null;
    this.fonts.use(role, fitted.fontSize);
    return { ...fitted, lineHeight: this.doc.currentLineHeight(true) + fitted.lineGap };
  }
}

/** The font files of each role, for embedding them where the PDF is not the medium (the EPUB). */
export const bookFontFile = (role: FontRole): string => FONT_FILES[role];
