import { catalogueThemeById, catalogueThemeIn } from '../world/catalogue';
import { entryText } from './read-rest';
import { variantSaid } from '../plots/theme-story';
import type { ThemeReading } from './read-theme';
import type { CatalogueTheme } from '../world/catalogue';
import { asDoingItsJob, beforeTheQualifier, readQualifier, type Qualifier } from './read-qualifier';

/**
 * The reading of a theme whose qualifier changes its problem (`read-qualifier.ts`): the entry its subject names, found
 * even where the qualifier hides it ("a kite that won't fly" is flying a kite), when one of its variants tells the
 * qualifier; declined honestly when the entry's day would tell the opposite (a kite that flies, a party everyone came to).
 * Rain no variant tells stays the entry's day with a shower in it (`plots/rest-kept.ts`). None without a qualifier.
 */
export function qualifiedReading(text: string): ThemeReading | undefined {
  const qualifier = readQualifier(text);
  if (!qualifier) return undefined;
  // The subject before the qualifier first: "a beach holiday where it poured all week" is the beach's, not the rainy day indoors.
  const subjects = [beforeTheQualifier(text), text, asDoingItsJob(text, qualifier)].filter((words): words is string => words !== undefined && words !== '');
  const entries = subjects.map((words) => catalogueThemeIn(words)).filter((entry) => entry !== undefined);
  // The power out is the power cut's evening, whatever else the words name (a sleepover's variant at Gran's tells no
  // power cut): the rest is said in the idea (`qualifierOverNote`).
  if (qualifier.kind === 'power') return powerCutOver(entries, text);
  const telling = entries.find((entry) => variantSaid(entry, text) !== undefined);
  if (telling) return { kind: 'catalogue', entry: telling };
  // An entry whose own day is the qualifier's problem ("What if they never hatch?") is read as it always was.
  if (qualifier.kind === 'rain' || entries.some((entry) => ownProblem(entry, qualifier))) return undefined;
  // A thing failing that no entry names is another frame's ("our car won't start" is the family's news); a day nobody
  // came to that no entry names would be told by a general plot as full of guests, so it is declined.
  if (entries.length === 0 && qualifier.kind !== 'nobody') return undefined;
  return { kind: 'unplaced', text };
}

/** Entries whose own middle is a thing not yet doing its job: seeds that show nothing but soil, a snowman that falls apart. */
const OWN_FAILS: Readonly<Record<string, readonly string[]>> = {
  gardening: ['grow', 'sprout', 'flower', 'bloom'],
  'snow-day': ['stand', 'stay'],
  'block-towers': ['stand', 'stay'],
  tadpoles: ['grow'],
};

/** A thing that will not stand up is one that falls down: a worry that it falls ("What if the tent falls down?") is its. */
const FALLS = /\bfall/i;

/** Whether the entry's own worry is the qualifier's ("What if nobody buys any?", "What if they never hatch?"). */
function ownProblem(entry: CatalogueTheme, qualifier: Qualifier): boolean {
  const worry = [entry.worry].flat().join(' ');
  if (qualifier.kind === 'nobody') return /\b(?:nobody|no one)\b/i.test(worry);
  if (qualifier.kind !== 'fails') return false;
  if ((qualifier.does === 'stand' || qualifier.does === 'stay') && FALLS.test(worry)) return true;
  return OWN_FAILS[entry.id]?.includes(qualifier.does) === true || new RegExp(String.raw`\b(?:never|not|n't|won't)\b[^"]*\b${qualifier.does}`, 'i').test(worry);
}

/** The entry of an evening with the power out, which a theme with the power out is told as. */
const POWER_CUT = 'power-cut';
/** An entry whose own lines have the power out (lights out at a sleepover's bedtime are not). */
const LIGHTS_OUT = /\blights? went (?:out|off|down)\b/i;
const OWN_POWER_CUT = /\bpower ?cut|\bno electricity\b|\bpower (?:went|goes) (?:out|off)\b/i;

/** The power cut over the day its words name, unless that day is the power cut's own or tells the dark itself (a storm). */
function powerCutOver(entries: readonly CatalogueTheme[], text: string): ThemeReading | undefined {
  const powerCut = catalogueThemeById(POWER_CUT);
  // "The lights went out" at a show is its own dark moment when the show's lines have it.
  const lightsOnly = !OWN_POWER_CUT.test(text) && /\blights?\b/i.test(text);
  const own = (entry: CatalogueTheme) => entry.id === POWER_CUT || OWN_POWER_CUT.test(entryText(entry)) || (lightsOnly && LIGHTS_OUT.test(JSON.stringify(entry)));
  if (!powerCut || entries.length === 0 || entries.some(own)) return undefined;
  return { kind: 'catalogue', entry: powerCut };
}

/**
 * The idea's honest line when a qualifier's own day is told over the day the words name ("a sleepover in a power cut" is
 * the power cut at home): the named day is said not to be in it, never silently dropped.
 */
export function qualifierOverNote(text: string, entry: CatalogueTheme): string | undefined {
  if (entry.id !== POWER_CUT || readQualifier(text)?.kind !== 'power') return undefined;
  const subject = beforeTheQualifier(text);
  const named = subject ? catalogueThemeIn(subject) : undefined;
  if (!subject || !named || named.id === POWER_CUT) return undefined;
  const quoted = text.trim().replace(/["“”]/g, "'");
  return `The built-in writer tells "${quoted}" as a power cut one evening at home, and cannot tell ${named.name} in it; an AI writer can.`;
}
