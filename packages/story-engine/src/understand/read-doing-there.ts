import nlp from 'compromise';
import { kinPattern } from '../core/kin-words';

/**
 * What the theme says is done at the moment the catalogue tells, said before its place: "RIDING ON DADDY'S SHOULDERS at
 * the zoo", "TOASTING MARSHMALLOWS on the bonfire", "A DONKEY RIDE at the seaside", "GETTING A STICKER at the dentist".
 * The entry matches the place and tells its usual day; these words were dropped (held-out reads 36 and 37). Read with
 * the compromise tagger: a doing (a gerund and what follows) or a thing (a noun phrase), never only the going there.
 * `words` are its own content words, to ask whether the entry's lines already tell it.
 */
export interface DoingThere {
  /** As a page says it: "riding on Daddy's shoulders", "a donkey ride". */
  said: string;
  /** A doing ("riding on …"), or a thing there ("a donkey ride"). */
  gerund: boolean;
  words: readonly string[];
}

/** The place phrase the entry's words end in: a preposition, then at most a few words, to the end of the theme. */
const PLACE_START = /\s(?:at|on|in|to|by|near|round|around|after|before|during|inside)\s+(?:(?:the|a|an|my|our|his|her|their|\p{L}+['’]s)\s+)?/giu;
/** Words of the going there, not of what is done: "going", "a trip", "our day out", "first". */
const GOING = /^(?:go|going|went|goes|a|an|the|our|my|his|her|their|trip|day|days|out|visit|visiting|time|fun|holiday|weekend|morning|afternoon|evening|first|big|special|spending|having|being|at|to|for|and|with|some|lots|of|family|whole|little|new|last)$/i;
const KIN = new RegExp(`^${kinPattern({}, ['friend', 'friends', 'best friend'])}(?:['’]s)?$`, 'i');
/** Doings that say nothing of their own ("GETTING a sticker", "SEEING the penguins"): the thing is what a page must name. */
const LIGHT = /^(?:getting|having|seeing|going|doing|being|taking|looking)$/i;
/** The weather or time a day is had in ("a foggy morning at the beach") is told by its own kit (`rest-kits.ts`), never as a thing loved. */
const WEATHER = /\b(?:rain\w*|snow\w*|wind\w*|fog\w*|mist\w*|storm\w*|sunny|hot|cold|wet|icy|frosty|dark|night|morning|afternoon|evening|sunset)\b/i;
/** Words said to someone, and words for anyone, not things: "saying GOODNIGHT", "waving BYE-BYE", "visiting SOMEONE". */
const SAID_WORD = /^(?:goodnight|good night|night-night|hello|goodbye|bye|bye-bye|please|thanks|thank you|sorry|(?:some|any|every|no)(?:one|body|thing))$/i;
/** A helping verb or a habit's word: the words are a clause about someone, never a thing a page can love. */
const CLAUSE = /\b(?:keeps?|kept|is|are|was|were|has|have|had|won'?t|can'?t|doesn'?t|didn'?t|will|would|always|never|still)\b/i;
/** Owners the page says as the family's: "my" is the hero's, "our" the family's. */
const OWNERS = /\b(my|our)\s+/gi;

export function readDoingThere(theme: string, matched: RegExp): DoingThere | undefined {
  const text = theme.trim();
  // The last place phrase first: "riding on daddy's shoulders AT THE ZOO" is done at the zoo, not "on" anything.
  for (const place of [...text.matchAll(PLACE_START)].reverse()) {
    const prefix = text.slice(0, place.index).trim();
    const rest = text.slice(place.index + place[0].length);
    // The entry was matched by the place phrase, not by these words, and little follows it ("… at the zoo with mum").
    if (matched.test(prefix) || rest.split(/\s+/).length > 5) return undefined;
    const doing = doingIn(prefix);
    if (doing) return doing;
  }
  return undefined;
}

/** A gerund and its words, or a noun phrase, with content words that are not the going there nor the family. */
function doingIn(prefix: string): DoingThere | undefined {
  const tagged = nlp(prefix);
  const first = tagged.terms().json()[0] as { terms: Array<{ tags: string[] }> } | undefined;
  const tags = first?.terms[0]?.tags ?? [];
  const gerund = tags.includes('Gerund') || /^\p{L}+ing$/u.test(prefix.split(/\s+/)[0] ?? '');
  // Its things, where it names any ("getting a STICKER"), else its doing: the words a page that tells it would say.
  const content = (said: string) => said.toLowerCase().split(/\s+/).map((word) => word.replace(/['’]s$/, '')).filter((word) => word.length > 2 && !GOING.test(word) && !KIN.test(word));
  const nouns = content((tagged.nouns().out('array') as string[]).join(' '));
  const verb = gerund ? content(prefix.split(/\s+/)[0] ?? '').filter((word) => !LIGHT.test(word)) : [];
  const words = nouns.length > 0 ? [...verb, ...nouns] : content(prefix);
  // A doing with no thing of its own ("RIDING on Grandad's tractor", "SAYING GOODNIGHT to the moon", "LEARNING to say
  // please") is the theme's own doing, done to what the entry was matched by: "Ines loved riding, too." pasted it in as
  // one more thing loved (held-out read 44). The entry tells that doing in its own lines.
  if (gerund && nouns.filter((noun) => !SAID_WORD.test(noun)).length === 0) return undefined;
  if (words.length === 0 || prefix.split(/\s+/).length > 6 || WEATHER.test(prefix)) return undefined;
  // "the cat keeps sitting" is a clause, not a thing there: "There was the cat keeps sitting, too." (held-out read 48).
  if (CLAUSE.test(prefix)) return undefined;
  const thing = tags.includes('Determiner') && tagged.nouns().length > 0;
  if (!gerund && !thing) return undefined;
  const said = prefix.replace(OWNERS, (_all, owner: string) => (owner.toLowerCase() === 'my' ? '{his} ' : 'the ')).replace(/\b(\p{Ll}+)(?=['’]s\b)/gu, (word) => (KIN.test(word) ? word.charAt(0).toUpperCase() + word.slice(1) : word));
  return { said, words, gerund };
}
