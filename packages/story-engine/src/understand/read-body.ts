import { nlp } from './kin-tagged';
import { memoised } from '../core/memo';
import type { CatalogueTheme } from '../world/catalogue';
import { BODY_PARTS, BODY_THINGS, GROWN_UP_BODY_THINGS, type BodyThing, type GrownUpBodyThing } from '../world/body-things';
import { plainWords } from './plain-words';
import { readMoment } from './read-moment';
import { kinPattern } from '../core/kin-words';

/** The plot that tells a body or health moment the catalogue does not name (`plots/the-body.ts`). */
export { BODY_PLOT_ID } from '../plots/frame-ids';

/** A body or health moment, the child's own or a grown-up's of the family ("grandad's new hearing aid"), by its kin word. */
export type BodyReading = { whose: 'own'; thing: BodyThing; part?: string } | { whose: 'theirs'; thing: GrownUpBodyThing; who: string };

/** Grown-ups a body thing may belong to: the hero helps, and never takes it as {his} own. */
const GROWN_UPS = new RegExp(`^${kinPattern({ grownUp: true })}$`, 'i');

/** A grown-up named first ("nanny has to use a walking stick") when the tagger does not make them the owner. */
const LEADING_GROWN_UP = /^(?:my |our )?(\w+)(?:'s)?\b/i;

/**
 * The body thing a theme names, read from its plain roots with the compromise tagger ("she has nits" → "nit", "he gets
 * nosebleeds" → "nosebleed"), and whose it is (`readMoment`'s owner, or a grown-up named first).
 */
/** Who a body moment can be the hero's or the family's: a person, or a part of a body. */
const PERSON = /^(?:i|me|we|he|she|they|him|her|them|you|(?:my|our|his|her|their|your|the|a|an) (?:\w+ )?(?:son|daughter|boy|girl|baby|toddler|child|kid|little one|twins?|knee|finger|hand|head|foot|feet|chin|arm|leg|nose|eye|ear|teeth|tooth|skin|tummy|throat|back|elbow|hair))$/i;

/**
 * Whether the theme's subject is someone or something else than the hero and the family: "our dog has hay fever", "a
 * dragon who sneezes", "my hamster has a bump" are a pet's, a creature's or a toy's, told by the frames for those.
 */
function aboutSomethingElse(theme: string, thing: RegExp): boolean {
  const first = nlp(theme).nouns().first().text().toLowerCase().replace(/[^a-z' ]/g, '').trim();
  const subject = first !== '' && new RegExp(`^${first}\\s+(?:has|have|had|needs?|gets?|got|is|was|keeps|with|who|that)\\b`, 'i').test(theme.trim());
  if (!subject || thing.test(first) || PERSON.test(first) || GROWN_UPS.test(first.replace(/^(?:my|our) /, ''))) return false;
  // A child's name ("Ava has nits") is the hero's.
  return !/^[A-Z][a-z]+$/.test(theme.trim().split(/\s/)[0] ?? '');
}

export const readBody = memoised((theme: string): BodyReading | undefined => {
  const plain = `${theme.toLowerCase()} | ${plainWords(theme)}`;
  const owner = readMoment(theme).owner ?? LEADING_GROWN_UP.exec(theme.trim())?.[1];
  if (owner && GROWN_UPS.test(owner)) {
    const theirs = GROWN_UP_BODY_THINGS.find((thing) => thing.means.test(plain));
    if (theirs) return { whose: 'theirs', thing: theirs, who: owner.toLowerCase() };
  }
  const own = BODY_THINGS.find((thing) => thing.means.test(plain));
  if (!own || aboutSomethingElse(theme, own.means)) return undefined;
  // Where it was, in the parent's words: "stitches in his forehead" are in the forehead, not the table's chin.
  const part = own.part && (own.partSaid ? allergenAsLabelled(own.partSaid.exec(theme)?.[1]) : BODY_PARTS.exec(theme)?.[1]?.toLowerCase()) || own.part;
  return { whose: 'own', thing: own, part };
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

/** A food as a label says it ("egg" → "eggs", "dairy" → "milk", "strawberry" → "strawberries"). */
function allergenAsLabelled(food: string | undefined): string | undefined {
  const said = food?.toLowerCase();
  if (!said) return undefined;
  if (said === 'dairy') return 'milk';
  if (said === 'strawberry') return 'strawberries';
  return /^(?:peanut|nut|tree nut|egg|prawn|kiwi)$/.test(said) ? `${said}s` : said;
}
