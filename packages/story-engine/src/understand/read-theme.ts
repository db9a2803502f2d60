import { playOverAPlace } from './play-over-place';
import type { Setting } from '@studio/contracts/stories';
import { BEDTIME_JOURNEY } from '../plots/bedtime-journey';
import { CELEBRATION } from '../plots/celebration';
import { QUEST } from '../plots/quest';
import { SMALL_MYSTERY } from '../plots/small-mystery';
import { catalogueThemeById, catalogueThemeIn, onlyInPassing, THEME_CATALOGUE } from '../world/catalogue';
import type { CatalogueTheme } from '../world/catalogue';
import { heartfeltIn } from '../story/heartfelt-theme';
import { VALUE_THEME } from '../world/lessons';
import { occasionTheme } from '../world/occasion-kind';
import { settingNamedIn } from '../world/settings';
import { isDreamable } from '../world/make-believe';
import { themeObject } from '../world/theme-object';
import { GROWN_UP_BIRTHDAY } from '../world/kin-places';
import { memoised } from '../core/memo';
import { plainPhrase } from '../core/text';
import type { PlotShape } from '../plots/plot-shape';
import { readMoment } from './read-moment';
import { nounAsDoing } from './noun-as-day';
import { readPhrase } from './read-words';
import { creatureInterest, creatureTheme } from './creature-theme';
import { asLearning, keptDay, learntAsDoing, readDay, type DayReading } from './read-day';
import { handsOutrank } from './day-hands';
import { goneOnOutranks } from './gone-on';
import { occasionToldThere } from './read-occasion';
import { gameAtOccasion } from './game-at-occasion';
import { asTheirBirthday } from './read-their-birthday';
import { asHelped, helpsAt } from './read-helping';
import { isTall } from '../plots/day-kits';
import { readContest, type ContestReading } from './read-contest';
import { readHabit, type HabitReading } from './read-habit';
import { knackOutranks } from './read-knack';
import { readBody, bodyOutranks, type BodyReading } from './read-body';
import { relationOverCatalogue, readRelation, type RelationReading } from './read-relation';
import { changeOutranks, readChange, type ChangeReading } from './read-change';
import { twistedReading } from './point-kept';
import { missedWhileIll } from './read-missed';
import { readInterest, type InterestReading } from './read-interest';
import { jobOverCatalogue, readJob, type JobReading } from './read-job';
import { makingOverCatalogue, readMaking, type MakingReading } from './read-making';
import { readWanting, type WantingReading } from './read-wanting';
import { entryLabelled } from './read-label';
import { contestInside, entryInside, feelingAround, rideNested, trainsForARun, withoutHowOften } from './read-nested';

/**
 * What the engine makes of a parent's theme: a catalogue theme it tells as the story (a life moment, a
 * festival, a feeling or an interest), a thing the story can be about (found, made or given), a day or
 * place or value the older plots already tell (a school trip, the snow, a party, kindness), or nothing it
 * can place, which is then never put into a sentence.
 */
export type ThemeReading =
  | { kind: 'catalogue'; entry: CatalogueTheme }
  | { kind: 'thing'; thing: string }
  /** A day the theme names, to do or to go to, that the catalogue does not place: told by `plots/the-day.ts`. */
  | { kind: 'day'; day: DayReading }
  /** A contest the theme names inside an interest, or of something the catalogue does not know: told by `plots/the-contest.ts`. */
  | { kind: 'contest'; contest: ContestReading }
  /** A habit, skill or dislike the catalogue does not name: told by `plots/the-habit.ts`. */
  | { kind: 'habit'; habit: HabitReading }
  /** Another person and what they do to the hero's days, that no entry tells: told by `plots/the-relation.ts`. */
  | { kind: 'relation'; relation: RelationReading }
  /** News or a change in the family the catalogue does not name ("our car broke down"): told by `plots/the-change.ts`. */
  | { kind: 'change'; change: ChangeReading }
  /** A body or health moment the catalogue does not name ("she has nits", "grandad's new hearing aid"): told by `plots/the-body.ts`. */
  | { kind: 'body'; body: BodyReading }
  /** A love of a topic the catalogue does not name ("obsessed with penguins", "minecraft"): told by `plots/the-interest.ts`. */
  | { kind: 'interest'; interest: InterestReading }
  /** A grown-up's job ("my mum is a nurse", "dad works nights"): told by `plots/the-job.ts`. */
  | { kind: 'job'; job: JobReading }
  /** A creative project made with friends or family ("making a film with my friends"): told by `plots/the-making.ts`. */
  | { kind: 'making'; making: MakingReading }
  /** A thing wanted, waited or saved for, or not got ("begging for a puppy"): told by `plots/the-wanting.ts`, never as had. */
  | { kind: 'wanting'; wanting: WantingReading }
  /** Told by a plot of its own; `setIn` when only the place it names was read (the story is set there, and no more of it is known). */
  | { kind: 'told'; setIn?: Setting }
  | { kind: 'unplaced'; text: string }
  | { kind: 'none' };

/**
 * A theme that says the birthday is the child's own ("my 5th birthday", "turning four", "her birthday"): the
 * catalogue's birthday tells it; the celebration plot's party is for a friend, so it never does. A number with an owner
 * before it ("grampy's 80th birthday") is the owner's, never the hero's.
 */
export const isOwnBirthday = (theme: string | undefined): boolean =>
  /\b(?:my|our|his|her|their)\s+(?:twins?'?\s+)?(?:(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|big|special)\s+)?birthday\b|(?<!['’]s\s+(?:big\s+)?)\b\d+(?:st|nd|rd|th)\s+birthday\b|\bturning\s+(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+)\b/i.test(theme ?? '');


export function readTheme(theme: string | undefined): ThemeReading {
  return readThemeOnce(theme ?? '');
}

/**
 * Each theme read once: a book reads its theme a dozen times (the idea, the cast, the setting, each page's plan), and
 * the catalogue's 280 entries' words are tried against it each time (ADR 041, round 16). A reading is never changed.
 */
const readThemeOnce = memoised((theme: string): ThemeReading => asLabelled(theme, readThemeAnew(theme)));

/** A catalogue label picked word for word is its entry's story, never a general frame's (`read-label.ts`); a party and a contest stay theirs. */
function asLabelled(theme: string, reading: ThemeReading): ThemeReading {
  const entry = reading.kind === 'catalogue' || reading.kind === 'told' || reading.kind === 'none' ? undefined : entryLabelled(theme);
  return entry ? { kind: 'catalogue', entry } : reading;
}

function readThemeAnew(theme: string | undefined): ThemeReading {
  // "Grandpa is teaching me to fish" is the child's learning to fish, with Grandpa; "helping grandma water the plants"
  // the watering, with Grandma.
  const text = theme?.trim() && asLearning(asHelped(asTheirBirthday(theme.trim())));
  if (!text) return { kind: 'none' };
  // Wanting a thing is the wanting, before any entry that tells the thing had (a new pet, a first phone) or a saving twist.
  const wanting = readWanting(text);
  if (wanting) return { kind: 'wanting', wanting };
  // A day an illness takes away ("chickenpox and missing the party") is the illness, with the day missed (`read-missed.ts`).
  const ill = missedWhileIll(text);
  if (ill) return { kind: 'catalogue', entry: ill };
  // A twist that changes the subject's usual story ("the party got cancelled", "saving up for a bike") is read first.
  // A twist no entry tells is declined, unless a general frame tells it whole: a plan of the family's that cannot happen
  // ("we can't go on holiday this year") or a person's doing ("my friend forgot my birthday").
  const twisted = twistedReading(text);
  if (twisted?.kind === 'unplaced') {
    const relation = readRelation(text);
    if (relation) return { kind: 'relation', relation };
    // Work at odd hours is the job's own shape ("dad is a firefighter and works at night"), not a twist to decline.
    const awayAtWork = readJob(text);
    if (awayAtWork?.shape === 'away' && jobOverCatalogue(catalogueThemeIn(text))) return { kind: 'job', job: awayAtWork };
    // Only a plan that cannot happen: work on one named night ("mum is working late on bonfire night") is no new routine.
    const change = readChange(text);
    return change?.kind === 'cancelled' ? { kind: 'change', change } : twisted;
  }
  if (twisted) return twisted;
  // A child teaching someone, a puzzle, a thing looked for outdoors: told in its own kit, over an entry sharing a word
  // ("teaching my brother to tie his laces" is not the hero's shoelaces; "a fossil hunt" is no love of dinosaurs).
  // Read as typed: "helping Grandpa learn to use his phone" is Grandpa's learning, never the hero's (`asHelped`).
  // A game at an occasion first: "a scavenger hunt at the school fair" is the fair's day, the hunt its middle.
  const kitDay = gameAtOccasion(text) ?? keptDay(theme!.trim());
  if (kitDay) return { kind: 'day', day: kitDay };
  // A grown-up's job is theirs, told as it is (a visit, nights away, their day), not the catalogue's fire engines or trip to the dentist.
  const job = readJob(text);
  if (job && jobOverCatalogue(catalogueThemeIn(text))) return { kind: 'job', job };
  // A party is the celebration plot's own day, unless the birthday is the child's own.
  // "Baking a birthday cake for Granny" is the baking: a party named only by what a thing is for is not the party.
  // "Celebrating Eid", "a Halloween party": a festival the catalogue tells is that festival's day, never a friend's surprise party;
  // "going to a friend's birthday party" is the hero a guest at it, never a party the hero throws.
  // "The first birthday without grandma" is the goodbye, never a party. Great-grandma's 100th is hers, told by the birthday's own lines.
  // An occasion at a place or with a host ("a birthday party at the zoo", "my cousin's christening") is told there (`read-occasion.ts`).
  const atAPlace = gameAtOccasion(text) ?? occasionToldThere(text, catalogueThemeIn(text));
  if (atAPlace) return { kind: 'day', day: atAPlace };
  if (CELEBRATION.tellsTheme?.test(text) && !onlyInPassing(text, CELEBRATION.tellsTheme) && !isOwnBirthday(text) && !GROWN_UP_BIRTHDAY.test(text) && !namesItsOwnParty(text) && !catalogueThemeIn(text)?.tender) return { kind: 'told' };
  // "Learning to fish" is the fishing, where the catalogue tells it.
  const doing = learntAsDoing(text);
  const found = placedMoment(text) ?? (doing ? placedMoment(doing) : undefined);
  // A place named only in passing gives way to a plot the theme names as its story ("a mystery at the museum").
  const entry = found && SMALL_MYSTERY.tellsTheme?.test(text) && onlyInPassing(text, found.words) ? undefined : found;
  // "A pony club competition" is the competition, not a day with the horses, and "the regional swimming championships"
  // no swimming lesson. A contest the catalogue tells as an event or an activity (the spelling bee, the swimming gala, a
  // talent show) stays the event's, and a moment of someone else's stays theirs.
  // An occasion nested in another day ("the carousel at the fair", "the sandcastle contest on our beach holiday") is the
  // story, and the outer day only where it is (`read-nested.ts`).
  const ride = rideNested(text, () => undefined) && readDay(text);
  if (ride) return { kind: 'day', day: ride };
  const training = trainsForARun(text) ? readDay(withoutHowOften(text)) : undefined;
  if (training) return { kind: 'day', day: training };
  const contest = readContest(text);
  if (contest && (!entry || (entry.kind !== 'event' && entry.kind !== 'activity' && !entry.owner) || contestInside(contest, entry, text))) return { kind: 'contest', contest };
  const inside = entry && (entryInside(text, entry, placedMoment, (words) => settingNamedIn(words) !== undefined) ?? feelingAround(text, entry, THEME_CATALOGUE));
  if (inside) return { kind: 'catalogue', entry: inside };
  // A thing made with friends or family ("making a comic", "a puppet show for grandma") is the project, over an interest.
  const making = readMaking(text);
  if (making && makingOverCatalogue(making, entry)) return { kind: 'making', making };
  const relation = readRelation(text);
  // An entry with a variant that tells just this ("granny can't come to my birthday") keeps it.
  const toldByAVariant = entry?.variants?.some((variant) => variant.said.test(text)) === true;
  if (relation && !toldByAVariant && relationOverCatalogue(relation, entry)) return { kind: 'relation', relation };
  const change = readChange(text);
  if (change && changeOutranks(change, entry)) return { kind: 'change', change };
  // A worry about a day the catalogue does not know ("scared of the car wash") is that day, not worries in general.
  // A day the feeling's own words name ("worried about doing her SATs" is the test worry) stays the feeling's.
  const worriedDay = entry?.kind === 'feeling' ? readDay(text) : undefined;
  const worriedOther = worriedDay?.worried === true && !entry?.words.test(worriedDay.doing);
  const body = readBody(text);
  if (body && bodyOutranks(body, entry)) return { kind: 'body', body };
  // A knack with a kit of its true steps is told with them, over an entry that only shares a word with it (`knackOutranks`).
  const knack = readHabit(text);
  if (knack?.knack && knackOutranks(knack.knack, entry)) return { kind: 'habit', habit: knack };
  // Play at a place named in passing ("riding his scooter in the park") is the play, told in its own steps.
  const played = playOverAPlace(text, entry);
  if (played) return { kind: 'day', day: played };
  if (entry && !worriedOther && !isATask(text, entry)) return { kind: 'catalogue', entry };
  // "Learning to knit", "grandma is teaching me to bake": a skill whose day has true steps of its own is that day, learnt.
  const learnt = readDay(text);
  if (learnt?.learnt && learnt.kind !== 'doing') return { kind: 'day', day: learnt };
  const habit = readHabit(text);
  // "going to the theatre for the first time": going to a place is a day out, never a knack to learn.
  if (habit && !(learnt?.place && habit.family === 'knack')) return { kind: 'habit', habit };
  const interest = readInterest(text);
  if (interest) return { kind: 'interest', interest };
  // "a dragon who could not fly" says who someone is (see `creatureTheme`): never carried as a toy or dreamed of.
  if (creatureTheme(text)) return { kind: 'unplaced', text };
  // A treasure hunt is the quest's own story, saying goodnight the bedtime journey's and a mystery the small mystery's.
  if (QUEST.tellsTheme?.test(text) || BEDTIME_JOURNEY.tellsTheme?.test(text) || SMALL_MYSTERY.tellsTheme?.test(text)) return { kind: 'told' };
  // A day to do something or go somewhere that the catalogue does not know is told as that day ("a trip to the post office").
  // A trip to one of the engine's own places ("a trip to the mountains", "the beach") is told in that place, with its own kit.
  // Helping at the school fair is the day there, running a stall, not the fair as a visitor's show.
  const occasion = helpsAt(theme ?? '') ? undefined : occasionTheme(text)?.kind;
  // "A trip to see the lighthouse" is the trip to the lighthouse.
  const day = occasion === undefined || occasion === 'trip' ? readDay(text.replace(/\b(trip|visit|day out|outing|going|go|went) to (?:go and )?(?:see|visit|look at) (the|a|an)\b/i, '$1 to $2')) : undefined;
  if (day && !WHOLE_SETTING.test(day.place ?? '')) return { kind: 'day', day };
  // Days the older plots tell as their own frame keep them: a school trip, the first snow, a rainy day.
  if (occasionTheme(text)) return { kind: 'told' };
  // "dragons" is a love of dragons, told with one in the cast, not a toy dragon to lose (`creatureInterest`).
  if (creatureInterest(text)) return { kind: 'told' };
  const thing = themeObject(text);
  if (thing) return { kind: 'thing', thing };
  // Friends or family said as the company ("going to the city with my friends") are no value to tell.
  if (VALUE_THEME.test(text.replace(AS_COMPANY, '')) || heartfeltIn(text)) return { kind: 'told' };
  const setIn = settingNamedIn(text);
  if (setIn) return { kind: 'told', setIn };
  // A few plain words that name something to dream of ("rainbows", "a magic garden") are the hero's make-believe; anything else
  // ("bath time", "a power cut") is not put in a sentence.
  if ((readPhrase(text).shape === 'noun phrase' || !/\s/.test(text)) && plainPhrase(text) !== undefined && isDreamable(text)) return { kind: 'told' };
  for (const doing of nounAsDoing(text)) {
    const reading = readThemeAnew(doing);
    if (reading.kind === 'day' || reading.kind === 'habit' || reading.kind === 'making' || reading.kind === 'catalogue') return reading;
  }
  return { kind: 'unplaced', text };
}

/** Friends or family named as who comes along, not as what the story is about. */
const AS_COMPANY = /\b(?:with|and) (?:my|our|his|her|their|the|some) (?:best |new |old |whole )?(?:friends?|family)\b|\b(?:our|my|the) (?:whole )?family\b(?= [a-z])/gi;

/** A place that is one of the engine's settings as a whole, with a kit of its own: "the mountains", "the forest". */
const WHOLE_SETTING = /^(?:the )?(?:mountains|hills|forest|woods|woodland|jungle|beach|seaside|farm|city|town|snow|sea|moon|space|countryside)$/i;

/**
 * A doing of an interest's verb on a thing of the family's ("painting the fence", "painting my bedroom") is a job to do
 * that day, not the interest (painting pictures): the entry knows the verb but not the thing. "Playing the drums" and
 * "painting a picture" stay the interest's.
 */
function isATask(text: string, entry: CatalogueTheme): boolean {
  const day = readDay(text);
  if (day && (handsOutrank(day, entry.words) || goneOnOutranks(day, entry.words))) return true;
  if (!day || day.place) return false;
  // Mending a thing is never the thing's own story: "fixing my bike" is not learning to ride.
  if (day.kind === 'fixing' && day.thing) return true;
  if (entry.kind !== 'interest') return false;
  const [verb = '', ...rest] = day.doing.split(' ');
  const object = rest.join(' ');
  // A food baked or a plant planted that the interest does not name ("baking bread", "planting a tree") is the day's own
  // thing, told in its steps (`plots/day-kits.ts`), not the interest's biscuits or vegetable patch.
  const toldInItsSteps = day.thing !== undefined && (day.kind === 'baking' || day.kind === 'growing' || (day.kind === 'painting' && isTall(day.thing.the)));
  if ((/^(?:the|\{his\}) /.test(object) || toldInItsSteps) && entry.words.test(verb) && !entry.words.test(object)) return true;
  // A thing made that the interest names only by a word before it ("building a bug hotel", "making a pirate hat") is
  // the thing made, not the interest: neither its verb nor its head is the interest's.
  const head = day.thing?.the.split(' ').at(-1) ?? '';
  return MADE.has(day.kind) && head !== '' && !entry.words.test(verb) && !entry.words.test(head) && entry.words.test(object);
}

/** Kinds of day that make or do something to a thing (`DayKind`). */
const MADE = new Set(['making', 'baking', 'growing', 'painting', 'fixing', 'chores']);

/** The id of the feeling a lost match or race is told as, whatever game it was. */
const LOSING = 'losing-a-game';

/**
 * The catalogue theme of a parent's words, kept the way they went and whose they are (`readMoment`): a lost
 * match is told as the loss, and a moment the theme gives to someone else ("when dad broke his leg") by the
 * entry that tells it from beside them, where there is one.
 */
/**
 * A festival of the catalogue other than a birthday (which the celebration plot may tell as a friend's), or a party the
 * hero goes to as a guest (`CatalogueTheme.partyGoer`).
 */
function namesItsOwnParty(text: string): boolean {
  const entry = catalogueThemeIn(text);
  return (entry?.kind === 'festival' && entry.id !== 'birthday') || entry?.partyGoer === true;
}

function placedMoment(text: string): CatalogueTheme | undefined {
  const moment = readMoment(text);
  const entry = catalogueThemeIn(text);
  // A contest of the catalogue tells its own loss ("coming last in sports day", `CatalogueTheme.outcomes`); any other lost game is the losing feeling.
  if (moment.lost) return entry?.outcomes ? entry : catalogueThemeById(LOSING);
  const beside = entry?.beside && moment.owner ? catalogueThemeById(entry.beside) : undefined;
  return beside ?? entry;
}

/**
 * The thing a story told by `plot` is about, when the theme names one: "a lost kite" → "kite"; a catalogue
 * interest told by another plot than its own (its story did not fit the book) → its thing ("toy dinosaur").
 */
export function themeThing(theme: string | undefined, plot: Pick<PlotShape, 'tellsTheme'>): string | undefined {
  const reading = readTheme(theme);
  // A love of dragons brings a dragon along, never a toy one to lose.
  if (creatureInterest(theme)) return undefined;
  // The thing read (a thing lost: "lost her water bottle at school" is the water bottle, though "school" names a day).
  if (reading.kind === 'thing') return reading.thing;
  if (reading.kind !== 'catalogue') return themeObject(theme);
  // The theme's own plot keeps what it always had; a moment, festival or feeling is never a thing to carry.
  return plot.tellsTheme?.test(theme ?? '') ? themeObject(theme) : reading.entry.thing;
}

/** Whether a story of this theme must be told by a plot that carries its thing (see `PlotShape.carriesTheThing`). */
export function needsAThingPlot(theme: string | undefined): boolean {
  const reading = readTheme(theme);
  return reading.kind === 'thing' || (reading.kind === 'catalogue' && reading.entry.thing !== undefined);
}
