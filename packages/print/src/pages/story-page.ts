import type { Art, StoryPageForPrint } from '../book';
import { fillWavyPanel } from '../decorations';
import type { PrintDocument } from '../print-document';
import { sliceRows, type Rect } from '../rect';
import { drawFittedText, fitTextInBox, tryFitTextInBox, type TextStyle } from '../text-block';
import { TextDoesNotFitError, type FittedText } from '../text-fit';
import { COLORS } from '../theme';
import { addPaperPage } from './paper-page';

/** Share of the trim height given to the picture, most generous first; longer texts get a smaller picture. */
const PICTURE_SHARES = [0.62, 0.52, 0.42] as const;
/** Texts up to this long are centred like a picture book; longer ones read better ranged left. */
const CENTRED_TEXT_MAX_CHARACTERS = 240;

export async function drawStoryPage(print: PrintDocument, page: StoryPageForPrint): Promise<void> {
  if (page.art) await drawPictureStoryPage(print, page, page.art);
  else drawTextOnlyStoryPage(print, page);
  print.warnMissingCharacters('body', page.text);
}

/** Where a story page's picture goes, worked out as drawing the page will: known early, it can be rendered early. */
export function storyPictureBox(print: PrintDocument, page: StoryPageForPrint): Rect {
  return pictureBox(print, choosePictureLayout(print, page, storyTextStyle(print, page.text)));
}

const pictureBox = (print: PrintDocument, layout: PictureLayout): Rect => sliceRows(print.geometry.media, print.geometry.media.y, layout.pictureBottom);

async function drawPictureStoryPage(print: PrintDocument, page: StoryPageForPrint, art: Art): Promise<void> {
  const { geometry, doc, fonts } = print;
  print.addPage();
  const style = storyTextStyle(print, page.text);
  const layout = choosePictureLayout(print, page, style);
  await print.drawArt(art, pictureBox(print, layout), 'cover');
  const waveAmplitude = geometry.safe.x * 0.25;
  fillWavyPanel(doc, sliceRows(geometry.media, layout.pictureBottom, geometry.media.height), waveAmplitude, COLORS.paper);
  drawFittedText(doc, fonts, page.text, layout.textBox, style, layout.fitted);
  drawFolio(print);
}

interface PictureLayout {
  pictureBottom: number;
  textBox: Rect;
  fitted: FittedText;
}

/** The biggest picture that leaves the text a comfortable size; failing that, the one where it fits at all. */
function choosePictureLayout(print: PrintDocument, page: StoryPageForPrint, style: TextStyle): PictureLayout {
  const { doc, fonts, type } = print;
  let fallback: PictureLayout | null = null;
  for (const share of PICTURE_SHARES) {
    const { pictureBottom, textBox } = pictureLayoutBoxes(print, share);
    const fitted = tryFitTextInBox(doc, fonts, page.text, textBox, style);
    if (!fitted) continue;
    const layout = { pictureBottom, textBox, fitted };
    if (fitted.fontSize >= type.bodyComfortable) return layout;
    fallback = fallback && fallback.fitted.fontSize >= fitted.fontSize ? fallback : layout;
  }
  if (fallback) return fallback;
  throw new TextDoesNotFitError(`Story page ${page.page_number}`, page.text.length, style.minSize);
}

function pictureLayoutBoxes(print: PrintDocument, pictureShare: number): { pictureBottom: number; textBox: Rect } {
  const { trim, safe } = print.geometry;
  const pictureBottom = trim.y + trim.height * pictureShare;
  const gap = print.type.bodyMax * 1.2;
  return { pictureBottom, textBox: sliceRows(safe, pictureBottom + gap, textBottom(print)) };
}

function drawTextOnlyStoryPage(print: PrintDocument, page: StoryPageForPrint): void {
  const { geometry, doc, fonts, type } = print;
  const style: TextStyle = { ...storyTextStyle(print, page.text), maxSize: type.bodyMax * 1.25, valign: 'middle' };
  const textBox = sliceRows(geometry.safe, geometry.safe.y, textBottom(print));
  addPaperPage(print);
  const fitted = fitTextInBox(doc, fonts, page.text, textBox, style, `Story page ${page.page_number}`);
  drawFittedText(doc, fonts, page.text, textBox, style, fitted);
  drawFolio(print);
}

function storyTextStyle(print: PrintDocument, text: string): TextStyle {
  const isCentred = text.length <= CENTRED_TEXT_MAX_CHARACTERS;
  return {
    role: 'body',
    maxSize: print.type.bodyMax,
    minSize: print.type.bodyMin,
    lineGapRatio: 0.35,
    color: COLORS.ink,
    align: isCentred ? 'center' : 'left',
    valign: 'middle',
    balanceLines: isCentred,
  };
}

/** Bottom of the story text: the safe area less the line kept for the page number. */
function textBottom(print: PrintDocument): number {
  const { safe } = print.geometry;
  return safe.y + safe.height - print.type.small * 2.5;
}

function drawFolio(print: PrintDocument): void {
  const { geometry, doc, fonts, type } = print;
  const { safe } = geometry;
  const folio = String(print.currentPage);
  const style: TextStyle = { role: 'body', maxSize: type.small, minSize: type.small, lineGapRatio: 0, color: COLORS.softInk, align: 'center', valign: 'bottom' };
  const area = sliceRows(safe, textBottom(print), safe.y + safe.height);
  drawFittedText(doc, fonts, folio, area, style, fitTextInBox(doc, fonts, folio, area, style, 'Page number'));
}
