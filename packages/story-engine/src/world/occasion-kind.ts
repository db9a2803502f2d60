import { plainPhrase } from '../core/text';

/** Events a theme can name: the story is told as that day, not as a day "all about" it. */
export type OccasionKind = 'first-day' | 'school-trip' | 'camping-trip' | 'trip' | 'first-snow';

/** First match wins: "a school trip" is a school trip before it is any trip. */
const KINDS: ReadonlyArray<readonly [OccasionKind, RegExp]> = [
  ['first-day', /\bfirst day\b/],
  ['school-trip', /\b(?:school|class|field) (?:trip|outing)\b/],
  ['camping-trip', /\bcamping\b/],
  ['trip', /\b(?:trip|outing|excursion|day out|visit)\b/],
  ['first-snow', /\b(?:first snow|snow day|snowfall|snowflakes?)\b/],
];

/** Where a first day is spent: "the first day at nursery" → "nursery". */
const FIRST_DAY_PLACE = /\bfirst day (?:at|of|in) (?:the |a |my |our |(?:his|her|their) )?((?:big |new )?(?:school|nursery|kindergarten|preschool|pre-school|daycare|playgroup|class|camp))\b/;

export interface OccasionTheme {
  kind: OccasionKind;
  /** For a first day: where it is spent. */
  place?: string;
}

/** The event a parent's theme names, if it is one the engine can tell as a day. */
export function occasionTheme(theme: string | undefined): OccasionTheme | undefined {
  const phrase = plainPhrase(theme)?.toLowerCase();
  if (!phrase) return undefined;
  const kind = KINDS.find(([, pattern]) => pattern.test(phrase))?.[0];
  if (!kind) return undefined;
  return kind === 'first-day' ? { kind, place: FIRST_DAY_PLACE.exec(phrase)?.[1] ?? 'school' } : { kind };
}
