import { iso31662 } from 'iso-3166';

export interface Subdivision {
  /** The full ISO 3166-2 code, such as US-CA. */
  code: string;
  name: string;
}

const byCountry = new Map<string, Subdivision[]>();
for (const entry of iso31662) {
  // Only a country's first-level subdivisions (a region's own parts name the region as parent).
  if (entry.parent.length !== 2) continue;
  const list = byCountry.get(entry.parent) ?? [];
  list.push({ code: entry.code, name: entry.name });
  byCountry.set(entry.parent, list);
}
for (const list of byCountry.values()) list.sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** A country's ISO 3166-2 subdivisions (from the `iso-3166` dataset), by name. */
export function subdivisionsOf(country: string): Subdivision[] {
  return byCountry.get(country.toUpperCase()) ?? [];
}

export function isSubdivisionOf(country: string, code: string): boolean {
  return subdivisionsOf(country).some((subdivision) => subdivision.code === code.toUpperCase());
}
