import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * OFL fonts shipped by npm packages, embedded (subset) into every PDF.
 * Nunito is a rounded, very readable sans for the story text; Fredoka (also used by the
 * offline illustrator) is the friendly display face for titles.
 */
export const FONT_FILES = {
  body: require.resolve('@expo-google-fonts/nunito/500Medium/Nunito_500Medium.ttf'),
  bodyItalic: require.resolve('@expo-google-fonts/nunito/500Medium_Italic/Nunito_500Medium_Italic.ttf'),
  bodyBold: require.resolve('@expo-google-fonts/nunito/800ExtraBold/Nunito_800ExtraBold.ttf'),
  display: require.resolve('@expo-google-fonts/fredoka/600SemiBold/Fredoka_600SemiBold.ttf'),
} as const;

export type FontRole = keyof typeof FONT_FILES;

interface FontkitFace {
  postscriptName: string;
  hasGlyphForCodePoint(codePoint: number): boolean;
}

/** Registers the book fonts on a document and remembers which ones were actually used. */
export class BookFonts {
  private readonly usedRoles = new Set<FontRole>();
  private currentRole: FontRole | null = null;

  constructor(private readonly doc: PDFKit.PDFDocument) {
    for (const [role, file] of Object.entries(FONT_FILES)) doc.registerFont(role, file);
  }

  use(role: FontRole, size: number): PDFKit.PDFDocument {
    this.usedRoles.add(role);
    this.currentRole = role;
    return this.doc.font(role).fontSize(size);
  }

  /** Characters of `text` that the font of `role` has no glyph for (they would print as empty boxes). */
  missingCharacters(role: FontRole, text: string): string[] {
    const face = this.face(role);
    const missing = new Set<string>();
    for (const char of text) {
      if (/\s/.test(char)) continue;
      if (!face.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)) missing.add(char);
    }
    return [...missing];
  }

  /** svg-to-pdfkit asks for a font per text element; answer with an embedded one, never a standard-14 font. */
  readonly svgFontCallback = (family: string, bold: boolean, italic: boolean): FontRole => {
    const role: FontRole = /fredoka|display|title|cursive|fantasy/i.test(family ?? '')
      ? 'display'
      : italic
        ? 'bodyItalic'
        : bold
          ? 'bodyBold'
          : 'body';
    this.usedRoles.add(role);
    return role;
  };

  /** PostScript names of the fonts used so far, i.e. the ones embedded in the finished PDF. */
  usedFontNames(): string[] {
    return [...this.usedRoles].map((role) => this.face(role).postscriptName).sort();
  }

  private face(role: FontRole): FontkitFace {
    const previous = this.currentRole;
    this.doc.font(role);
    // pdfkit keeps the fontkit face of the current font on a field its typings do not declare.
    const face = (this.doc as unknown as { _font: { font: FontkitFace } })._font.font;
    if (previous) this.doc.font(previous);
    return face;
  }
}
