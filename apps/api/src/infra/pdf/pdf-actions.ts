import { PDFArray, PDFDict, PDFName, PDFRef, PDFStream, type PDFDocument, type PDFObject } from 'pdf-lib';

export interface PdfActionFacts {
  /** JavaScript anywhere in the file (document, page or annotation actions, the names tree). */
  javascript: boolean;
  /** An action run when the file is opened (a plain "open at this page" is not one). */
  openAction: boolean;
}

const JAVASCRIPT = PDFName.of('JavaScript');
const NESTING = 8;

/**
 * Whether the file carries JavaScript or runs an action when opened. Print ignores both and we never
 * run them, but a customer should know their file has them (a preflight tool reports them too).
 * Every object is looked at, with the dictionaries and arrays held directly inside it.
 */
export function actionFacts(document: PDFDocument): PdfActionFacts {
  const catalog = document.catalog;
  const resolve = (value: PDFObject | undefined) => (value instanceof PDFRef ? document.context.lookup(value) : value);
  const openAction = resolve(catalog.get(PDFName.of('OpenAction'))) instanceof PDFDict || catalog.has(PDFName.of('AA'));
  const carriesScript = (value: PDFObject | undefined, depth: number): boolean => {
    if (depth > NESTING) return false;
    const dict = value instanceof PDFStream ? value.dict : value;
    if (dict instanceof PDFDict) {
      if (dict.get(PDFName.of('S')) === JAVASCRIPT || dict.has(PDFName.of('JS')) || dict.has(JAVASCRIPT)) return true;
      return dict.values().some((entry) => carriesScript(entry, depth + 1));
    }
    return value instanceof PDFArray && value.asArray().some((entry) => carriesScript(entry, depth + 1));
  };
  const javascript = carriesScript(catalog, 0) || document.context.enumerateIndirectObjects().some(([, object]) => carriesScript(object, 0));
  return { javascript, openAction };
}
