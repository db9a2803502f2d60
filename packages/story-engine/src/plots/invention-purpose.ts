import type { CatalogueTheme } from '../world/catalogue/theme-entry';

/**
 * What an invention is for, in the parent's words ("an invention to tidy my room", "a machine that feeds the cat"):
 * put in its first line, so the book is that invention and not any machine (round 20, held-out read 46). "My" is the
 * hero's ("to tidy {his} room"); a purpose too long or odd to read back is left out, and the book's own lines stand.
 */
const PURPOSE = /\b(?:invent\w*|invention|machine|gadget|contraption|robot|prototype)\b.*?\b((?:to|that(?: will| can| could| would)?|which|for) (?:[a-z'’-]+ ?){1,7})$/i;

const AS_THE_HERO: ReadonlyArray<[RegExp, string]> = [[/\bmyself\b/gi, '{him}self'], [/\b(?:my|our)\b/gi, '{his}'], [/\bmine\b/gi, '{his}'], [/\bme\b/gi, '{him}'], [/\bI\b/g, '{he}']];

export function inventionPurpose(theme: string | undefined): string | undefined {
  const clause = PURPOSE.exec((theme ?? '').trim().replace(/[.!]+$/, ''))?.[1]?.trim();
  return clause && !/\b(?:and|but|or)\b/i.test(clause) ? AS_THE_HERO.reduce((said, [word, put]) => said.replace(word, put), clause) : undefined;
}

/** The invention entry with its purpose in its first line, where the theme says one. */
export function withItsPurpose(entry: CatalogueTheme, theme: string | undefined): CatalogueTheme {
  const purpose = entry.id === 'invention' ? inventionPurpose(theme) : undefined;
  if (!purpose || typeof entry.opening !== 'string' || !entry.opening.includes(': arrows')) return entry;
  return { ...entry, opening: entry.opening.replace(': arrows', `: a machine ${purpose}, with arrows`) };
}
