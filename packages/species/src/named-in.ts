import type { Setting } from '@studio/contracts/stories';
import { SPECIES_IDS, SPECIES_TABLE, pluralOf, speciesEntry, type SpeciesId } from './table';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every way the text may name a kind: "seal pup", "seal pups"; and the last word alone ("the hen") for a two-word kind. */
const FORMS: ReadonlyArray<{ id: SpeciesId; form: string; full: boolean }> = SPECIES_IDS.flatMap((id) => {
  const entry = SPECIES_TABLE[id];
  const full = [entry.noun, pluralOf(entry)].map((form) => ({ id, form, full: true }));
  const words = entry.noun.split(' ');
  const head = words.length > 1 ? [words.at(-1) as string, (pluralOf(entry).split(' ').at(-1) as string)] : [];
  return [...full, ...head.map((form) => ({ id, form, full: false }))];
}).sort((a, b) => b.form.length - a.form.length);

const PATTERN = new RegExp(`\\b(${[...new Set(FORMS.map((f) => escape(f.form)))].join('|')})\\b`, 'gi');

/**
 * The kinds a text names, in the order first named. A two-word kind's last word alone ("the hen") counts
 * as that kind when it is not a kind itself, preferring one that lives in the setting.
 */
export function speciesNamedIn(text: string, setting?: Setting): SpeciesId[] {
  const found: SpeciesId[] = [];
  for (const match of text.matchAll(PATTERN)) {
    const word = (match[0] as string).toLowerCase();
    const candidates = FORMS.filter((f) => f.form === word);
    const exact = candidates.find((f) => f.full);
    const id = exact?.id ?? (candidates.find((f) => setting && speciesEntry(f.id).lives.includes(setting)) ?? candidates[0])?.id;
    if (id && !found.includes(id)) found.push(id);
  }
  return found;
}
