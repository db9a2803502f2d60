/** Reading the page's filters from its address: anything missing or malformed reads as "not set". */

export function pageFromParams(params: URLSearchParams, name = 'page'): number {
  const page = Math.trunc(Number(params.get(name) ?? 1));
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

export function textFromParams(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim();
  return value ? value : undefined;
}

export function oneOfFromParams<const T extends readonly string[]>(params: URLSearchParams, name: string, values: T): T[number] | undefined {
  const value = params.get(name);
  return values.find((candidate) => candidate === value);
}

export function isoDateFromParams(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name);
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

/**
 * The params with `changes` applied: an empty or undefined value removes its key. Any filter change
 * goes back to the first page (`pageParam`) unless the change is the page itself; page 1 is implied.
 */
export function withParams(params: URLSearchParams, changes: Record<string, string | number | undefined>, pageParam = 'page'): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  if (!(pageParam in changes)) next.delete(pageParam);
  if (next.get(pageParam) === '1') next.delete(pageParam);
  return next;
}
