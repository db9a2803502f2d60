import { gameAtOccasion } from './game-at-occasion';
import type { AgeGroup } from '@studio/contracts/stories';
import { KIN_WORDS } from '../cast/kin-by-name';
import { rideNested } from './read-nested';
import { nlp } from './kin-tagged';
import { memoised } from '../core/memo';
import { VALUE_THEME } from '../world/lessons';
import { keepNames, readPhrase } from './read-words';
import { creatureCareOf } from '../world/days/creature-care';
import { gatheringOf } from '../world/days/gathering';
import { occasionDay, type OccasionReading } from './read-occasion';
import { asHelped } from './read-helping';
import { dayWords, madeFor } from './day-words';
import { kinPattern } from '../core/kin-words';
import { HANDS_KINDS, handsDay, isDoneTo, type HandsKind } from './day-hands';
import { isConcreteThing } from './concrete-thing';
import { weightSaidIn } from './read-weight';
import { withoutTrailing } from './without-trailing';
import { GONE_ON, goneOn, gerundTaggedAsNoun } from './gone-on';
import { playDayIn } from './read-play';
import { kitDayIn } from './kit-day';

/**
 * A theme that names a day: something to do ("going fishing", "making a robot out of boxes") or a place to go ("a
 * trip to the post office", "a day at the water park", "the car wash"), read with the tagger so that its words are
 * said only in the slots they fit: the doing in its -ing, infinitive or past form, the place with its article.
 * Whoever the day is spent with ("with grandpa") is read apart, as a person rather than part of the doing.
 */
export interface DayReading {
  /** "going fishing", "going to the car wash", "spending the day at the water park": the day in its -ing form. */
  doing: string;
  /** "go fishing": after "was going to", "wanted to". */
  todo: string;
  /** "went fishing": the day done. */
  did: string;
  /** The place gone to, as first said ("the car wash", "a farm"), when the theme names one. */
  place?: string;
  /** How the day is named inside a sentence: "the trip to the car wash", "the day at the water park", "going fishing". */
  name: string;
  /** Who the theme says it is spent with: a family word as a name ("Grandpa", "Dad") or a name ("Uncle Raj"). */
  with?: string;
  /** What is done at the place, when its name says it with a verb: "the climbing wall" → "climbing", "the bowling alley" → "bowling". */
  doneThere?: string;
  /** The theme is a worry about the day ("scared of the car wash"): it opens on the worry, not on wanting it. */
  worried?: true;
  /** What kind of day it is, so it is told in the steps such a day has (`plots/day-kits.ts`). */
  kind: DayKind;
  /** What the doing makes or is done to, as a page says it again: "the robot", "the bread", "{his} bike". */
  thing?: DayThing;
  /** What it is made from, as a page says it again: "out of cardboard boxes" → "the boxes". */
  material?: string;
  /** The doing with its thing, in the past, without the material or whom it is for: "built a robot". */
  made?: string;
  /** The theme says the doing is being learnt ("learning to knit", "grandma is teaching me to bake"). */
  learnt?: true;
  /** What is wrong with the thing a doing mends: "fixing the puncture on my scooter" → "the puncture" (the thing: {his} scooter). */
  fault?: string;
  /** An occasion at a place or with a host ("a birthday party at the zoo"): told in its own steps (`plots/occasion-kit.ts`). */
  occasion?: OccasionReading;
  /** Whom a thing is taken to, when it is a person rather than a place: "the lady next door", "Grandma" (`day-hands.ts`). */
  takenTo?: string;
  /** The listener's band, set by the day's plot: play is told on the floor with a grown-up, or with rules and skill (`plots/play-sorts.ts`). */
  age?: AgeGroup;
  /** Who the hero teaches, as a page names them ("Grandma", "{sibor:{his} little brother}"), and the skill ("use her tablet"). */
  learner?: string;
  skill?: string;
  /** The outer day or place a nested doing happens at ("the carousel at the fair": "the fair"; `read-nested.ts`). */
  at?: string;
}

/** A thing named again on the pages: "the robot" (it), "the cookies" (they). */
export interface DayThing {
  the: string;
  plural: boolean;
}

/**
 * The kinds of day told in their own steps: making, baking or cooking, growing, painting or drawing, fixing, an errand
 * to a place, a visit to where people work, a sale, feeding or tending animals, gathering shells or berries; any other
 * place is an outing, and any other doing a day of doing.
 */
export type DayKind = HandsKind | 'making' | 'baking' | 'growing' | 'painting' | 'fixing' | 'chores' | 'tending' | 'gathering' | 'playing' | 'deskwork' | 'puzzling' | 'teaching' | 'errand' | 'visit' | 'sale' | 'outing' | 'doing' | 'occasion';

/** The id of the plot that tells such a day (`plots/the-day.ts`). */
export { DAY_PLOT_ID } from '../plots/frame-ids';

/** Words that head a place a family goes to for the day or an errand: "the car wash", "the post office", "our allotment". */
const PLACE_HEADS = new Set([
  'wash', 'office', 'station', 'centre', 'center', 'park', 'shop', 'shops', 'market', 'supermarket', 'pool', 'rink', 'wall', 'lighthouse', 'allotment',
  'museum', 'gallery', 'garden', 'gardens', 'castle', 'windmill', 'mill', 'bank', 'cafe', 'café', 'restaurant', 'hairdresser', 'hairdressers', 'vet', 'vets',
  'garage', 'harbour', 'harbor', 'pier', 'playground', 'field', 'hill', 'woods', 'lake', 'river', 'canal', 'pond', 'launderette', 'laundrette', 'laundromat',
  'bakery', 'library', 'church', 'mosque', 'temple', 'synagogue', 'gurdwara', 'stadium', 'arena', 'cinema', 'theatre', 'theater', 'bowling', 'alley', 'tip',
  'dump', 'yard', 'airport', 'port', 'marina', 'boatyard', 'quarry', 'forest', 'wood', 'beach', 'seaside', 'coast', 'cliffs', 'island', 'farm', 'zoo',
  'aquarium', 'circus', 'fair', 'funfair', 'fete', 'festival', 'carnival', 'show', 'nursery', 'greenhouse', 'orchard', 'vineyard', 'meadow', 'valley',
  'mountain', 'mountains', 'waterfall', 'cave', 'caves', 'tower', 'bridge', 'palace', 'cathedral', 'abbey', 'ruins', 'monument', 'square', 'high street',
  'town', 'city', 'village', 'countryside', 'moor', 'moors', 'dunes', 'common', 'recreation ground', 'rec', 'skatepark', 'track', 'course', 'court',
  'pitch', 'gym', 'studio', 'workshop', 'factory', 'dairy', 'stables', 'kennels', 'sanctuary', 'reserve', 'trail', 'campsite', 'hotel', 'cottage',
  'chemist', 'pharmacy', 'butcher', 'butchers', 'greengrocer', 'greengrocers', 'barbers', 'dentist', 'opticians', 'optician', 'post', 'sorting',
  'bird hide', 'viewing deck', 'viewing platform', 'mine', 'dam', 'quay', 'lock', 'locks', 'observatory', 'planetarium', 'ruin',
]);

/** Nouns of people and animals: after "a visit to", they are someone visited, not a place. */
const PEOPLE = /^(?:baby|babies|brother|sister|cousin|friend|friends|grandma|grandpa|granny|nana|gran|mum|dad|aunt|auntie|uncle|family|teacher|doctor|dentist|vet|neighbour|neighbours|puppy|kitten|dog|cat|pony|horse|animals?|people|children|kids)$/;

/** Verbs of being, feeling and having a thing happen: "being brave", "feeling sad", "getting lost" are not a day to spend doing. */
// "saying bye bye to mummy": words said are no thing to get ready, practise or finish ("got everything ready for the bye").
const NOT_DOINGS = new Set(['be', 'feel', 'know', 'miss', 'hate', 'love', 'like', 'want', 'need', 'seem', 'wish', 'worry', 'lose', 'get', 'become', 'die', 'cry', 'fight', 'hurt', 'fall', 'break', 'say', 'tell']);

/**
 * The child's own body ("washing hands", "brushing teeth", "combing her hair") is no job about the house nor a thing
 * made: "the hands were sparkling clean", "looked at the hands and felt very grown-up". The day frames cannot tell it.
 */
const BODY = /^(?:(?:\{his\}|my|your|his|her|their|our|the)\s+)?(?:hands?|teeth|tooth|hair|face|feet|foot|nails?|ears?|nose|body|knees?)$/i;

/** The family words a day may be spent with, and the name a page gives them. */
const KIN_NAMES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:grandma|granny|nana|nanna|gran|grandmother|nan)$/, 'Grandma'],
  [/^(?:grandpa|grandad|granddad|grandfather)$/, 'Grandpa'],
  [/^(?:mum|mummy|mom|mommy|mother|mama)$/, 'Mum'],
  [/^(?:dad|daddy|father|papa)$/, 'Dad'],
  [/^(?:auntie|aunty|aunt)$/, 'Auntie'],
  [/^uncle$/, 'Uncle'],
  // A family's own word is the name a page gives them: "with nonna" is Nonna.
  [new RegExp(`^${kinPattern({ relation: ['grandparent', 'parent', 'aunt-uncle', 'godparent'] })}$`), ''],
];

/** "my", "our", "your" before a noun of the day: the hero's ({his}) or nobody's in particular ("the"). */
const OWNERS: Readonly<Record<string, string>> = { my: '{his}', your: '{his}', our: 'the', his: '{his}', her: '{his}', their: '{his}' };

/** Framings that name a place to go: "a trip to …", "a day at …", "a visit to …", "an afternoon at …". */
const OUTING = /^(?:(?:a|an|the|our|my)\s+)?(?:(?:big|fun|special|family|little|first|long|lovely|busy)\s+)?(trip|day trip|day out|day|visit|outing|afternoon|morning|evening|night|walk|weekend|holiday|week|stay)\s+(?:to|at|in|on|round|around|by|up)\s+(.+)$/i;

/** The verbs of each kind of doing, by their infinitive. */
const DOING_KINDS: ReadonlyArray<readonly [DayKind, RegExp]> = [
  ['baking', /^(?:bake|cook|roast|ice|decorate cakes?)$/],
  ['growing', /^(?:plant|grow|sow|pot|repot)$/],
  ['painting', /^(?:paint|draw|colou?r|sketch|decorate|varnish)$/],
  ['fixing', /^(?:fix|mend|repair|patch)$/],
  ['chores', /^(?:clean|wash|tidy|sort|hoover|vacuum|sweep|dust|clear|wipe|polish|scrub|empty|set|lay|hang|iron|mop)$/],
  ['making', /^(?:make|build|construct|sew|knit|craft|create|fold|carve|assemble|stitch|weave|glue|crochet)$/],
  ['playing', /^(?:jump|bounce|climb|swing|slide|splash|skate|run|race|kick|throw|roll|cartwheel|dig|skip|hop|scoot|sledge|somersault|tumble)$/],
  ['deskwork', /^(?:solve|revise)$/],
];

/** What is done sitting at a table, a bit at a time: "doing a jigsaw puzzle", "practising handwriting", "doing homework". */
const DESKWORK = /^(?:homework|jigsaws?|puzzles?|crosswords?|sums|maths|spellings?|tables|handwriting|reading|writing|worksheets?|letters?|poems?|essays?|diary|journal|wordsearch(?:es)?|sudoku|colouring)$/;
/** Verbs of sitting down to such a thing. */
const DESK_VERBS = /^(?:do|practise|practice|learn|write|finish|complete|solve|revise)$/;

/** Foods: making one of them is cooking ("making soup", "making pizza"), not making a thing to keep. */
const FOODS = /^(?:bread|loaf|loaves|cakes?|cupcakes?|biscuits?|cookies?|pizzas?|soup|stew|pancakes?|muffins?|scones?|pies?|tarts?|jam|sandwich(?:es)?|dinner|lunch|breakfast|tea|supper|smoothies?|salad|curry|pasta|dumplings?|buns?|rolls?|flapjacks?|brownies?|gingerbread|crumble|porridge|omelettes?|noodles|rice|lemonade|fudge|toffee|sweets|chapatis?|chapattis?|rotis?|naans?|tortillas?|parathas?|flatbreads?|dosas?|blinis?|latkes?|fritters?|pittas?|puris?|pastry|pastries|doughnuts?|donuts?|waffles?|crepes?|tacos?|burgers?|meatballs|sushi)$/;

/** Where an errand is done: a place with a counter, a queue and a thing to hand over. */
const ERRAND_PLACES = /\b(?:post office|bank|shops?|chemist|pharmacy|launderette|laundrette|laundromat|dry cleaners?|cleaners|recycling|tip|dump|bottle bank|supermarket|greengrocers?|butchers?|key cutters?|cobblers?|opticians?|newsagents?|corner shop|petrol station|garage)\b/;

/** Where people work and show a visitor round: the fire station, the bakery, the factory. */
const WORKPLACES = /\b(?:station|bakery|factory|dairy|workshop|studio|garage|mill|forge|pottery|boatyard|sorting office|newsroom|kitchens?|surgery)$/;

/** A sale or a show of stalls: the car boot sale, the school fete, the craft fair. */
const SALES = /\b(?:sale|fete|fête|fair|bazaar|jumble|market)$/;

/** The kind of a place day: a sale, an errand, a visit to a workplace (and a visit framed as one), else an outing. */
function placeKind(place: string, visit: boolean): DayKind {
  const there = place.toLowerCase();
  if (SALES.test(there)) return 'sale';
  if (WORKPLACES.test(there) && (visit || !ERRAND_PLACES.test(there))) return 'visit';
  return ERRAND_PLACES.test(there) ? 'errand' : 'outing';
}

/** Verbs of looking after animals: "feeding the chickens", "collecting eggs", "mucking out the pony". */
const TENDS = /^(?:feed|look after|care for|muck out|muck|groom|brush|visit|see|meet|collect|gather|check on|water|let out|help with|put|tuck|tuck in)$/;
/** Verbs of gathering: "collecting shells", "picking blackberries", "looking for conkers". */
const GATHERS = /^(?:collect|gather|pick|find|look for|hunt for|search for|forage for|forage)$/;

/** The words that start a spot, not a thing: "under the duvet", "behind the curtains". */
const SPOT_FIRST = /^(?:under|underneath|beneath|behind|inside|in|into|through|along|across|round|around|over|on|at|by)\s/i;

/** Things of the house a job is done to by making or folding: "making my bed", "folding the laundry". */
const HOUSEHOLD = /^(?:bed|beds|laundry|washing|clothes|socks|towels|sheets)$/;

/** The kind of a doing, by its verb and what it is done to: "making soup" is cooking, "making my bed" a job about the house. */
function doingKind(verb: string, thing: string | undefined): DayKind {
  if (DESK_VERBS.test(verb) && thing && DESKWORK.test(thing)) return 'deskwork';
  // Climbing a hill is a walk, not play on a climbing frame.
  if (verb === 'climb' && thing && /^(?:hills?|mountains?|fells?|peaks?|stairs|steps|ben|munro)$/.test(thing)) return 'doing';
  const kind = DOING_KINDS.find(([, verbs]) => verbs.test(verb))?.[0];
  if (kind === 'making' && thing && FOODS.test(thing)) return 'baking';
  if ((kind === 'making' || verb === 'fold') && thing && HOUSEHOLD.test(thing)) return 'chores';
  // A job with no thing read ("washing up after dinner") is said as typed, in the general lines.
  if (kind === 'chores' && !thing) return 'doing';
  // Animals fed or looked after, and things gathered, have their own true steps (`world/days`), whatever the verb.
  if (!kind && thing && TENDS.test(verb) && creatureCareOf(thing)) return 'tending';
  if (!kind && thing && GATHERS.test(verb) && gatheringOf(thing)) return 'gathering';
  return kind ?? 'doing';
}

/** The words after "with" that name a person the doing is done with. */
const WITH_SOMEONE = new RegExp(`^(?:my |his |her |their |our |the |\\{his\\} )?(?:${KIN_WORDS}|nanny|nan|nanna|granny|grandpa|grandad|grandma|mummy|daddy|friends?|best friend|class|family|teacher)\\b`, 'i');

/**
 * What a doing is done to and made from, read from the words after its verb: "a robot out of cardboard boxes" → the
 * robot, the boxes; "a card for grandma" → the card; "{his} bike" → {his} bike. A noun before the head stays with it
 * ("the bird feeder", "the garden shed"); a describing word does not ("the wobbly chair" → "the chair").
 */
function thingsOf(rest: string): { thing?: DayThing; material?: string; said?: string } {
  const [, made = rest, from] = /^(.+?)\s+(?:out of|from|using|with)\s+(.+)$/i.exec(rest) ?? [];
  // "cleaning out the hamster cage": the particle belongs to the verb, not the thing.
  const object = made.replace(/^(?:out|up|away|off|down)\s+/i, '').replace(/\s+(?:for|at|in|on|into|to|round|around|by|before|after)\s+.+$/i, '').trim();
  // "putting the toys back": the particle is the verb's, said after the thing ("put the toys back"), never part of it.
  const [, bare = object, particle] = /^(.+?)\s+(back|away)$/i.exec(object) ?? [];
  // "learning to swim": a verb is learnt, no thing ("the swim").
  const thing = /^to\s/i.test(bare) ? undefined : nounOf(bare, true);
  // "with nanny", "with my sister": whom it is made with, not what from.
  const material = from && !WITH_SOMEONE.test(from) ? nounOf(from.replace(/\s+(?:for|at|in|on|into|to)\s+.+$/i, ''), false)?.the : undefined;
  return { ...(thing ? { thing } : {}), ...(material ? { material } : {}), ...(thing ? { said: particle ? `${bare} ${particle}` : bare } : {}) };
}

/** A noun phrase said again, short: "the robot", "the bird feeder", "{his} bike"; nothing when it names no thing. */
function nounOf(phrase: string, keepCompound: boolean): DayThing | undefined {
  const owner = /^\{his\}\s+/.test(phrase) ? '{his} ' : 'the ';
  const bare = phrase.replace(/^(?:\{his\}|the|a|an|some|our|my|your|two|three|lots of)\s+/i, '').trim();
  // "grandads shoes", typed without its apostrophe: Grandad's shoes, never "the grandads shoes".
  const kin = KIN_OWNER.exec(bare);
  const owned = kin ? nounOf(kin[2]!, keepCompound) : undefined;
  if (kin) return owned && { ...owned, the: owned.the.replace(/^the /, `${kin[1]!.charAt(0).toUpperCase()}${kin[1]!.slice(1).toLowerCase()}'s `) };
  if (!bare || !/^[\p{L}' -]+$/u.test(bare) || bare.split(/\s+/).length > 4) return undefined;
  // "papier-mâché mask", "thank-you card": a word joined by a hyphen before the head is part of its name, whatever the tagger cuts.
  const joined = keepCompound ? bare.split(/\s+/).at(-2) : undefined;
  // Read after an article, as the tagger reads a thing ("fence" alone is a verb); the last word is the head, whatever
  // the tagger calls it ("the paper boats": boats as a verb).
  const terms = termsOf(`the ${bare}`).slice(1);
  const head = terms.at(-1);
  if (!head || terms.some((term) => term.tags.includes('Pronoun') || term.tags.includes('Preposition'))) return undefined;
  const at = terms.length - 1;
  // "bird feeder", "bug hotel": a noun just before the head is part of its name.
  const before = joined?.includes('-') ? `${joined.toLowerCase()} ` : keepCompound && at > 0 && terms[at - 1]!.tags.includes('Noun') && !terms[at - 1]!.tags.includes('Adjective') ? `${terms[at - 1]!.text.toLowerCase()} ` : '';
  const word = head.text.toLowerCase().replace(/[^\p{L}'-]/gu, '');
  const plural = head.tags.includes('Plural') || (!head.tags.includes('Noun') && /[^s]s$/.test(word)) || /^(?:sweets|noodles|meatballs)$/.test(word);
  return { the: `${owner}${before}${word}`, plural };
}

/** A grown-up of the family whose thing it is, said with or without its apostrophe: "grandads shoes", "nana's teapot". */
const KIN_OWNER = /^(nana|nanna|nan|nanny|gran|granny|grandma|grandad|grandpa|grampy|mum|mummy|dad|daddy)['’]?s\s+(.+)$/i;

interface Term {
  text: string;
  tags: string[];
}

const termsOf = (text: string): Term[] => (nlp(text).terms().json() as Array<{ terms: Array<{ text: string; tags: string[] }> }>).map((entry) => ({ text: entry.terms[0]!.text, tags: entry.terms[0]!.tags }));

/**
 * The tagger's past, or a regular one where it left the verb bare (it says "Layla skip with a rope"): skipped, danced,
 * jumped. Verbs whose past is the verb itself ("put", "cut") keep it. The list is inside: the day reader is first called
 * while its circle of imports is still loading.
 */
function pastOf(todo: string, past: string): string {
  if (past !== todo) return past;
  // "sand down": the verb takes the ending, the word after it stays ("sanded down").
  const [verb = todo, ...after] = todo.split(' ');
  const rest = after.length ? ` ${after.join(' ')}` : '';
  if (/^(?:put|cut|hit|set|let|shut|bet|quit|spread|cast|cost|hurt|burst|split|upset|bid|rid|shed|slit|read|fit|beat|knit|wed|wet|spit)$/.test(verb)) return past;
  if (/e$/.test(verb)) return `${verb}d${rest}`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied${rest}`;
  return /^[^aeiou]*[aeiou][bdgklmnprt]$/.test(verb) ? `${verb}${verb.at(-1)}ed${rest}` : `${verb}ed${rest}`;
}

/** The verb's forms, by the tagger: "making" → make, made. */
function formsOf(gerund: string): { todo: string; did: string } | undefined {
  // Alone, "pressing" and "rolling" are read as nouns: after "they are", as the verbs they are in the theme.
  const conjugated = (text: string) => (nlp(text).verbs().conjugate() as Array<Record<string, string>>)[0];
  const forms = conjugated(gerund)?.Infinitive ? conjugated(gerund) : conjugated(`they are ${gerund}`);
  return forms?.Infinitive && forms.PastTense ? { todo: forms.Infinitive, did: pastOf(forms.Infinitive, forms.PastTense) } : undefined;
}


/** "with grandpa", "with my dad", "with Uncle Raj": the person, as a page names them; anything else is not a person. */
function personIn(words: string): string | undefined {
  const bare = words.trim().replace(/^(?:my|our|the)\s+/i, '');
  const [first = '', name, ...more] = bare.split(/\s+/);
  const kin = KIN_NAMES.find(([pattern]) => pattern.test(first.toLowerCase()));
  // "with uncle raj" is Uncle Raj, however it was typed.
  const called = kin && (kin[1] || `${first.charAt(0).toUpperCase()}${first.slice(1).toLowerCase()}`);
  if (called && more.length === 0) return name && /^\p{L}+$/u.test(name) ? `${called} ${name.charAt(0).toUpperCase()}${name.slice(1)}` : called;
  // "Uncle Raj", "Auntie Jo", "Nonno", "Sam": written with capitals, and no more than two words.
  const words2 = bare.split(/\s+/);
  return words2.length <= 2 && words2.every((word) => /^\p{Lu}\p{Ll}+$/u.test(word)) ? bare : undefined;
}

/**
 * A noun phrase that names a place to go, with its article: "the car wash", "our allotment" → "the allotment", "a farm".
 * After words that say it is gone to ("a trip to", "going to": `framed`), any noun phrase with an article is a place; alone,
 * only one headed by a word for a place.
 */
function placeOf(phrase: string, framed = false): string | undefined {
  const text = phrase.trim();
  if (text.split(/\s+/).length > 5 || !/^[\p{L}' -]+$/u.test(text)) return undefined;
  // "a trip to London", "a day in North Wales": a name is a place of its own, with no article.
  if (framed && text.split(/\s+/).every((word) => /^\p{Lu}\p{Ll}+$/u.test(word))) return text;
  const read = readPhrase(text);
  const words = text.toLowerCase().split(/\s+/);
  const last = words.at(-1)!;
  const lastTwo = words.slice(-2).join(' ');
  // "the bird hide": a place of two words is one whatever the tagger makes of its last ("hide" as a verb).
  if ((read.shape !== 'noun phrase' && !(PLACE_HEADS.has(lastTwo) && /^(?:the|a|an|our|my)\s/i.test(text))) || read.properNouns.length > 0 && !/^(?:the|a|an|our|my)\s/i.test(text)) return undefined;
  const owner = /^(?:the|a|an|our|my|your)\s+/i.exec(text)?.[0]?.trim().toLowerCase();
  const namesAPlace = PLACE_HEADS.has(last) || PLACE_HEADS.has(lastTwo);
  // Framed, it still names no person or animal ("a visit to the new baby" is not a place to go).
  if (!namesAPlace && !(framed && owner !== undefined && !nlp(text).has('(#Person|#Pronoun)') && !PEOPLE.test(last))) return undefined;
  const kept = keepNames(text);
  const rest = owner ? kept.slice(owner.length).trim() : kept;
  // "our allotment" is the family's: "the allotment". A place said with no article has "the" ("going to town" stays "town").
  if (owner === 'a' || owner === 'an') return `${owner} ${rest}`;
  return /^(?:town|church|school|nursery)$/.test(rest) ? rest : `the ${rest}`;
}

/** The day a parent's theme names, if it names one; see `DayReading`. */
export const readDay = memoised((theme: string): DayReading | undefined => {
  // "Helping dad wash the car" is washing the car, with Dad (`asHelped`).
  // A ride inside a day out ("the carousel at the fair") is going on the ride, at the outer place (`read-nested.ts`).
  // A game at an occasion is the occasion's day, with the game its middle (`game-at-occasion.ts`); then a child teaching
  // someone, a puzzle, a thing looked for outdoors, each told in its own kit (`kit-day.ts`).
  const day = gameAtOccasion(theme) ?? keptDay(theme) ?? occasionDay(theme) ?? rideNested(theme, personIn) ?? readDayOf(asHelped(theme));
  const doneThere = day?.place ? doneAt(day.place) : undefined;
  if (day) return doneThere ? { ...day, doneThere } : day;
  // "going to the bakery with grandpa for a bun": the day before its last phrase of purpose, place or company.
  // Never a loss or a worry the whole carries ("blowing kisses to grandpa in heaven"): that is left to the quiet plots.
  const shorter = weightSaidIn(theme) ? undefined : withoutTrailing(theme);
  return shorter ? readDay(shorter) : undefined;
});

/** A day told in a kit of its own, over any entry sharing a word (`kit-day.ts`): teaching, a puzzle, a hunt, a game at home. */
export const keptDay = (theme: string): DayReading | undefined => kitDayIn(theme, personIn, readDayOf);

/** The verb a place is named by, in its -ing form: "the climbing wall" → "climbing"; "the car wash" has none said so. */
function doneAt(place: string): string | undefined {
  const words = place.toLowerCase().split(/\s+/).slice(0, -1);
  return words.find((word) => /^\p{L}+ing$/u.test(word) && (UNTAGGED_DOINGS.has(word) || nlp(`they are ${word}`).has('#Gerund')));
}

/** Doings a place is named by that the tagger does not read as verbs: "the bowling alley". */
const UNTAGGED_DOINGS: ReadonlySet<string> = new Set(['bowling', 'curling', 'abseiling', 'snorkelling', 'trampolining']);

/** "at nanas", typed without its apostrophe: a grandparent's house, said "at Nana's" wherever the day is told whole. */
const KIN_HOUSE = /\b(at|to|from) (nana|nan|nanny|gran|granny|grandma|grandad|grandpa)s\b/gi;

function readDayOf(theme: string): DayReading | undefined {
  const typed = dayWords(theme.trim().replace(/[.!]+$/, ''));
  const learnt = learntDoing(typed);
  const said = (learnt ?? typed).replace(KIN_HOUSE, (_whole, by: string, kin: string) => `${by} ${kin.charAt(0).toUpperCase()}${kin.slice(1).toLowerCase()}'s`);
  // "scared of the car wash": the day, met with a worry.
  const worry = WORRY.exec(said);
  const text = worry ? worry[1]! : said;
  if (!text || text.split(/\s+/).length > 10 || /[?"“”:;]/.test(text)) return undefined;
  // Whoever the day is spent with is a person of the cast, not a word of the doing.
  const along = /^(.+?)\s+with\s+(.+)$/i.exec(text);
  const who = along ? personIn(along[2]!) : undefined;
  // "going to see the panto" is going to the panto: what is seen there is the place's own.
  const core = (who ? along![1]! : text).replace(GOING_TO_SEE, '$1 to ');
  const day = outingIn(core) ?? touredIn(core) ?? doingIn(core) ?? placeAlone(core) ?? madeForSomeone(core) ?? handsBefore(core) ?? playDayIn(core) ?? goneOn(core, doingIn);
  if (!day || VALUE_THEME.test(day.doing)) return undefined;
  // "blowing kisses to grandpa in heaven" is no little moment to giggle through: a doing with no thing that carries a
  // loss or an illness is left to the quiet plots, said so (`plots/day-moment.ts`).
  if (day.kind === 'doing' && !day.thing && !day.place && weightSaidIn(text)) return undefined;
  return { ...day, ...(who ? { with: who } : {}), ...(worry ? { worried: true as const } : {}), ...(learnt ? { learnt: true as const } : {}) };
}

/** What a moment is done for, after it: "pulling faces at the baby to make her laugh", "shouting into the tunnel to hear the echo". */
const PURPOSE_CLAUSE = /\s+(?:to|so as to|in order to)\s+(?:make|hear|see|cheer|help|get|keep|wake)\b.*$/i;

/** A clause after the doing, of when or why: "before we go in the sea", "because she is poorly". */
const WHEN_CLAUSE = /\s+(?:before|after|because|when|while|so that|so)\s+(?:we|i|he|she|they|you|it|my|our|his|her|their|the)\b.*$/i;

/**
 * "putting suncream on before we go in the sea": a day of the hands read without its clause of when (whose verb stops the
 * doing being read whole). Only a day of the hands or a moment with no thing: any other doing with a clause stays unread.
 */
function handsBefore(text: string): DayReading | undefined {
  const clause = WHEN_CLAUSE.test(text) ? WHEN_CLAUSE : PURPOSE_CLAUSE.test(text) ? PURPOSE_CLAUSE : undefined;
  const day = clause ? doingIn(text.replace(clause, '')) : undefined;
  // "giving nana a big squeeze when she arrives": a moment with no thing is told whole without its when (`plots/day-moment.ts`).
  // A place gone to for something ("going to the shop to get milk") is the trip there, told in its place's steps.
  return day && (HANDS_KINDS.has(day.kind) || (day.kind === 'doing' && !day.thing && !day.place) || (clause === PURPOSE_CLAUSE && day.place !== undefined)) ? day : undefined;
}

/** "grandma is teaching me to knit", "dad showed us how to bake bread": who teaches, and what. */
const TEACHING = /^(?:(?:my|our)\s+)?(\p{L}+(?:\s(?!(?:is|was|has|keeps)\b)\p{L}+)?)\s+(?:(?:(?:is|was|has been|'s|keeps)\s+)?(?:teaching|showing)|teaches|taught|shows|showed)\s+(?:me|us|him|her|them)\s+(?:how\s+)?to\s+(.+)$/iu;
/** "learning to knit", "learning how to bake bread". */
const LEARNING = /^(?:learning|trying to learn)\s+(?:how\s+)?to\s+(\p{L}+)\b(.*)$/iu;

/**
 * A doing that is being learnt, said as the doing itself ("knitting", "baking bread with grandma"), when its verb is one
 * whose day has its own steps (making, baking, growing, painting, fixing): the kit's true details tell the learning.
 */
/** "grandma is teaching me to knit", "grandma teaches me to knit" said as the child's learning: "learning to knit with grandma". */
export function asLearning(text: string): string {
  const taught = TEACHING.exec(text);
  return taught ? `learning to ${taught[2]} with ${taught[1]}` : text;
}

/** "learning to fish with grandpa" as its doing, "fishing with grandpa", whatever the verb; nothing for another theme. */
export function learntAsDoing(text: string): string | undefined {
  const [, verb = '', rest = ''] = LEARNING.exec(asLearning(text)) ?? [];
  const gerund = verb && (nlp(`they ${verb.toLowerCase()}`).verbs().conjugate() as Array<Record<string, string>>)[0]?.Gerund;
  return gerund ? `${gerund}${rest}` : undefined;
}

function learntDoing(text: string): string | undefined {
  const learning = asLearning(text);
  const [, verb = '', rest = ''] = LEARNING.exec(learning) ?? [];
  if (!verb || !DOING_KINDS.some(([kind, verbs]) => LEARNT_KINDS.has(kind) && verbs.test(verb.toLowerCase()))) return undefined;
  const gerund = (nlp(`they ${verb.toLowerCase()}`).verbs().conjugate() as Array<Record<string, string>>)[0]?.Gerund;
  // A skill learnt with no thing named is learnt on the thing everyone starts with: knitting a scarf, baking a cake.
  const first = rest.trim() === '' || /^with\s/i.test(rest.trim()) ? FIRST_THINGS[verb.toLowerCase()] : undefined;
  if (!gerund || (rest.trim() === '' || /^with\s/i.test(rest.trim())) && !first) return undefined;
  return `${gerund}${first ? ` ${first}` : ''}${rest}`;
}

/** The kinds of day a skill is learnt in, by its kit's own steps; a job about the house learnt is a habit (`read-habit.ts`). */
const LEARNT_KINDS: ReadonlySet<DayKind> = new Set(['making', 'baking', 'growing', 'painting', 'fixing']);

/** What a skill is first learnt on. */
const FIRST_THINGS: Readonly<Record<string, string>> = {
  knit: 'a scarf', crochet: 'a little square', sew: 'a cushion', stitch: 'a patch', bake: 'a cake', cook: 'pancakes', paint: 'a picture',
  draw: 'a picture', grow: 'some beans', plant: 'some seeds', weave: 'a little mat',
};

/** "making bath bombs for nana": the doing read without whom it is for (the tagger reads "bombs" as a verb), then said with them. */
function madeForSomeone(text: string): DayReading | undefined {
  const made = madeFor(text);
  const day = made ? doingIn(made.doing) : undefined;
  if (!made || !day) return undefined;
  const whom = made.forWhom.replace(/^(?:my|his|her|their)\s+/i, '{his} ').replace(/^(nana|nan|nanny|nanna|granny|gran|grandma|grandad|grandpa|mum|mummy|dad|daddy)$/i, (kin) => kin.charAt(0).toUpperCase() + kin.slice(1).toLowerCase());
  const forThem = ` for ${whom}`;
  return { ...day, doing: day.doing + forThem, todo: day.todo + forThem, did: day.did + forThem, name: day.name + forThem };
}

/** "going to see the …", "go and see a …": a place gone to, said by what is seen there. */
const GOING_TO_SEE = /^(going|go)\s+(?:to|and)\s+(?:see|watch)\s+(?=(?:the|a|an)\s)/i;

/** A worry about the day, before its words: "scared of", "nervous about", "a little worried about". */
const WORRY = /^(?:(?:a\s+)?(?:little|bit|bit of a)\s+)?(?:scared|afraid|frightened|nervous|worried|anxious)\s+(?:of|about)\s+(.+)$/i;

/** "a trip to the post office", "a day at the water park", "a visit to a farm". */
function outingIn(text: string): DayReading | undefined {
  // "a trip to London to see the King": the place gone to, before what is seen there.
  const match = OUTING.exec(text.replace(/\s+to (?:see|visit|meet|watch)\s.*$/i, ''));
  if (!match) return undefined;
  const place = placeOf(match[2]!, true);
  if (!place) return undefined;
  const kind = match[1]!.toLowerCase();
  const there = place.replace(/^an? /, 'the ');
  // A holiday or a stay is spent at its place, as a day is ("a holiday in a caravan"); a walk goes up or round it.
  if (kind === 'walk') {
    const way = / (?:up|round|around|to|in|on|by) /i.exec(` ${text} `)?.[0]?.trim() ?? 'to';
    return { doing: `going for a walk ${way} ${place}`, todo: `go for a walk ${way} ${place}`, did: `went for a walk ${way} ${place}`, place, name: `the walk ${way} ${there}`, kind: placeKind(place, false) };
  }
  if (kind === 'day' || kind === 'afternoon' || kind === 'morning' || kind === 'evening' || kind === 'night' || kind === 'weekend' || kind === 'holiday' || kind === 'week' || kind === 'stay') {
    const at = / (?:at|in|on|by) /i.exec(` ${text} `)?.[0]?.trim() ?? 'at';
    return { doing: `spending the ${kind} ${at} ${place}`, todo: `spend the ${kind} ${at} ${place}`, did: `spent the ${kind} ${at} ${place}`, place, name: `the ${kind} ${at} ${there}`, kind: placeKind(place, false) };
  }
  if (kind === 'visit') return { doing: `visiting ${place}`, todo: `visit ${place}`, did: `visited ${place}`, place, name: `the visit to ${there}`, kind: placeKind(place, true) };
  return { doing: `going to ${place}`, todo: `go to ${place}`, did: `went to ${place}`, place, name: `the trip to ${there}`, kind: placeKind(place, false) };
}

/** A tour or an open day said after its place: "a chocolate factory tour", "the lighthouse open day". */
const TOUR = /^(?:(?:a|an|the|our|my)\s+)?(.+?)\s+(?:tour|open day|day out|trip|visit)$/i;

/**
 * "a chocolate factory tour": a visit to the place named before "tour", when the words name a place ("a school trip" and
 * "a boat trip" name no place gone to: they are not read here).
 */
function touredIn(text: string): DayReading | undefined {
  // "a guided tour of the cathedral": the place after it, as typed.
  const [, round] = TOUR_OF.exec(text) ?? [];
  if (round) return outingIn(`a visit to ${round}`);
  const [, place] = TOUR.exec(text) ?? [];
  return place && placeOf(`the ${place}`) ? outingIn(`a visit to the ${place}`) : undefined;
}

const TOUR_OF = /^(?:(?:a|an|the|our|my)\s+)?(?:guided\s+|family\s+)?tour\s+(?:of|round|around)\s+(.+)$/i;

/** "going fishing", "making a robot out of boxes", "visiting the lighthouse": led by a verb in its -ing form, as typed. */
function doingIn(text: string): DayReading | undefined {
  const terms = termsOf(text);
  const first = terms[0];
  // "police cars" may be tagged a verb and a noun: only a verb written with -ing leads a doing.
  // "hanging out the washing": a phrasal verb's -ing is tagged the phrasal verb, not the gerund.
  // "polishing the shoes", "pressing flowers": a first -ing the tagger calls a noun is a verb before a thing said with its
  // article, owner or plural, never before a singular noun ("swimming teacher", "visiting grandma"), nor a game played.
  const misTagged = gerundTaggedAsNoun(first?.text ?? '') && !/^playing$/i.test(first?.text ?? '') && ['Determiner', 'Possessive', 'Plural'].some((tag) => terms[1]?.tags.includes(tag));
  if (!first || !(first.tags.includes('Verb') && (first.tags.includes('Gerund') || first.tags.includes('PhrasalVerb')) || misTagged) || terms.length < 2) return undefined;
  const gerund = first.text.toLowerCase();
  if (!/^\p{L}+ing$/u.test(gerund)) return undefined;
  const forms = formsOf(gerund);
  if (!forms || NOT_DOINGS.has(forms.todo) && !isDoneTo(forms.todo, text.split(/\s+/).slice(1).join(' '))) return undefined;
  // Only a doing with no second verb of its own ("helping dad wash the car" is someone else's doing).
  // The tagger reads a last plural as a verb ("making pancakes", "making paper boats"): a last word is someone's doing only
  // after that someone ("helping mum cook").
  // "sweeping up the leaves in the yard": a word after an article is a noun, whatever the tagger says ("leaves").
  const verbOfItsOwn = (term: Term, at: number) => term.tags.includes('Verb') && !terms[at - 1]?.tags.includes('Determiner') && !/^(?:back|away)$/i.test(term.text) && !term.tags.includes('Gerund') && !term.tags.includes('Particle') && !term.tags.includes('Adjective') && (at < terms.length - 1 || terms[at - 1]?.tags.includes('Actor') === true || terms[at - 1]?.tags.includes('Person') === true);
  // "getting my hair plaited for school": the child done to, whose second verb is what is done.
  if (!isDoneTo(forms.todo, text.split(/\s+/).slice(1).join(' ')) && terms.slice(1).some((term, at) => verbOfItsOwn(term, at + 1))) return undefined;
  const rest = text.split(/\s+/).slice(1).join(' ');
  const restWords = rest.split(/\s+/).map((word) => OWNERS[word.toLowerCase()] ?? word);
  const object = keepNames(restWords.join(' '));
  // "going to the car wash", "visiting the lighthouse": a place gone to.
  const to = /^(to|round|around|up)\s+(.+)$/i.exec(rest);
  // "going up the lighthouse": up a place that is climbed, said as typed; "going up the road" names no place.
  const up = to?.[1]!.toLowerCase() === 'up';
  const place = forms.todo === 'go' && to ? (up ? placeOf(to[2]!) : placeOf(to[2]!, true)) : forms.todo === 'visit' ? placeOf(rest, true) : undefined;
  if (place) {
    const there = place.replace(/^an? /, 'the ');
    const way = up ? 'up' : 'to';
    return forms.todo === 'visit'
      ? { doing: `visiting ${place}`, todo: `visit ${place}`, did: `visited ${place}`, place, name: `the visit to ${there}`, kind: placeKind(place, true) }
      : { doing: `going ${way} ${place}`, todo: `go ${way} ${place}`, did: `went ${way} ${place}`, place, name: `the trip ${way} ${there}`, kind: placeKind(place, false) };
  }
  // "going to grandma's" is a visit of the catalogue's, or no place the reading can check: never pasted.
  // "going on a bear hunt in the woods" is gone on, a doing of its own (`plots/own-day-kit.ts`).
  if (forms.todo === 'go' && !/^\p{L}+ing\b/u.test(rest) && !GONE_ON.test(rest)) return undefined;
  if (BODY.test(object.trim())) return undefined;
  // "hiding under the duvet": a doing in a spot is done to no thing ("hid the duvet").
  const inASpot = SPOT_FIRST.test(object) && forms.todo !== 'play' && doingKind(forms.todo, undefined) === 'doing';
  const things = inASpot ? {} : thingsOf(object);
  // "waving bye bye", "giving high fives": no thing to hold, so the doing is said whole ("waved bye bye to Daddy"), never "the bye".
  // "doing the hokey cokey", "having a go": what is done or had is a dance, a game or a go, unless it is work at a desk.
  const done = /^(?:do|have)$/.test(forms.todo) && things.thing !== undefined && !things.thing.plural;
  const heldNothing = things.thing !== undefined && !DESKWORK.test(things.thing.the.split(' ').at(-1)!) && (done || !isConcreteThing(things.thing.the));
  const { thing: read, material, said } = heldNothing ? {} : things;
  // "voting day", "washing day": a day named by its doing, not a doing ("Isla was voting day").
  if (heldNothing && !/^(?:the|a|an|some|\{his\})\s/i.test(object) && /^(?:day|night|week|morning|time)\b/i.test(object)) return undefined;
  // "playing in the sandpit", "playing on the trampoline": play at a place of play; "making funny faces" makes no thing.
  // "making mud pies" is play in the mud, never baking (no oven, nobody eats them).
  const kind = forms.todo === 'play' && /^(?:in|on|at)\s/i.test(object) ? 'playing' : heldNothing ? 'doing' : /\bmud\b/i.test(object) ? 'making' : doingKind(forms.todo, read?.the.split(' ').at(-1));
  // "the puncture on my scooter": what is mended is the scooter, and the puncture is what was wrong with it.
  const part = kind === 'fixing' ? /^(.+?)\s+(?:on|of|in)\s+(.+)$/i.exec(object) : null;
  const whole = part ? nounOf(part[2]!, true) : undefined;
  const thing = whole ?? read;
  const day: DayReading = {
    doing: `${gerund} ${object}`, todo: `${forms.todo} ${joinedAs(object, 'todo')}`, did: `${forms.did} ${joinedAs(object, 'did')}`, name: `${gerund} ${object}`, kind,
    ...(whole && read ? { fault: read.the } : {}),
    // "rolled down the big hill", "picked up the litter": the word the thing was read after stays with the verb.
    ...(thing ? { thing, made: `${forms.did} ${/^(?:out|up|away|off|down)\s/i.test(object) && !said!.startsWith(object.split(' ')[0]!) ? `${object.split(' ')[0]} ` : ''}${joinedAs(said!, 'did')}` } : {}),
    ...(material && kind !== 'doing' ? { material } : {}),
  };
  // A thing put on, found or taken somewhere is told in the hands' own steps, not the general doing's.
  return kind === 'doing' ? { ...day, ...handsDay(day, forms.todo, object, placeOf) } : day;
}

/**
 * The doings joined to the first ("stacking blocks and knocking them down", "baking and decorating cupcakes") in the
 * same form as it: "stack blocks and knock them down", "stacked blocks and knocked them down".
 */
function joinedAs(words: string, form: 'todo' | 'did'): string {
  return words.replace(/\b(and|or|then|and then)\s+(\p{L}+ing)\b/gu, (whole, joiner: string, gerund: string) => {
    const forms = formsOf(gerund.toLowerCase());
    return forms ? `${joiner} ${forms[form]}` : whole;
  });
}

/** "the car wash", "our allotment": a place alone is a trip there. */
function placeAlone(text: string): DayReading | undefined {
  if (!/^(?:the|our|my)\s/i.test(text)) return undefined;
  const place = placeOf(text);
  if (!place) return undefined;
  return { doing: `going to ${place}`, todo: `go to ${place}`, did: `went to ${place}`, place, name: `the trip to ${place}`, kind: placeKind(place, false) };
}
