import type { CatalogueTheme, Variant, Wording } from './theme-entry';

/**
 * What a parent types when an illness or a hurt takes a day away: "missing the party", "can't go to nursery", "too
 * poorly to go on the school trip". The thing missed follows (`understand/read-missed.ts` reads it as {missed}, and as
 * the hero says it, {mymissed}: "my best friend's party").
 */
export const MISSING_SAID = String.raw`\b(?:miss(?:es|ed|ing)?(?: out on)?|can'?t go (?:to|on)|cannot go (?:to|on)|could(?:n'?t| not) go (?:to|on)|not (?:allowed|able) to go (?:to|on)|too (?:ill|sick|poorly|unwell|spotty) to go (?:to|on)|won'?t be (?:able to go|going) (?:to|on))\s`;

/** An illness said only by the day it takes away ("too ill to go to sports day"): the sick day's own. */
export const TOO_ILL_SAID = String.raw`\btoo (?:ill|sick|poorly|unwell|spotty) to\b`;

/** The entries whose illness or hurt can take a day away, and so tell "missing X because of Y" as that. */
export const MISSED_WHILE_ILL_ENTRIES: readonly string[] = ['sick-day', 'broken-arm'];

/**
 * The lines of the day taken away, laid over the illness's own (chickenpox keeps its spots and calamine): the worry is
 * the thing missed, one try is getting ready for it anyway, one detail is the moment it happens without the hero and
 * the hero's own part in it from home, and the end is how it comes right.
 */
const MISSED = {
  worry: ['"But what about {mymissed}?" said {hero}, and {his} chin wobbled. "Everyone will be there, and not me."', '"But I\'ll miss {mymissed}!" said {hero}.'],
  getsReady: ['{hero} said {he} felt fine really, and went to get ready for {missed}, but {grownup} gave {him} a hug and said, "Not this time, love. Getting better comes first."', '{hero} tried to get ready for {missed}. "Not this time," said {grownup}.'],
  meanwhile: ['At the very time of {missed}, {hero} thought of everyone there, and made a card that said SORRY I MISSED IT, for {grownup} to pass on.', 'At the time of {missed}, {hero} made a card: SORRY I MISSED IT.'],
  message: ['Later, {grownup}\'s phone pinged: a photo from {missed}, and a message that said, "We missed you!"', 'Later came a photo from {missed}: "We missed you!"'],
  end: ['When {hero} was well again, everyone told {him} all about {missed} and showed {him} the photos, and it was almost like being there.', 'When {hero} was well, {he} saw the photos from {missed}. It was almost like being there.'],
} as const satisfies Readonly<Record<string, Wording>>;

type Lines = Pick<CatalogueTheme, 'tries' | 'details'>;

/** The illness's own lines with the day taken away laid over them. */
function missedOver(lines: Lines, said: RegExp): Variant {
  const [first, second] = lines.tries;
  const [detail, , , last] = lines.details;
  return {
    said: new RegExp(`^(?=[^]*${MISSING_SAID})(?=[^]*(?:${said.source}))`, 'i'),
    worry: MISSED.worry,
    tries: [first, MISSED.getsReady, second],
    details: [detail, MISSED.meanwhile, MISSED.message, last],
    end: MISSED.end,
    // Whoever's day it is ("Nanny's wedding") is at it, never at home beside the hero.
    ownerAway: true,
  };
}

/**
 * The entry with a "missing X" variant over each of its illnesses' own (and one over its own lines), before them:
 * "having chickenpox and missing the party" is the chickenpox, the party missed, and how it comes right, never a party.
 */
export function withMissedWhileIll(entry: CatalogueTheme): CatalogueTheme {
  if (!MISSED_WHILE_ILL_ENTRIES.includes(entry.id)) return entry;
  const own = entry.variants ?? [];
  const missed = own.filter((variant) => variant.tries && variant.details).map((variant) => ({ ...variant, ...missedOver({ tries: variant.tries!, details: variant.details! }, variant.said) }));
  const ownSaid = entry.id === 'sick-day' ? new RegExp(`${entry.words.source}|${TOO_ILL_SAID}`, 'i') : entry.words;
  return { ...entry, variants: [...missed, missedOver(entry, ownSaid), ...own] };
}
