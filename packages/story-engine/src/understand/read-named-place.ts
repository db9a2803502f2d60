import nlp from 'compromise';
import { memoised } from '../core/memo';
import { escapeRegExp as escaped } from '../core/regex';
import { titleCase as capitalised } from '../core/text';
import { placeKitOf, type PlaceKit } from '../world/place-kits';
import { farPlaceOf, type FarPlace } from '../world/far-places';

/**
 * The place a theme puts its day at ("a picnic at the castle", "a sleepover at my cousin's", "Eid at Nani's in Lahore",
 * "a holiday in a caravan", "a walk up the hill"): the story is told there. Its kit (`world/place-kits.ts`) gives its
 * parts and true lines, a far place (`world/far-places.ts`) the journey and a true thing of it; a place neither knows is
 * only named, as the parent said it.
 */
export interface NamedPlace {
  /** As a page names it: "the castle", "{his} cousin's house", "Granny's house in Scotland", "Lahore". */
  name: string;
  /** With its preposition: "at the castle", "in a caravan" → "in the caravan", "in Scotland". */
  at: string;
  /** The words a page must say for the place to be there: the kit's, or the name's own last word. */
  word: RegExp;
  kit?: PlaceKit;
  far?: FarPlace;
  /** Someone's house: "{his} cousin's house", "Granny's house". */
  home?: true;
}

/** What a visit is for, or who comes: never the place ("to see the King", "with dad", "for my birthday"). */
const TAIL = /\s+(?:to (?:see|visit|meet|watch|stay with)|with|for|because|and then)\b.*$/i;
/** After a preposition, words that are a time or the weather, not a place: "a walk in the rain". */
const NOT_A_PLACE = /^(?:the |a |an )?(?:rain|snow|sun(?:shine)?|dark|night|morning|afternoon|evening|summer|winter|spring|autumn|holidays?|half term|weekend|holiday|bed|time|way|end|middle|car|queue|first|row|love|trouble|charge|front|back|turn|one|two|three|\d+)\b/i;
/** A place said bare, as parents say them: "at soft play", "at church". School is the school day's own, never moved. */
const BARE = /^(?:soft ?play|church|chapel|mosque|temple|gurdwara|synagogue|town)$/i;
/**
 * The last words of a place no kit lists that a family goes to for the day ("the shops", "the village fete field", "the
 * garden centre"): only these, so "a new baby in the family", "a mouse in the house" or "a fox on the loose" name none.
 */
const PLACE_NOUN = /\b(?:shops?|cent(?:re|er)|halls?|station|church|chapel|cathedral|mosque|temple|gurdwara|synagogue|hotel|cottage|campsite|market|gym|studio|stadium|ground|pitch|club|gallery|theat(?:re|er)|arena|harbour|pier|marina|island|village|town|city|lodge|cabin|chalet|allotment|stables|ranch|circus|fete|fair|garden centre|nature reserve|country park|boating lake)$/i;
/** Capitalised words that are a time, never a place: "a party on Saturday", "Christmas in December". */
const WHEN = /^(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)s?|january|february|march|april|may|june|july|august|september|october|november|december|christmas|easter|halloween)$/i;
/** "my cousin's", "Granny's", "Auntie Priya's house": a family's or a friend's home. */
const HOME_OF = /^(?:(my|our|his|her|their|a|an|the) )?([\p{L}]+(?: [\p{L}]+)?)['’]s?(?: (?:house|home|flat|place|cottage|farm))?$/u;
/** A relation said with "my" is the hero's ("{his} cousin"); a family word alone is a name ("Granny"). */
const RELATION = /^(?:best )?(?:friend|cousin|classmate|neighbour|teacher|brother|sister|mate|uncle|aunt|auntie|aunty|grandma|grandpa|granny|grandad|nana|nan|nani|nana|dadi|gran)s?$/i;

/** A thing sent or given, whose "to" names who gets it: "a letter to Father Christmas", "a present to Grandma". */
const SENT = /\b(?:letters?|cards?|notes?|postcards?|presents?|gifts?|messages?|emails?|parcels?|drawings?|thank[- ]you)$/i;
/** Figures and people a parent names who are never a place: "Father Christmas", "the Queen". */
const FIGURE = /^(?:father christmas|santa(?: claus)?|the tooth fairy|the easter bunny|the (?:king|queen|prince|princess))$/i;

/** The place the theme names, if it names one the day can be told at. */
export const readNamedPlace = memoised((theme: string): NamedPlace | undefined => {
  const text = theme.trim().replace(/[.!?]+$/, '').replace(TAIL, '');
  const pieces = text.split(/\s+(at|in|on|to|up|by|near|inside)\s+/i);
  const places = [];
  for (let index = 1; index + 1 < pieces.length; index += 2) {
    // "a letter to Father Christmas", "a card for the teacher": the one it is sent to, never a place.
    if (SENT.test(pieces[index - 1]!) || FIGURE.test(pieces[index + 1]!.trim())) continue;
    const place = placeSaid(pieces[index]!.toLowerCase(), pieces[index + 1]!);
    if (place) places.push(place);
  }
  const [first, ...later] = places;
  if (!first) return undefined;
  // "at Nani's in Lahore": the house, in the far place; the far place's journey and its truths come with it.
  const far = first.far ?? later.find((place) => place.far)?.far;
  if (far && !first.far) return { ...first, name: `${first.name} in ${far.name}`, at: `${first.at} in ${far.name}`, far };
  return first;
});

function placeSaid(preposition: string, words: string): NamedPlace | undefined {
  const said = words.trim();
  if (NOT_A_PLACE.test(said) || /^home$/i.test(said) || said.split(/\s+/).length > 4) return undefined;
  const home = /['’]/.test(said) ? HOME_OF.exec(said) : undefined;
  if (home) {
    // "a friend's house" is some friend's, said as the parent said it, never a name ("A Friend's house").
    const some = home[1] && /^(?:a|an|the)$/i.test(home[1]) ? home[1].toLowerCase() : undefined;
    if (some && !RELATION.test(home[2]!)) return undefined;
    const who = some ? `${some} ${home[2]!.toLowerCase()}` : home[1] || RELATION.test(home[2]!) && !/^(?:granny|grandma|grandpa|grandad|nana|nan|nani|gran|dadi)$/i.test(home[2]!) ? `{his} ${home[2]!.toLowerCase()}` : capitalised(home[2]!);
    const name = `${who}'s house`;
    return { name, at: `at ${name}`, word: new RegExp(`\\b${escaped(home[2]!.split(' ').pop()!)}'s\\b`, 'i'), home: true };
  }
  const far = WHEN.test(said) ? undefined : farPlaceOf(said);
  if (far) return farOnly(far);
  const kit = placeKitOf(said);
  const bare = BARE.test(said);
  if (!kit && !bare && (!/^(?:the|a|an|my|our)\s/i.test(said) || !PLACE_NOUN.test(said))) return undefined;
  if (!kit && !bare) {
    const doc = nlp(said);
    if (!doc.has('#Noun') || doc.has('(#Verb|#Pronoun|#Adverb)')) return undefined;
  }
  const name = bare ? said.toLowerCase().replace(/^soft ?play$/, 'soft play') : said.toLowerCase().replace(/^(?:a|an|my|our)\s/, 'the ');
  const at = kit?.at ?? (preposition === 'up' || preposition === 'to' || preposition === 'near' || preposition === 'by' ? 'at' : preposition);
  const last = name.split(/\s+/).pop()!;
  return { name, at: `${at} ${name}`, word: kit ? new RegExp(kit.words.source, 'i') : new RegExp(`\\b${escaped(last)}`, 'i'), ...(kit ? { kit } : {}) };
}

/** A far place alone, as a page names it: "in Wales". */
export const farOnly = (far: FarPlace): NamedPlace => ({ name: far.name, at: `in ${far.name}`, word: new RegExp(`\\b${escaped(far.name)}\\b`, 'i'), far });
