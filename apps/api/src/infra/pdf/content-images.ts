import { decodePDFRawStream, PDFArray, PDFDict, PDFName, PDFNumber, PDFRawStream, PDFRef, type PDFDocument, type PDFObject, type PDFPage } from 'pdf-lib';
import type { InflateBudget } from './pdf-limits';

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];

export interface DrawnImage {
  widthPx: number;
  heightPx: number;
  /** Printed size in points, from the transform in force where it is drawn. */
  widthPt: number;
  heightPt: number;
  /** The unit square's corners through that transform: where it lands on the page. */
  box: [number, number, number, number];
}

const MAX_FORM_DEPTH = 4;

/**
 * Every picture a page draws, with the size it is drawn at: the page's content streams are read for
 * the operators that place pictures (q/Q, cm, Do, inline BI…EI) — the pictures themselves are never
 * decoded, so a book of photos is measured in a moment.
 */
export function imagesDrawnOnPage(document: PDFDocument, page: PDFPage, budget: InflateBudget): DrawnImage[] {
  const found: DrawnImage[] = [];
  const resolve = (value: PDFObject | undefined) => (value instanceof PDFRef ? document.context.lookup(value) : value);
  const numberOf = (value: PDFObject | undefined) => {
    const resolved = resolve(value);
    return resolved instanceof PDFNumber ? resolved.asNumber() : 0;
  };

  const run = (content: Uint8Array, resources: PDFDict | undefined, start: Matrix, depth: number) => {
    let ctm = start;
    const stack: Matrix[] = [];
    const operands: Array<number | string> = [];
    const xObjects = resolve(resources?.get(PDFName.of('XObject')));
    const draw = (widthPx: number, heightPx: number) => {
      const xs = [ctm[4], ctm[4] + ctm[0], ctm[4] + ctm[2], ctm[4] + ctm[0] + ctm[2]];
      const ys = [ctm[5], ctm[5] + ctm[1], ctm[5] + ctm[3], ctm[5] + ctm[1] + ctm[3]];
      found.push({ widthPx, heightPx, widthPt: Math.hypot(ctm[0], ctm[1]), heightPt: Math.hypot(ctm[2], ctm[3]), box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] });
    };
    const scanner = new ContentScanner(content);
    for (let token = scanner.next(); token !== null; token = scanner.next()) {
      if (token.kind === 'number' || token.kind === 'name') {
        operands.push(token.value);
        continue;
      }
      if (token.kind !== 'operator') continue;
      switch (token.value) {
        case 'q':
          stack.push(ctm);
          break;
        case 'Q':
          ctm = stack.pop() ?? start;
          break;
        case 'cm':
          if (operands.length >= 6) ctm = multiply(operands.slice(-6).map(Number) as Matrix, ctm);
          break;
        case 'Do': {
          const name = operands.at(-1);
          const target = typeof name === 'string' && xObjects instanceof PDFDict ? resolve(xObjects.get(PDFName.of(name))) : undefined;
          if (!(target instanceof PDFRawStream)) break;
          const subtype = resolve(target.dict.get(PDFName.of('Subtype')));
          if (subtype === PDFName.of('Image')) draw(numberOf(target.dict.get(PDFName.of('Width'))), numberOf(target.dict.get(PDFName.of('Height'))));
          else if (subtype === PDFName.of('Form') && depth < MAX_FORM_DEPTH) {
            const matrix = resolve(target.dict.get(PDFName.of('Matrix')));
            const own = matrix instanceof PDFArray && matrix.size() === 6 ? (matrix.asArray().map((item) => numberOf(item)) as Matrix) : IDENTITY;
            const formResources = resolve(target.dict.get(PDFName.of('Resources')));
            run(decoded(target, budget), formResources instanceof PDFDict ? formResources : resources, multiply(own, ctm), depth + 1);
          }
          break;
        }
        case 'BI': {
          const inline = scanner.inlineImage();
          draw(inline.width, inline.height);
          break;
        }
      }
      operands.length = 0;
    }
  };

  const contents = resolve(page.node.get(PDFName.of('Contents')));
  const streams = contents instanceof PDFArray ? contents.asArray().map(resolve) : [contents];
  const parts = streams.filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream).map((stream) => decoded(stream, budget));
  run(concatenate(parts), page.node.Resources(), IDENTITY, 0);
  return found;
}

/** Inflated a block at a time, each block counted, so a stream that inflates to gigabytes stops at the budget. */
const INFLATE_STEP = 1 << 20;
function decoded(stream: PDFRawStream, budget: InflateBudget): Uint8Array {
  const decoder = decodePDFRawStream(stream);
  let total = 0;
  for (;;) {
    const read = decoder.getBytes(INFLATE_STEP).length;
    total += read;
    budget.spend(read);
    if (read < INFLATE_STEP) break;
  }
  decoder.reset();
  return decoder.getBytes(total) as Uint8Array;
}

function concatenate(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length + 1, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    // Content streams of one page are joined as if by whitespace.
    whole[offset + part.length] = 0x0a;
    offset += part.length + 1;
  }
  return whole;
}

type Token = { kind: 'number'; value: number } | { kind: 'name'; value: string } | { kind: 'operator'; value: string } | { kind: 'other' };

const isWhite = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0x00;
const isDelimiter = (byte: number) => byte === 0x28 || byte === 0x29 || byte === 0x3c || byte === 0x3e || byte === 0x5b || byte === 0x5d || byte === 0x7b || byte === 0x7d || byte === 0x2f || byte === 0x25;

/** The lexical rules of PDF content streams, enough to find operators and their number and name operands. */
class ContentScanner {
  private at = 0;

  constructor(private readonly bytes: Uint8Array) {}

  next(): Token | null {
    const { bytes } = this;
    while (this.at < bytes.length) {
      const byte = bytes[this.at]!;
      if (isWhite(byte)) {
        this.at++;
        continue;
      }
      if (byte === 0x25) {
        while (this.at < bytes.length && bytes[this.at] !== 0x0a && bytes[this.at] !== 0x0d) this.at++;
        continue;
      }
      if (byte === 0x28) return this.skipString();
      if (byte === 0x3c) {
        if (bytes[this.at + 1] === 0x3c) {
          this.at += 2;
          return { kind: 'other' };
        }
        while (this.at < bytes.length && bytes[this.at] !== 0x3e) this.at++;
        this.at++;
        return { kind: 'other' };
      }
      if (byte === 0x3e || byte === 0x5b || byte === 0x5d || byte === 0x7b || byte === 0x7d || byte === 0x29) {
        this.at += byte === 0x3e && bytes[this.at + 1] === 0x3e ? 2 : 1;
        return { kind: 'other' };
      }
      if (byte === 0x2f) {
        this.at++;
        return { kind: 'name', value: this.word() };
      }
      const word = this.word();
      const number = Number(word);
      return word !== '' && !Number.isNaN(number) && /^[+\-.\d]/.test(word) ? { kind: 'number', value: number } : { kind: 'operator', value: word };
    }
    return null;
  }

  /** After BI: the inline image's size from its dictionary, then its data skipped up to EI. */
  inlineImage(): { width: number; height: number } {
    const entries = new Map<string, number | string>();
    let key: string | null = null;
    for (let token = this.next(); token !== null; token = this.next()) {
      if (token.kind === 'operator' && token.value === 'ID') break;
      if (token.kind === 'name' && key === null) key = token.value;
      else if (key !== null && (token.kind === 'number' || token.kind === 'name')) {
        entries.set(key, token.value);
        key = null;
      }
    }
    this.at++;
    const { bytes } = this;
    while (this.at < bytes.length - 2 && !(bytes[this.at] === 0x45 && bytes[this.at + 1] === 0x49 && isWhite(bytes[this.at - 1]!) && (this.at + 2 >= bytes.length || isWhite(bytes[this.at + 2]!)))) this.at++;
    this.at += 2;
    return { width: Number(entries.get('W') ?? entries.get('Width') ?? 0), height: Number(entries.get('H') ?? entries.get('Height') ?? 0) };
  }

  private word(): string {
    const start = this.at;
    while (this.at < this.bytes.length && !isWhite(this.bytes[this.at]!) && !isDelimiter(this.bytes[this.at]!)) this.at++;
    if (this.at === start) this.at++;
    return String.fromCharCode(...this.bytes.subarray(start, this.at));
  }

  private skipString(): Token {
    let depth = 0;
    const { bytes } = this;
    while (this.at < bytes.length) {
      const byte = bytes[this.at++]!;
      if (byte === 0x5c) this.at++;
      else if (byte === 0x28) depth++;
      else if (byte === 0x29 && --depth === 0) break;
    }
    return { kind: 'other' };
  }
}
