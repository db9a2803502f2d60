import { memoised } from '../core/memo';
import type { CatalogueTheme } from '../world/catalogue';
import { BODY_THINGS, GROWN_UP_BODY_THINGS, type BodyThing, type GrownUpBodyThing } from '../world/body-things';
import { plainWords } from './plain-words';
import { readMoment } from './read-moment';

/** The plot that tells a body or health moment the catalogue does not name (`plots/the-body.ts`). */
export const BODY_PLOT_ID = 'the-body';

/** A body or health moment, the child's own or a grown-up's of the family ("grandad's new hearing aid"), by its kin word. */
export type BodyReading = { whose: 'own'; thing: BodyThing } | { whose: 'theirs'; thing: GrownUpBodyThing; who: string };

/** Grown-ups a body thing may belong to: the hero helps, and never takes it as {his} own. */
const GROWN_UPS = /^(?:mum|mummy|mom|mommy|mama|mother|dad|daddy|papa|father|grandma|gran|granny|grandmother|nana|nanna|nan|nanny|nani|nonna|abuela|oma|grandpa|grandad|granddad|grandfather|nonno|abuelo|opa|auntie|aunty|aunt|uncle)$/i;

/** A grown-up named first ("nanny has to use a walking stick") when the tagger does not make them the owner. */
const LEADING_GROWN_UP = /^(?:my |our )?(\w+)(?:'s)?\b/i;

/**
 * The body thing a theme names, read from its plain roots with the compromise tagger ("she has nits" → "nit", "he gets
 * nosebleeds" → "nosebleed"), and whose it is (`readMoment`'s owner, or a grown-up named first).
 */
export const readBody = memoised((theme: string): BodyReading | undefined => {
  const plain = `${theme.toLowerCase()} | ${plainWords(theme)}`;
  const owner = readMoment(theme).owner ?? LEADING_GROWN_UP.exec(theme.trim())?.[1];
  if (owner && GROWN_UPS.test(owner)) {
    const theirs = GROWN_UP_BODY_THINGS.find((thing) => thing.means.test(plain));
    if (theirs) return { whose: 'theirs', thing: theirs, who: owner.toLowerCase() };
  }
  const own = BODY_THINGS.find((thing) => thing.means.test(plain));
  return own ? { whose: 'own', thing: own } : undefined;
});

/**
 * Whether the body moment is the story over the catalogue entry the words also name: over a place or a day ("cut his
 * knee at the park" is the graze, not the playground), never over a moment or a feeling the catalogue tells ("having
 * grommets put in" is the hospital stay); and a grown-up's over the child's own ("grandma got new glasses" is hers).
 */
export function bodyOutranks(body: BodyReading, entry: CatalogueTheme | undefined): boolean {
  if (!entry) return true;
  if (body.whose === 'theirs') return !entry.owner && !entry.beside;
  return entry.kind !== 'moment' && entry.kind !== 'feeling';
}
