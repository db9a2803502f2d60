/** Height the text takes when set at `fontSize` in a column `width` wide. */
export type MeasureTextHeight = (text: string, fontSize: number, width: number, lineGap: number) => number;

export interface TextFitRequest {
  text: string;
  width: number;
  height: number;
  maxSize: number;
  minSize: number;
  /** Extra space between lines as a fraction of the font size. */
  lineGapRatio: number;
}

export interface FittedText {
  fontSize: number;
  lineGap: number;
  /** Height of the set text, never more than the box height. */
  height: number;
}

/** Raised instead of letting text run outside its box. */
export class TextDoesNotFitError extends Error {
  constructor(
    readonly where: string,
    readonly characters: number,
    readonly minSize: number,
  ) {
    super(
      `${where}: the text (${characters} characters) does not fit even at ${minSize} pt; shorten it or split it across pages.`,
    );
    this.name = 'TextDoesNotFitError';
  }
}

const SIZE_STEP = 0.5;

/** The largest size (in half points, from maxSize down to minSize) at which the text fits the box. */
export function fitText(measure: MeasureTextHeight, request: TextFitRequest, where = 'Text'): FittedText {
  const fitted = tryFitText(measure, request);
  if (!fitted) throw new TextDoesNotFitError(where, request.text.length, request.minSize);
  return fitted;
}

export function tryFitText(measure: MeasureTextHeight, request: TextFitRequest): FittedText | null {
  const { text, width, height, maxSize, minSize, lineGapRatio } = request;
  if (width <= 0 || height <= 0) return null;
  // Stepping down rather than bisecting: wrapping makes height only roughly monotonic in size.
  for (let fontSize = maxSize; fontSize >= minSize - 1e-9; fontSize -= SIZE_STEP) {
    const lineGap = fontSize * lineGapRatio;
    const textHeight = measure(text, fontSize, width, lineGap);
    if (textHeight <= height) return { fontSize, lineGap, height: textHeight };
  }
  return null;
}
