import { plainPhrase } from '../core/text';

/** Events a theme can name: the story is told as that day, not as a day "all about" it. */
export type OccasionKind = 'first-day' | 'school-trip' | 'camping-trip' | 'trip' | 'first-snow' | 'rainy-day' | 'show';

/** A show, a fair or a contest, with the words that name which: "a school science fair" → "school science fair". */
const SHOW = /\b((?:(?:school|big|talent|science|summer|spring|winter|christmas|dance|music|art|class) )*(?:talent show|science fair|fair|concert|recital|sports day|school play|show|contest|competition))\b/;

/** First match wins: "a school trip" is a school trip before it is any trip. */
const KINDS: ReadonlyArray<readonly [OccasionKind, RegExp]> = [
  ['first-day', /\bfirst day\b/],
  ['school-trip', /\b(?:school|class|field) (?:trip|outing)\b/],
  ['camping-trip', /\bcamping\b/],
  ['trip', /\b(?:trip|outing|excursion|day out|visit)\b/],
  ['first-snow', /\b(?:first snow|snow day|snowfall|snowflakes?)\b/],
  ['rainy-day', /\b(?:rain|rainy|puddles?|storm|stormy|thunderstorm)\b/],
  ['show', SHOW],
];

/** Where a first day is spent: "the first day at nursery" → "nursery". */
const FIRST_DAY_PLACE = /\bfirst day (?:at|of|in) (?:the |a |my |our |(?:his|her|their) )?((?:big |new )?(?:school|nursery|kindergarten|preschool|pre-school|daycare|playgroup|class|camp))\b/;

export interface OccasionTheme {
  kind: OccasionKind;
  /** For a first day: where it is spent ("nursery"); for a show: which ("talent show"); for rain: "stormy" or "rainy". */
  name?: string;
}

/** The event a parent's theme names, if it is one the engine can tell as a day. */
export function occasionTheme(theme: string | undefined): OccasionTheme | undefined {
  const phrase = plainPhrase(theme)?.toLowerCase();
  if (!phrase) return undefined;
  const kind = KINDS.find(([, pattern]) => pattern.test(phrase))?.[0];
  if (!kind) return undefined;
  if (kind === 'first-day') return { kind, name: FIRST_DAY_PLACE.exec(phrase)?.[1] ?? 'school' };
  if (kind === 'show') return { kind, name: SHOW.exec(phrase)![1] };
  if (kind === 'rainy-day') return { kind, name: /storm/.test(phrase) ? 'stormy' : 'rainy' };
  return { kind };
}
