/** Regular expressions built from names, compiled once: the writer tries several styles per story. */
const compiled = new Map<string, RegExp>();
const MAX_COMPILED = 5_000;

/** The one RegExp for a pattern and flags. Callers use global ones only with `replace`, which resets `lastIndex`. */
export function cachedRegExp(source: string, flags = ''): RegExp {
  const key = `${flags}/${source}`;
  const known = compiled.get(key);
  if (known) return known;
  if (compiled.size >= MAX_COMPILED) compiled.clear();
  const regex = new RegExp(source, flags);
  compiled.set(key, regex);
  return regex;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
