import nlp from 'compromise';

/** How a contest the parent names ends, when the theme says: "coming last in sports day", "winning the spelling bee". */
export type Outcome = 'won' | 'lost';

/** Verbs (as the tagger gives them, in the infinitive) that say how it ended, and which way. */
const ENDS: Readonly<Record<string, Outcome>> = { win: 'won', pass: 'won', lose: 'lost', fail: 'lost' };

/** "come last", "come first", "get into the choir", "get a medal", "get the part": an end said with a plain verb. */
const PLACED: ReadonlyArray<readonly [RegExp, Outcome]> = [
  [/\bcom(?:e|es|ing) (?:last|bottom|second|third|fourth)\b|\brunners?[- ]up\b|\bsecond place\b/, 'lost'],
  [/\bcom(?:e|es|ing) (?:first|top)\b|\bfirst place\b/, 'won'],
  [/\bget (?:in|into|pick(?:ed)?|chos(?:en|e)|a medal|a trophy|a ribbon|a place|the part|a new belt)\b/, 'won'],
];

const cache = new Map<string, Outcome | undefined>();

/**
 * The outcome a theme says, read with the compromise tagger so it holds however the parent words it: "lost", "losing",
 * "didn't win" and "not winning" are one verb, negated or not; "not getting into the choir" turns "get into" round.
 */
export function outcomeOf(theme: string | undefined): Outcome | undefined {
  const text = theme?.trim().toLowerCase();
  if (!text) return undefined;
  if (cache.has(text)) return cache.get(text);
  const verbs = nlp(text).verbs().json() as Array<{ verb?: { infinitive?: string; negative?: boolean } }>;
  let outcome: Outcome | undefined;
  for (const { verb } of verbs) {
    const end = ENDS[verb?.infinitive ?? ''];
    if (end) {
      outcome = verb?.negative ? flip(end) : end;
      break;
    }
  }
  if (!outcome) {
    const doc = nlp(text);
    const negative = (doc.verbs().json() as Array<{ verb?: { negative?: boolean } }>).some(({ verb }) => verb?.negative === true);
    doc.verbs().toInfinitive();
    const plain = doc.text().replace(/\bdoes not\s+/g, '');
    const placed = PLACED.find(([pattern]) => pattern.test(plain))?.[1];
    outcome = placed && negative ? flip(placed) : placed;
  }
  cache.set(text, outcome);
  return outcome;
}

const flip = (outcome: Outcome): Outcome => (outcome === 'won' ? 'lost' : 'won');
