import type { BookFonts, FontRole } from './fonts';
import type { Rect } from './rect';
import { fitText, tryFitText, type FittedText, type MeasureTextHeight, type TextFitRequest } from './text-fit';

export interface TextStyle {
  role: FontRole;
  maxSize: number;
  minSize: number;
  lineGapRatio: number;
  color: string;
  align: 'left' | 'center' | 'right' | 'justify';
  valign: 'top' | 'middle' | 'bottom';
  /** A rounded outline behind the letters (sticker-like titles over pictures); it grows outwards by half its width. */
  outline?: { color: string; width: number };
  /** Even out the line lengths (no lone last word), for centred titles. */
  balanceLines?: boolean;
}

export function measureWithPdfkit(doc: PDFKit.PDFDocument, fonts: BookFonts, role: FontRole): MeasureTextHeight {
  return (text, fontSize, width, lineGap) => {
    fonts.use(role, fontSize);
    return doc.heightOfString(text, { width, lineGap });
  };
}

export function tryFitTextInBox(
  doc: PDFKit.PDFDocument,
  fonts: BookFonts,
  text: string,
  box: Rect,
  style: TextStyle,
): FittedText | null {
  return tryFitText(measureWithPdfkit(doc, fonts, style.role), fitRequest(text, box, style));
}

/** Like tryFitTextInBox, but a text that cannot fit is an error naming `where` it was meant to go. */
export function fitTextInBox(
  doc: PDFKit.PDFDocument,
  fonts: BookFonts,
  text: string,
  box: Rect,
  style: TextStyle,
  where: string,
): FittedText {
  return fitText(measureWithPdfkit(doc, fonts, style.role), fitRequest(text, box, style), where);
}

function fitRequest(text: string, box: Rect, style: TextStyle): TextFitRequest {
  const { maxSize, minSize, lineGapRatio } = style;
  return { text, width: box.width, height: box.height, maxSize, minSize, lineGapRatio };
}

/** Sets already-fitted text inside `box` and returns the rect the lines occupy. */
export function drawFittedText(
  doc: PDFKit.PDFDocument,
  fonts: BookFonts,
  text: string,
  box: Rect,
  style: TextStyle,
  fitted: FittedText,
): Rect {
  // pdfkit counts a line gap after the last line too; it is not ink, so leave it out when aligning.
  const inkHeight = fitted.height - fitted.lineGap;
  const slack = box.height - inkHeight;
  const y = box.y + (style.valign === 'top' ? 0 : style.valign === 'middle' ? slack / 2 : slack);
  const width = style.balanceLines ? balancedWidth(doc, fonts, text, box.width, style, fitted) : box.width;
  const x = box.x + (box.width - width) / 2;
  const options: PDFKit.Mixins.TextOptions = {
    width,
    // A cap stops pdfkit from flowing text onto a new page; the text was measured to fit, so a line of slack never cuts it.
    height: fitted.height + fitted.fontSize,
    lineGap: fitted.lineGap,
    align: style.align,
  };
  fonts.use(style.role, fitted.fontSize);
  if (style.outline) {
    doc.save().lineJoin('round').lineWidth(style.outline.width).strokeColor(style.outline.color);
    doc.text(text, x, y, { ...options, stroke: true, fill: false });
    doc.restore();
  }
  doc.fillColor(style.color).text(text, x, y, options);
  return { x: box.x, y, width: box.width, height: inkHeight };
}

/** The narrowest column (down to half the box) that still sets the text in as few lines as the full width does. */
function balancedWidth(
  doc: PDFKit.PDFDocument,
  fonts: BookFonts,
  text: string,
  fullWidth: number,
  style: TextStyle,
  fitted: FittedText,
): number {
  const measure = measureWithPdfkit(doc, fonts, style.role);
  const keepsLineCount = (width: number) => measure(text, fitted.fontSize, width, fitted.lineGap) <= fitted.height;
  let narrow = fullWidth / 2;
  let wide = fullWidth;
  if (keepsLineCount(narrow)) return narrow;
  for (let step = 0; step < 12; step += 1) {
    const middle = (narrow + wide) / 2;
    if (keepsLineCount(middle)) wide = middle;
    else narrow = middle;
  }
  return wide;
}
