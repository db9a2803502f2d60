import type { BookForPrint } from './book';

/** Straight typewriter quotes become printer's quotes: "Hi," she's → “Hi,” she’s. */
export function smartenQuotes(text: string): string {
  return text
    .replace(/(^|[\s([{\u2014-])"/g, '$1\u201C')
    .replace(/"/g, '\u201D')
    .replace(/(^|[\s([{\u2014-])'/g, '$1\u2018')
    .replace(/'/g, '\u2019');
}

/** The book with every printed string given printer's quotes and trimmed of stray outer whitespace. */
export function typesetBookText(book: BookForPrint): BookForPrint {
  const typeset = (text: string) => smartenQuotes(text.trim());
  return {
    ...book,
    title: typeset(book.title),
    author: book.author === undefined ? undefined : typeset(book.author),
    dedication: book.dedication === undefined ? undefined : typeset(book.dedication),
    pages: book.pages.map((page) => ({ ...page, text: typeset(page.text) })),
    extraPages: book.extraPages?.map((extra) => ({ ...extra, heading: typeset(extra.heading) })),
  };
}
