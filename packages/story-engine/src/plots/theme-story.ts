import { readTrip } from '../understand/read-countries';
import { withItsRest } from './rest-kept';
import { faceDesignIn } from '../understand/read-face-design';
import { asTheirBirthday } from '../understand/read-their-birthday';
import { stepFree } from './step-free';
import { ownerHe, ownerHis } from '../cast/kin-pronoun';
import { saidOfTheSpeaker } from './said-of-speaker';
import { missedOf } from '../understand/read-missed';
import { grandparentTypedIn } from '../cast/grandparent-typed';
import { petNamedIn, speciesNamedIn, withPetWords } from '../world/pet-words';
import { sharedThingIn } from '../understand/shared-thing';
import { readNamedPlace } from '../understand/read-named-place';
import { summitIn } from '../world/catalogue/hill-walk';
import { namedFoodIn } from '../world/catalogue/round-20-variants';
import { escapeRegExp } from '../core/regex';
import { withCause } from '../world/catalogue/fundraising-cause';
import type { AgeGroup } from '@studio/contracts/stories';
import { onAClassOuting } from './class-outing';
import { entryAtNamedPlace } from './placed-entry';
import { parentAlong } from '../idea/family-along';
import { festivalHomeLines, festivalPlaceLines } from '../story/festival-place';
import { saysAgain, tellsTheSameNews } from '../story/says-again';
import { ALWAYS_CAPITAL, readPhrase, standsAlone } from '../understand/read-words';
import { isThingWithClause } from '../story/split-compounds';
import { callsBackToSecondDetail } from './detail-callback';
import { hashString } from '@studio/seeded-random';
import { countSyllables, splitWords } from '../core/readability';
import { capitalize, possessive } from '../core/text';
import { STAND_IN_SIBLINGS } from '../core/stand-in-sibling';
import { withTheParentsWords } from '../understand/read-rest';
import { forUnderSixes, openingPage, page, settingUp, tellsOverThePage, turnsOver, withSpare } from '../story/story-context';
import type { PagePlan, PageWriter, StoryContext } from '../story/story-context';
import type { CastMember } from '../cast/cast-member';
import { familyOfWord, isOfFamily, kinAsCalled, ownerWordOf } from '../cast/family-words';
import { castKinNamed } from '../cast/kin-from-theme';
import { kinPhrase } from '../cast/kin-phrase';
import { grownUpWordInTheTheme, isTheGrownUpInTheTheme } from '../understand/read-relation';
import type { CatalogueTheme, ThemeKind, Wording } from '../world/catalogue';
import { answersLine } from '../story/light-word-cues';
import { catalogueThemeById, catalogueThemeIn, choiceOf, doubtOf, hintOf, lightWordsOf, setbackOf, subplotOf } from '../world/catalogue';
import { readMoment } from '../understand/read-moment';
import { notesOfTheDay, sentencesOf } from '../understand/read-notes';
import { namedRoles, namesTheRole, withRolesNamed } from '../understand/read-named-roles';
import { rolesNamedInTheme } from '../understand/theme-named-roles';
import { companyIn } from '../understand/read-company';
import { withToy } from './toy-slots';
import { withTheWordSaid } from './word-said';
import { bigSiblingAlong } from './big-sibling-along';
import { withCostume } from './costume-slots';
import { isOver, isUnder, type Ending } from '../world/catalogue/theme-entry';
import { outcomeOf } from '../understand/read-outcome';
import type { ThemeSubplot } from '../world/catalogue/subplots';
import { cheerFor } from './cheers';
import { joinInEcho, joinInHeld, joinInRefrain, joinInWish, joinsIn } from './join-in-refrain';
import { withTeammate } from './teammate';
import { firstPage, fondName, friendDetails, helper, hostOf, introduceFriends, landTheLesson, lessonClause, nameWithKind, newcomer, newcomerCheers, palPhrase } from './cast-lines';
import { gladIn, partFor, partless, roleOf, sharedParts } from './cast-parts';
import { isQuietOnARealDay } from '../story/baby-voice';
import { doneAsAToddler } from './toddler-doings';
import { relationOf } from '../story/refer-to-cast';
import type { Hush } from './cast-parts';
import { isAnIdea, padOrOwn, type PadKind } from './pad-lines';
import { lessonAtTheTurn } from './lesson-at-the-turn';
import { climbAfterHardest } from './tries-climb';
import { olderAside, senseOf, themePageMore } from './theme-page-more';
import { pictureOfTheWin, toldHowItWent } from './own-after-lines';
import { olderPause, olderRecall } from './older-asides';
import { asksScarier, scareOf } from './scare-page';
import { decided, inOlderWords, isOlderReader, misreadCleared, misreadThought, ownStakes, sayingOf, secretTold, wantAndSecret, wordingsFor } from './older-theme';
import { moveWords, withMoveWords } from './move-words';
import type { PlotChoice, PlotShape, PlotVoice, Subplot } from './plot-shape';
import { kinPattern } from '../core/kin-words';
import { lifeOrder } from './in-order';
import { phasesOf, type MiddleSlot } from '../world/catalogue/line-phases';
import { smallChoice } from './choice-cost';
import { withItsPurpose } from './invention-purpose';
import { youngerOf } from '../world/catalogue/big-ones-day';
import { busyWordIn } from '../cast/minding';
import { helpersDay } from '../world/catalogue/helpers-day';
import { alsoOnTheDay, CAME_ALONG, lessonLineAtTheEnd, metOnTheDay, notMetAgain, restatesTheRole, toldSummaryEnd } from './told-ends';
import { subjectMetAsCompany } from './subject-of-the-day';
import { heroBet } from './hero-bet';
import { lowPointRibbed } from './low-point-ribbed';
import { palSpeaksAsFriend } from './pal-role';
import { choiceTold } from './one-choice';

/**
 * A catalogue theme told as the story: its want or worry on the first pages, the hero's tries, the turn
 * the hero earns, and the theme's true details spread over the pages, so the theme is what the story is
 * about rather than a word in a slot.
 */

const PREFIX = 'theme:';

/**
 * The grown-up of the cast by name, or one who is not named: the one the theme spends the day with ("fishing with
 * grandad") before any other, and never the one a moment belongs to (grandma in her hospital bed).
 */
/** ", in Syria": where a grandparent grew up, when the theme names a far place (`family-stories`). */
const grewUpIn = (theme: string | undefined): string => {
  const far = theme ? readNamedPlace(theme)?.far : undefined;
  return far ? `, in ${far.name}` : '';
};

const SQUABBLES = new Set(['falling-out', 'sharing']);

function grownUp(ctx: StoryContext, line = ''): string {
  // The grown-up upstairs while the hero minds a little one is named by the lines, never at the hero's side.
  const grownUps = [...grownUpsOf(ctx), ...(ctx.upstairs ?? [])];
  const company = companyIn(ctx.themeText);
  const family = company ? familyOfWord(company) : undefined;
  // "When I was your age" is a grandparent's line, whoever else is in the cast.
  const elder = OLD_DAYS.test(line) ? grownUps.find((member) => roleOf(member) === 'grandparent') : undefined;
  // The one the day is spent with ("making pancakes with dad") is the grown-up of its lines, even where the theme's words
  // read that grown-up as the one it is about.
  const withThem = family ? ctx.cast.filter((member) => member.kit.person === 'grown-up').find((member) => isOfFamily(member, family)) : undefined;
  // One the theme keeps busy nearby on a minding day ("while Baba cooks", "while Mum is on the phone") is its grown-up,
  // of the cast or else Mum or Dad by the word, never the other parent nor one the theme's words send away.
  const busy = ctx.minding ? busyGrownUp(ctx, grownUps) : undefined;
  if (busy) return busy;
  const named = withThem ?? elder ?? inTurn(ctx, grownUps, line);
  if (named) return named.name;
  // One who left the hero at the door (`StoryContext.atTheGate`) is the one who comes back at the end.
  if (ctx.atTheGate?.[0]) return ctx.atTheGate[0].name;
  const big = bigSiblingAlong(ctx);
  // The big brother or sister a squabble is with is never the grown-up who settles it (held-out read 47).
  if (big && !(big === ctx.pal && SQUABBLES.has(catalogueThemeIn(ctx.themeText)?.id ?? ''))) return big.name;
  // With no grown-up in the cast, the one a line needs is Mum or Dad by the seed, as the family says it ("Mum gave Zara
  // an extra-long cuddle"), never the one the moment belongs to, and never a nameless grown-up acting on page after page.
  const parent = parentAlong(ctx.cast, ownerWordIn(ctx) ?? grownUpWordInTheTheme(ctx.themeText));
  if (parent) return parent.name;
  // A grown-up nobody named is met once: "a grown-up checked it twice", then "the grown-up showed her how". The line
  // that met them says "a grown-up" however often it is filled in (a first page's gist and its text).
  const met = grownUpMet.get(ctx);
  if (met === undefined) grownUpMet.set(ctx, line);
  return met === undefined || met === line ? 'a grown-up' : 'the grown-up';
}

/** The grown-up the theme keeps busy nearby while the hero minds a little one: the cast's, by name or word, else Mum or Dad. */
function busyGrownUp(ctx: StoryContext, grownUps: readonly CastMember[]): string | undefined {
  const word = busyWordIn(ctx.themeText);
  const family = word ? familyOfWord(word) : undefined;
  if (!word) return undefined;
  const ofCast = [...grownUps, ...ctx.cast.filter((member) => member.kit.person === 'grown-up')].find((member) => member.name.toLowerCase() === word || (family !== undefined && isOfFamily(member, family)));
  if (ofCast) return ofCast.name;
  return family ? PARENT_WORDS.find((parent) => family.test(parent.toLowerCase())) : undefined;
}

const PARENT_WORDS = ['Mum', 'Dad'] as const;

/** A grown-up's line that tells of their own young days. */
const OLD_DAYS = /\bwhen I was your age\b|\bin my day\b|\blong ago\b|\bwhen I was (?:little|small|a (?:boy|girl))\b/i;

/**
 * Two grown-ups in the cast (Mum and Grandma at Ramadan) take the theme's grown-up lines in turn, a line each as the book
 * first says it: the first named had every line and the second none. The same line is the same grown-up, in the idea too.
 */
function inTurn(ctx: StoryContext, grownUps: readonly CastMember[], line: string): CastMember | undefined {
  if (grownUps.length < 2) return grownUps[0];
  const turns = grownUpTurns.get(ctx) ?? new Map<string, number>();
  grownUpTurns.set(ctx, turns);
  if (!turns.has(line)) turns.set(line, turns.size);
  return grownUps[turns.get(line)! % grownUps.length];
}
const grownUpTurns = new WeakMap<StoryContext, Map<string, number>>();

/** The family word of the one the moment belongs to ("grandma" in her hospital bed), if the theme's entry has one. */
function ownerWordIn(ctx: StoryContext): string | undefined {
  const entry = catalogueThemeIn(ctx.themeText);
  // A word said ("learning to say amma") names the one it is said to, who is there, not the one the moment belongs to.
  if (entry?.wordSaid) return undefined;
  const owned = entry?.owner ?? (entry?.kind === 'moment' ? readMoment(ctx.themeText).owner : undefined);
  // "A power cut at Gran's" happens at her house, with her: the place's owner is no one the moment sends away.
  if (!entry?.owner && owned && onlyAtTheirs(ctx.themeText ?? '', owned)) return undefined;
  return owned ? ownerWordOf(ctx.themeText) : undefined;
}

/** Whether the theme names the owner only as the one whose house it is at ("at Gran's", "at grandma's house"). */
function onlyAtTheirs(theme: string, owner: string): boolean {
  const word = escapeRegExp(owner);
  const at = new RegExp(String.raw`\b(?:at|to) (?:my |our )?${word}(?:['’]s|s['’])(?: (?:house|home|flat|place))?`, 'gi');
  return at.test(theme) && !new RegExp(String.raw`\b${word}\b`, 'i').test(theme.replace(at, ' '));
}

/** The grown-ups of the cast but the one a moment belongs to: Nana at Christmas is the grown-up there, grandma in her hospital bed is not. */
function grownUpsOf(ctx: StoryContext): CastMember[] {
  const who = ownerWordIn(ctx) ? whoOf(ctx) : undefined;
  // The grown-up a person's doing is about ("Nanny shouts") is not the one who helps with it; in a day a catalogue entry
  // tells ("learning to say amma"), the one the theme names is the one the day is spent with, never a Dad made up beside her.
  const aboutThem = catalogueThemeIn(ctx.themeText) === undefined;
  return ctx.cast.filter((member) => member.kit.person === 'grown-up' && member.name !== who && !(aboutThem && isTheGrownUpInTheTheme(member, ctx.themeText)));
}

/** The line of each story that met its unnamed grown-up. */
const grownUpMet = new WeakMap<StoryContext, string>();

/**
 * The one a moment belongs to ({who}): the family word the theme gives it to ("when dad broke his leg"), else the
 * entry's usual owner; the cast member of that family by name ("Nani Asha"), else the word as a name ("Dad"), and
 * a sister, brother, cousin or friend as the hero's ("her sister").
 */
function whoOf(ctx: StoryContext): string {
  const word = ownerWordOf(ctx.themeText);
  const family = familyOfWord(word);
  // A brother or sister of the cast by name ("Josh was Poppy's big brother."), else the hero's by the word.
  if (!family) return castKinNamed(ctx.cast.filter((member) => member !== ctx.hero), word)?.name ?? ctx.away?.name ?? `${ctx.hero.his} ${word}`;
  // One away through the middle (`CatalogueTheme.ownerAway`) is kept out of the cast, and is still who the moment is about.
  const inCast = [...ctx.cast, ...(ctx.away ? [ctx.away] : [])].find((member) => member !== ctx.hero && isOfFamily(member, family));
  // "Mother's Day" names her formally; a child calls her Mum, and a stepdad by his name, never "Stepdad".
  // One of the cast sent away though not of the word's family is the cast's own grown-up (`CatalogueTheme.ownerFromCast`).
  return inCast?.name ?? ctx.away?.name ?? kinAsCalled(word, ctx.hero.his);
}

/** The family's baby among the cast, if the parent gave one. */
const babyOf = (ctx: StoryContext): CastMember | undefined => ctx.cast.find((member) => member !== ctx.hero && member.baby);

/**
 * Where a first day is ({school}), in the parent's word: "starting nursery", "big school", never "somewhere
 * new", which leaves a reader of the book not knowing it is about school at all.
 */
function schoolOf(ctx: StoryContext): string {
  return /\b(nursery|kindergarten|pre-?school|reception|school)\b/i.exec(ctx.themeText ?? '')?.[1]?.toLowerCase() ?? 'school';
}

/** The instrument a parent's theme names ({instrument}: "learning the guitar"), else the piano. */
const instrumentOf = (ctx: StoryContext) => {
  const named = /\b(piano|keyboard|guitar|violin|viola|cello|recorder|flute|clarinet|trumpet|drum kit|drums?|ukulele|harp|saxophone|sax)\b/i.exec(ctx.themeText ?? '')?.[1]?.toLowerCase() ?? 'piano';
  return named === 'drum' ? 'drums' : named === 'sax' ? 'saxophone' : named;
};

/** The test a parent's theme names ({test}: "the spelling test", "the SATs test"), else "the big test". */
function testOf(ctx: StoryContext): string {
  const text = ctx.themeText ?? '';
  const subject = /\b(spelling|maths?|math|times ?tables?|multiplication|reading|science|phonics|end of (?:term|year)|mock|SATs|(?:eleven|11) ?plus)(?: (?:tests?|exams?))?\b/i.exec(text)?.[1];
  if (subject) return `the ${subject.replace(/^(?!SATs)\S+/, (word) => word.toLowerCase()).replace(/^11 ?plus$/i, 'eleven plus')} ${/\bexams?\b/i.test(text) ? 'exam' : 'test'}`;
  return /\bexams?\b/i.test(text) ? 'the exam' : 'the big test';
}

/** Whose the new baby of the wider family is ({baby}: "baby cousin", "baby niece"), else "new baby". */
const babyKinOf = (ctx: StoryContext) => {
  const kin = /\b(cousin|niece|nephew)s?\b/i.exec(ctx.themeText ?? '')?.[1]?.toLowerCase();
  return kin ? `baby ${kin}` : 'new baby';
};

/** The brother or sister a theme names ({sib}: "my sister is autistic"), else "brother". */
// A theme that names no brother or sister ("first time babysitting") says the cast's own: "his little sister, Mia".
// A cousin the theme names ("babysitting my little cousin") is called so, never "her little brother".
const siblingOf = (ctx: StoryContext) => /\b(sister|brother|cousin)\b/i.exec(ctx.themeText ?? '')?.[1]?.toLowerCase() ?? (ctx.sibling?.he === 'she' ? 'sister' : 'brother');

/** The brother's or sister's pronouns ({sibhe}, {sibhim}, {sibhis}): the cast's own one's (a "they" cousin), else a sister's are hers. */
const siblingPronouns = (ctx: StoryContext) => (ctx.sibling ? { he: ctx.sibling.he, him: ctx.sibling.him, his: ctx.sibling.his } : siblingOf(ctx) === 'sister' ? { he: 'she', him: 'her', his: 'her' } : { he: 'he', him: 'him', his: 'his' });
/** The brother's or sister's name ({sibname}): the cast's own (`StoryContext.sibling`), else Sam, or Alex when the cast already has a Sam. */
const siblingNameOf = (ctx: StoryContext) => ctx.sibling?.name ?? STAND_IN_SIBLINGS.find((name) => !ctx.cast.some((member) => member.name === name))!;

const titled = (words: string) => words.replace(/\b(?!the\b)\p{Ll}/gu, (letter) => letter.toUpperCase());

/** The match or race a lost game was ({game}). */
const gameOf = (ctx: StoryContext) => readMoment(ctx.themeText).lost ?? 'match';

/**
 * The story's wording of a catalogue line. The pick is forked from the seed by the line itself, not drawn
 * from the running stream, so a line said twice (the opening in the idea and on page 1) reads the same.
 */
function wordingOf(ctx: StoryContext, wording: Wording): string {
  const told = wordingsFor(ctx, wording);
  if (typeof told === 'string') return doneAsAToddler(ctx, told);
  // A board book's listener hears one of the plainest wordings; from three the seed picks among them all (round 15: "Cards,
  // cards, cards!" was every four-year-old's line), and the band's fitting keeps the page in reach.
  // From six, the little listener's wording of a line ("Crisps! Oh... worse.") is never picked where a whole one is there
  // (round 18: read 41's car-sick drive for a seven-year-old read in toddler's fragments).
  const plain = ctx.age === '0-2' ? plainest(told) : ctx.age === '6-8' || ctx.age === '9-12' ? fullest(told) : told;
  return doneAsAToddler(ctx, ctx.rng.fork(`wording:${typeof wording === 'string' ? wording : wording[0]}`).pick(plain));
}

/** The wordings at least half as long as the longest: a whole sentence, never a board book's fragment of it. */
function fullest(wordings: readonly string[]): readonly string[] {
  const most = Math.max(...wordings.map(syllablesOf));
  return wordings.filter((line) => syllablesOf(line) * 2 >= most);
}

const syllablesOf = (line: string) => splitWords(line).reduce((sum, word) => sum + countSyllables(word), 0);

/** The wordings within a few syllables of the shortest. */
function plainest(wordings: readonly string[]): readonly string[] {
  const fewest = Math.min(...wordings.map(syllablesOf));
  return wordings.filter((line) => syllablesOf(line) <= fewest + 3);
}

/** A catalogue line with the cast put in, capitalised as a sentence. */
export function fill(ctx: StoryContext, wording: Wording): string {
  return filled(ctx, wording, forUnderSixes(ctx));
}

/** The line as the parent reads it in the idea: whole, not cut into a little listener's short sentences. */
function forTheParent(ctx: StoryContext, wording: Wording): string {
  return filled(ctx, wording, false);
}

/**
 * The animal the parent's theme names, so "our cat went missing" is a story about the cat, not "the pet" (`world/pet-words.ts`).
 * A theme that names no kind ("getting a new pet", "lost pet") is given one, the same for a hero every time: "the pet" on
 * every page read as if nobody knew what it was.
 */
const petOf = (ctx: StoryContext) => {
  const named = petNamedIn(ctx.themeText);
  return named === 'pet' ? (ctx.hero.name.length % 2 === 0 ? 'dog' : 'cat') : named;
};

/** The cast's animal of the kind the theme names ("our puppy who keeps running off": Pickle the dog), where the story has not taken it as missing. */
const castPetOf = (ctx: StoryContext) => [ctx.pal, ...ctx.others].find((member) => member.isNamed && member.kit.noun === speciesNamedIn(ctx.themeText))?.name;

/** The one of the cast a fear is of (the neighbours' puppy Pepper), if the theme's fear is of an animal kind the cast has. */
const fearedIn = (ctx: StoryContext) => {
  const feared = catalogueThemeIn(ctx.themeText)?.feared;
  return feared ? [ctx.pal, ...ctx.others].find((member) => member.isNamed && member.kit.noun === feared.species) : undefined;
};
const fearedOf = (ctx: StoryContext) => fearedIn(ctx)?.name ?? catalogueThemeIn(ctx.themeText)?.feared?.called ?? 'it';

/** Grandparents a parent may name, in a theme or as one of the cast. */
const GRANDPARENT = new RegExp(`\\b${kinPattern({ relation: 'grandparent' })}\\b`, 'i');

/** A child the lines meet by a word ({rolekid}): the cast's one in the part by their pronoun, else a girl. */
const roleKid = (ctx: StoryContext): string => {
  const pronoun = ctx.inRole?.pronoun;
  return pronoun === 'he' ? 'boy' : pronoun === 'they' ? 'child' : 'girl';
};

/** A line that has the grandparent somewhere else: on the phone, on a screen, sent a message or a letter. */
const GRAN_AFAR = /\b(?:rang|phoned?|call(?:ed|s)?|screen|message|letter)\b/i;

/** Whether the day the book tells opens on the grandparent ("{gran} was coming to stay", a call to {gran}): then they are the day's own. */
const dayOpensOnGran = (ctx: StoryContext): boolean => {
  const entry = catalogueThemeIn(ctx.themeText);
  return entry !== undefined && [entryAsSaid(entry, ctx.themeText, ctx.notesText, ctx.age).opening].flat().some((line) => line.includes('{gran}'));
};

/**
 * The grandparent a visit is from, or whose house a stay is at: the one in the cast, else the one the theme names ("visit
 * from grandpa"), else Grandma. One nobody named, in a line beside the hero on a day that is not theirs ("When {gran}
 * passed {hero} a biscuit" learning manners), is the book's own grown-up (read 44: "Mum was close by" on page 1, "Thank
 * you, Grandma" on page 20, a second made-up grown-up the book never met).
 */
function granOf(ctx: StoryContext, line = ''): string {
  const known = knownGranOf(ctx);
  if (known) return known;
  return GRAN_AFAR.test(line) || dayOpensOnGran(ctx) ? 'Grandma' : grownUp(ctx, line);
}

/** The grandparent the book knows: the host of a stay, the cast's, the theme's or the notes' word. */
function knownGranOf(ctx: StoryContext): string | undefined {
  // A stay at a grandparent's house ("staying the night at grandpa's") is that grandparent's, whoever else is in the cast.
  const host = ctx.dayAt?.replace(/['’]s house$/, '');
  if (host && GRANDPARENT.test(host)) return host;
  // The one waiting at the end of a ride (`ownerAway`) is out of the cast, and still the one it goes to.
  const inCast = [...ctx.cast, ...(ctx.away ? [ctx.away] : [])].find((member) => GRANDPARENT.test(member.name));
  if (inCast) return inCast.name;
  // The theme's own word for them ("nanny is poorly": Nanny), else the notes' ("we are flying to see Nonna"), else Grandma.
  return grandparentTypedIn(ctx.themeText) ?? grandparentTypedIn(ctx.notesText);
}

/** A catalogue line with the cast put in, as the catalogue wrote it (its first word in its own case). */
const bigSibling = (hero: CastMember) => (hero.he === 'he' ? 'big brother' : hero.he === 'she' ? 'big sister' : 'big sibling');

function withTheCast(ctx: StoryContext, wording: Wording): string {
  const h = ctx.hero;
  // "{he} was" is the hero's verb, whatever the catalogue wrote: "they were being a baby", never "they was".
  const line = withToy(withCause(withMoveWords(ctx, inOlderWords(ctx, stepFree(wordingOf(ctx, wording), h.wheels))), ctx.themeText, h.name), ctx.themeText).replace(/\{he\} was\b/g, '{he} {was}');
  return withPetWords(line, ctx.themeText, titled)
    // The day missed is the parent's own words, with the hero's possessive in them ("{his} best friend's party").
    .replaceAll('{missed}', () => missedOf(ctx.themeText) ?? 'it')
    .replaceAll('{mymissed}', () => (missedOf(ctx.themeText) ?? 'it').replace('{his} ', 'my '))
    .replaceAll('{tocountry}', () => `to ${readTrip(ctx.themeText)?.name ?? 'another country'}`)
    // The one of the cast who plays the person the theme names (`StoryContext.inRole`), else the entry's own words for them.
    .replace(/\{inrole:((?:[^{}]|\{\w+\})*)\}/g, (_all, said: string) => ctx.inRole?.name ?? said)
    .replaceAll('{called}', () => (ctx.inRole ? `, ${ctx.inRole.name},` : ''))
    .replaceAll('{namedlast}', () => (ctx.inRole ? `, called ${ctx.inRole.name}` : ''))
    .replaceAll('{rolekid}', () => roleKid(ctx))
    .replaceAll('{hero}', h.name)
    .replaceAll('{he}', h.he)
    .replaceAll('{him}', h.him)
    .replaceAll('{his}', h.his)
    .replaceAll('{was}', h.was)
    .replaceAll('{has}', h.has)
    .replaceAll('{pal}', ctx.pal.name)
    .replace(/[^]*/, (text) => withTeammate(ctx, text))
    .replaceAll('{palhis}', ctx.pal.his)
    .replaceAll('{palhe}', ctx.pal.he)
    .replaceAll('{palhim}', ctx.pal.him)
    .replaceAll('{grownup}', () => grownUp(ctx, line))
    .replaceAll('{feared}', () => fearedOf(ctx))
    .replaceAll('{hispet}', () => (ctx.missingPet ? `${possessive(h.name)} ${ctx.missingPet.kit.noun}, ${ctx.missingPet.name},` : `${possessive(h.name)} ${petOf(ctx)}`))
    .replaceAll('{thepet}', () => ctx.missingPet?.name ?? castPetOf(ctx) ?? `the ${petOf(ctx)}`)
    .replaceAll('{petit}', () => ctx.missingPet?.he ?? 'it')
    .replaceAll('{Petit}', () => titled(ctx.missingPet?.he ?? 'it'))
    .replaceAll('{petcalled}', () => (ctx.missingPet ? ` called ${ctx.missingPet.name}` : ''))
    .replaceAll('{pet}', petOf(ctx))
    .replaceAll('{Pet}', () => titled(petOf(ctx)))
    .replaceAll('{Newland}', () => titled(moveWords(ctx).newland))
    .replaceAll('{sibname}', () => siblingNameOf(ctx))
    .replace(/\{(S|s)ib(he|him|his)\}/g, (_all, initial: string, form: 'he' | 'him' | 'his') => (initial === 'S' ? capitalize : (word: string) => word)(siblingPronouns(ctx)[form]))
    // The brother or sister a line names by kin ("her brother") is the cast's own by name, when the cast has one.
    .replace(/\{sibor:([^}]*)\}/g, (_all, said: string) => ctx.sibling?.name ?? said)
    .replace(/\{sibwith:([^}]*)\}/g, (_all, said: string) => (ctx.sibling ? `${said} ${ctx.sibling.name}` : said))
    .replaceAll('{sib}', () => siblingOf(ctx))
    .replaceAll('{Sib}', () => titled(siblingOf(ctx)))
    .replaceAll('{gran}', () => granOf(ctx, line))
    .replaceAll('{shared}', () => sharedThingIn(ctx.themeText))
    .replaceAll('{grewupin}', () => grewUpIn(ctx.themeText))
    .replaceAll('{summit}', () => summitIn(ctx.themeText))
    .replaceAll('{food}', () => namedFoodIn(ctx.themeText))
    .replaceAll('{Food}', () => titled(namedFoodIn(ctx.themeText)))
    .replaceAll('{game}', gameOf(ctx))
    .replaceAll('{instrument}', () => instrumentOf(ctx))
    .replaceAll('{face}', () => faceDesignIn(ctx.themeText))
    .replaceAll('{Face}', () => titled(faceDesignIn(ctx.themeText)))
    .replaceAll('{Instrument}', () => titled(instrumentOf(ctx)))
    .replaceAll('{test}', () => testOf(ctx))
    .replaceAll('{Test}', () => titled(testOf(ctx)))
    .replaceAll('{baby}', () => babyKinOf(ctx))
    .replaceAll('{Baby}', () => titled(babyKinOf(ctx)))
    .replaceAll('{school}', () => schoolOf(ctx))
    .replaceAll('{whohis}', () => ownerHis(whoOf(ctx), ownerWordOf(ctx.themeText), ctx.cast))
    .replaceAll('{whohe}', () => ownerHe(whoOf(ctx), ownerWordOf(ctx.themeText), ctx.cast))
    .replaceAll('{who}', () => whoOf(ctx))
    // A day at grandma's is in her house: "the whole house smelled of oranges" is hers.
    .replace(/\b[Tt]he (whole )?house\b/g, (said, whole?: string) => (ctx.dayAt ? ctx.dayAt.replace(/ house$/, whole ? ' whole house' : ' house') : said))
    // The dentist or the teacher the notes name is called by that name ("the dentist is Dr Ada"), not by the job.
    .replace(/[^]*/, (text) => withRolesNamed(text, rolesNamed(ctx)))
    // The baby of a catalogue line is the family's baby of the cast, by name, when the parent gave one ("a baby sister called Ada").
    .replace(/\b([Tt])he baby\b/g, (said) => babyOf(ctx)?.name ?? said)
    // The pet a theme is about is the cast's by name, once a line, where the catalogue wrote "the old dog" or "the new puppy".
    .replace(/[^]*/, (text) => withThePetNamed(ctx, text))
    // A new baby makes the hero a big brother or a big sister, never "the big one".
    .replaceAll('{big}', bigSibling(h))
    // The hero speaks of "my sister" and "my stepmum", not "his sister".
    .replace(/"[^"]*"/g, (said) => said.replace(new RegExp(`\\b${ctx.hero.his} (sister|brother|cousin|friend|step(?:mum|mom|dad|mother|father|brother|sister))\\b`, 'g'), 'my $1'));
}

/** The first "the new puppy" or "the old dog" of a line named as the cast's pet it is about ("Biscuit"), when the line does not name it yet. */
function withThePetNamed(ctx: StoryContext, text: string): string {
  const pet = ctx.missingPet;
  if (!pet) return text;
  const named = text.includes(pet.name) ? text : text.replace(new RegExp(`\\b[Tt]he (?:old |new |little )?${escapeRegExp(petOf(ctx))}\\b`), pet.name);
  // The pet lines say "its eyes", "its bed": a pet the parent gave as "he" or "she" is never "it" (held-out read 47).
  return pet.he === 'he' || pet.he === 'she' ? named.replace(/\bits\b/g, pet.his).replace(/\b(stroked|looked after|fed|patted|cuddled|brushed|comforted) it\b/g, `$1 ${pet.him}`) : named;
}

function filled(ctx: StoryContext, wording: Wording, oneThingAtATime: boolean): string {
  // A day told at home (camping in the back garden) does not come "at home" at its end: the family goes back inside.
  const withCast = withTheParentsWords(withTheCast(ctx, wording), ctx.themeText).replace(/^At home, /, ctx.dayAt ? `Back inside ${ctx.dayAt}, ` : ctx.set.id === 'home' ? 'Back inside, ' : 'At home, ');
  // Listeners of up to five hear one thing at a time: "..., and her tummy felt fluttery" is its own sentence,
  // and "a special job: to walk" becomes "It was to walk", not a sentence with no verb.
  // Only where what follows is a sentence of its own: "There was cake for everyone, and a balloon to take home" stays whole,
  // and so does "a project to show: a volcano that really fizzed", whose only verb is its thing's (held-out read 44).
  // Nor where it is only a name and a verb: "Mia laughed." cut off a comic beat was a sentence of one book in ten (round 12).
  // A board book's band still needs that split (the new baby for Mateo under three did not fit without it).
  const told = oneThingAtATime ? withCast.replace(/, (and|but|so) (?=(?:(?:he|she|they|it|we|the|a|an|his|her|their|its|everyone|nobody)\b|\p{Lu}))([^,.;:!?]*)/gu, (whole, joint: string, rest: string) => (!standsAlone(rest) || isThingWithClause(rest) || (rest.trim().split(/\s+/).length < 3 && ctx.age !== '0-2') ? whole : joint === 'and' ? `. ${rest}` : `. ${capitalize(joint)} ${rest}`)).replace(/: to (?=\p{L})/gu, '. It was to ').replace(/: (?=(\p{L}[^.;:!?]*))/gu, (whole, rest: string) => (isThingWithClause(rest) ? whole : '. ')) : withCast;
  return capitalize(told).replace(/([.!?]\s+)(\p{Ll})/gu, (_m, stop: string, letter: string) => stop + letter.toUpperCase());
}

/**
 * A catalogue line as a clause inside another sentence ("remembered how the petals were scattered, and everyone
 * clapped"): never capitalised, never cut into a little listener's short sentences.
 */
/** The grown-ups of the day named by the notes ("her teacher is Mrs Green") or the theme ("his teacher Mr Patel is leaving"). */
const rolesNamed = (ctx: StoryContext) => [...namedRoles(ctx.notesText), ...rolesNamedInTheme(ctx.themeText)];

function clauseOf(ctx: StoryContext, wording: Wording): string {
  const line = withTheCast(ctx, wording).replace(/[.!]$/, '');
  // Inside a sentence only a name keeps its capital ("Eid was full of visits", the hero's name): "how someone was smiling", never "how Someone".
  const first = /^\p{L}+/u.exec(line)?.[0] ?? '';
  // A name put in for a word of the line is a name too ("the doctor said" → "Dr Patel said", "the baby" → "Ada").
  const putIn = [...ctx.cast.map((member) => member.name), ...(ctx.missingPet ? [ctx.missingPet.name] : []), ...rolesNamed(ctx).map((role) => role.name)];
  const isName = ALWAYS_CAPITAL.test(first) || wordingOf(ctx, wording).startsWith('{') || putIn.some((name) => line.startsWith(`${name} `) || line.startsWith(`${name}'`));
  return isName ? line : line.charAt(0).toLowerCase() + line.slice(1);
}

/**
 * The first of a win's clauses ("the lamb was fed", of "the lamb was fed, and the farmer said Lina was a real help"):
 * pictured whole, a little listener's page split it in two and the win page said its second half again.
 */
const firstClause = (clause: string): string => clause.split(/, and (?=\S)/)[0]!;

/**
 * What the hero still wants, in words that read in any sentence ("still wanted to …", "believed she could …"):
 * never the theme's win pasted into a slot ("get to the moment when the check-up was done").
 */
const HOPES: Record<ThemeKind, readonly ((ctx: StoryContext, entry: CatalogueTheme) => string)[]> = {
  moment: [() => 'see it through', () => 'be brave all the way to the end', () => 'make it through the day'],
  festival: [(_ctx, entry) => `make ${entry.name} a happy one`, () => 'make it the happiest day of the year'],
  feeling: [(ctx) => `feel like ${ctx.hero.self} again`, () => 'feel better inside', () => 'find a way through it'],
  interest: [(_ctx, entry) => `make the most of ${entry.name}`, () => 'see it through'],
  event: [(_ctx, entry) => `do ${entry.name} well`, () => 'give it everything', () => 'make it a day to remember'],
  // An everyday outing is no performance: "do the supermarket well" is not what a child wants of it.
  activity: [() => 'make it a good day', () => 'get it just right', () => 'make it a day worth telling about'],
};
// Chosen by the theme, so two books on different themes do not share the line.
const hopeOf = (ctx: StoryContext, entry: CatalogueTheme) => {
  const options = HOPES[entry.kind];
  return options[hashString(entry.id) % options.length]!(ctx, entry);
};

/** The worst of the tries, remembered afterwards: "the time he dug the seed up to check". */
function lowPointOf(ctx: StoryContext, entry: CatalogueTheme, index: 0 | 1 | 2 = 1, whole = false): string {
  // Only the try itself: "the time she roared as loud as a lion", not what came of it (", but the lions did not …"),
  // unless `whole`: a memory on its own line says what went wrong in it.
  // Only its first sentence, without its cry: "the time when teddy fell out", never "the time when teddy fell out! Oops".
  const parts = clauseOf(ctx, entry.tries[index]).split(/[.!?](?:\s|$)/)[0]!.split(/, (?=(?:but|and|so) )/);
  // A whole go is told up to anyone's words in it: "rushed up the stairs …, and wobbled", not ", and Nana said, …".
  const quoted = parts.findIndex((part) => /["“”]/.test(part));
  const clause = whole && quoted !== 0 ? parts.slice(0, quoted < 0 ? parts.length : quoted).join(', ') : parts[0]!.replace(/^(?:but|and|so) /, '');
  // A try that opens on where or when ("At carpet time, Katya sat at the very edge") is remembered as the hero's doing
  // alone: never "the time when at carpet time, she sat …" (round 12's read).
  const fronted = /^[^,]{1,40}, (\S+) (.+)$/.exec(clause);
  const worst = fronted !== null && fronted[1] === ctx.hero.name ? `${ctx.hero.name} ${fronted[2]}` : clause;
  // A they-hero's verb agrees with the pronoun that now stands for the name: "the time they were too busy playing".
  const rest = worst.slice(ctx.hero.name.length + 1);
  const agreed = ctx.hero.p.plural ? rest.replace(/^was\b/, 'were').replace(/^has\b/, 'have').replace(/^does\b/, 'do') : rest;
  return worst.startsWith(`${ctx.hero.name} `) ? `the time ${ctx.hero.he} ${agreed}` : `the time when ${worst}`;
}

/** Words that say a try did not work. */
// A fresh read (round 10) found a lift after a try gone wrong: "got stuck with his head inside it. Leo stood a little
// taller.", "the sledge tipped over … That was a good start."
export const WENT_WRONG = /\b(?:but|no better|worse|did not|didn't|nothing|only|never|not|stayed put|fell|tore|burst|bent|accident|lost|hid|followed|shook|alone|flopped|spluttered|dripped|too (?:fast|hard|loud|soon)|instead|pretended|landed on|went blank|went dry|squeak|wobbled|slipped|missing|ahead|knocked|mixed up|late|washed|wrong|hardly|toppled|crumpled|with a bump|too much|out of puff|stayed shut|back down|stuck|tipped|cracked|apart|dropped|spilled|spilt|crashed|forgot|itch(?:ed|y)?|groaned|broke(?! (?:the|their|his|her|our|its) fast)|ripped|sank|soggy|wobbly|tangled|squashed|leaked|popped|burnt|cried|tears|ouch|oops|up (?:his|her|their|its) nose|too (?:big|small|heavy|cold|hot|high|far|slow|quick|short|long)|fell off|blew away|rolled away|went out)\b/i;

/**
 * What a try changed, after it: a try that went well is met with the theme's own sight or sound (the batter going glug,
 * glug), and one that went wrong says so itself ("…, but the tooth stayed put"). A stock line after it ("Mia stood a
 * little taller", "That helped, a little", "It was harder than it looked") told the same feeling in book after book.
 */
function liftAfter(ctx: StoryContext, entry: CatalogueTheme, tried: string): string | undefined {
  if (WENT_WRONG.test(tried)) return undefined;
  // A listener of up to five hears the theme's own tiny words ("Snip, snip!"): the lightest line there is, which a
  // board book's reading band counts on where "That helped, a little." was.
  if (forUnderSixes(ctx)) return themeWordOf(ctx, entry, tried);
  const sense = senseOf(ctx, entry);
  return sense && fill(ctx, sense);
}

/**
 * The theme's tiny words, in turn a book (`world/catalogue/light-words.ts`), the first that is the sound of what the try
 * did (`answersLine`): none for a theme with none, nor after a try that none of them answers.
 */
function themeWordOf(ctx: StoryContext, entry: CatalogueTheme, tried: string): string | undefined {
  // Another child's part in the day has none of the entry's own: a present given is no "Draw!" of the crayons shared.
  const words = entry.anotherDay ? [] : lightWordsOf(`${PREFIX}${entry.id}`);
  const said = themeWordsSaid.get(ctx) ?? [];
  themeWordsSaid.set(ctx, said);
  // Each once a book: "Cake!" after the icing and again after the party reads as the book's only word.
  const word = words.map((_, step) => words[(said.length + step) % words.length]!).find((candidate) => !said.includes(candidate) && answersLine(candidate, fill(ctx, tried)));
  said.push(word ?? '');
  return word;
}
const themeWordsSaid = new WeakMap<StoryContext, string[]>();

const firstOf = (wording: Wording) => (typeof wording === 'string' ? wording : wording[0]);

/** A page with older readers' lines closing it (`PagePlan.after`), when there are any. */
const withAfter = (plan: PagePlan, after: readonly string[]): PagePlan => (after.length > 0 ? { ...plan, after: [...(plan.after ?? []), ...after] } : plan);

/** A try the hero makes on their own ("went off alone"): the friend does not stay close on that page. */
const ALONE = /\b(?:alone|on (?:his|her|their) own|by (?:him|her|them)sel(?:f|ves)|nobody|no one)\b/i;

/**
 * Where a line turns ("…, but the kite just bumped along the grass"): a page turn can fall there when what follows is a
 * sentence of its own, with someone or something doing it ("…, and tipped over" is not).
 */
const TURNS_ON = /, (but|and|so) (?=(?:\{(?:hero|he|pal|palhe|grownup|gran|who|pet|feared|his|palhis)\}|(?:he|she|they|it|we|the|a|an|his|her|their|its|everyone|nobody|someone|everything|nothing|some|one|all|both|two|there)\b|\p{Lu}))/u;
/** The hero's own two doings ("{hero} twirled in the kitchen and bumped the table"): the second is the hero's too. */
const HEROS_SECOND = /,? and (?=\p{Ll}+ed\b)/u;
const CLAUSE_OF_ITS_OWN = /\b(?:that|when|while|until|because|which|who|where|if|as|so)\b/;

/** A past verb in a clause: the tagger's reading, or a past form it may miss ("it went up and down like a lift"). */
const PAST = /\b(?:\p{L}+ed|went|was|were|had|came|fell|ran|got|made|took|spun|flew|blew|stuck|caught|saw|said|sat|stood|tore|broke|began|felt|found|held|kept|left|lost|put|shook|slid|threw|wore|won|would|could|did|rang|sang|hid|bit|drank|ate|grew|knew|told|brought|fought|bounced|slipped)\b/iu;
const hasPastVerb = (clause: string) => standsAlone(clause) || PAST.test(clause);

/** The line in two, the go and how it went ("But the kite just bumped along"), where a page turn can fall. */
export const turnOf = (line: string, alone = true): { go: string; went: string } | undefined => {
  const at = TURNS_ON.exec(line);
  const rest = at ? line.slice(at.index + at[0].length) : '';
  const turned = at && hasPastVerb(rest) && !isThingWithClause(rest) ? { go: `${line.slice(0, at.index)}.`, went: at[1] === 'but' ? `But ${rest}` : rest.startsWith('{') ? rest : capitalize(rest) } : undefined;
  const second = !turned && line.startsWith('{hero} ') && !/"/.test(line) ? HEROS_SECOND.exec(line) : null;
  // "{hero} took so many books that the pile wobbled and tipped": after a clause of its own, the second verb is not the hero's.
  const heros = second && !CLAUSE_OF_ITS_OWN.test(line.slice(0, second.index)) ? second : null;
  const then = heros ? line.slice(heros.index + heros[0].length) : '';
  const split = turned ?? (heros && hasPastVerb(then) ? { go: `${line.slice(0, heros.index)}.`, went: `{he} ${then}` } : undefined);
  // A half alone on its page is a page's worth: "He said, 'Ow!'" or "She chose moons." is not (a try's has its lift too).
  return split && (!alone || (splitWords(split.go).length >= 3 && splitWords(split.went).length >= 4 && split.went.length >= 24)) ? split : undefined;
};

/** Whether the story's wording of a line turns somewhere, so it can be told over a page turn. */
const turnsIn = (wording: Wording, alone = true) => (ctx: StoryContext) => turnOf(wordingOf(ctx, wording), alone) !== undefined;

/**
 * The hero going on after the worst try, in one of several words a book: "kept going" is not every book's. After the hardest
 * try that went well, the theme's own sense or tiny word first: "Marco stayed close." was in one book in twenty. It stays
 * (round 12 tried without it): the lightest line of the page, which the youngest's reading band counts on.
 */
// After what is no try (hiding, a freeze, the lights going out), under nine, the theme's own sight or sound first (round 15):
// "took a deep breath", "breathed in, and out" were in one catalogue book in four, after whatever had happened. From six, else
// nothing; under six the breath stays, the light line a short book's reading band counts on (without it a newcomer's part was cut).
const keptGoing = (ctx: StoryContext, tried: string, entry: CatalogueTheme): string | undefined => {
  if (isATry(ctx, tried)) {
    const stock = ctx.rng.fork('kept going').pick([`${ctx.hero.name} kept going.`, `${ctx.hero.name} did not stop.`, `${ctx.hero.name} tried again.`, `${ctx.hero.name} went on, all the same.`]);
    return (WENT_WRONG.test(tried) ? climbAfterHardest(ctx, firstGoToClimbFrom(ctx, entry), tried, `${wordingOf(ctx, entry.tries[1])} ${wordingOf(ctx, entry.turn)} ${entry.name}`) : undefined) ?? stock;
  }
  // A board book's band has no room for a sense line there: the breath is its lightest line (round 15's merge).
  const sense = isOlderReader(ctx) || ctx.age === '0-2' ? undefined : senseOf(ctx, entry, tried);
  if (sense) return fill(ctx, sense);
  // Nine to twelve hear what the hero does with it (round 18): "breathed in, and out" was the held-out reads' most shared older line.
  const h = ctx.hero;
  if (isOlderReader(ctx)) return ctx.rng.fork('kept going').pick([`${h.name} counted to five, slowly, and it half worked.`, `${h.name} swallowed, and made ${h.his} face do nothing at all.`]);
  return forUnderSixes(ctx) ? ctx.rng.fork('kept going').pick([`${h.name} took a deep breath.`, `${h.name} breathed in, and out.`]) : undefined;
};

/** The first go, to measure the hardest against (`tries-climb.ts`): one of the hero's that went wrong, and not the go a later page calls back. */
function firstGoToClimbFrom(ctx: StoryContext, entry: CatalogueTheme): string | undefined {
  const first = lowPointOf(ctx, entry, 0);
  // Its first sentence must say it went wrong: "pressed her nose to the window and watched the raindrops race" was no worse go.
  const whole = lowPointOf(ctx, entry, 0, true).replace(/, (but|and|so) /g, ' $1 ');
  if (!WENT_WRONG.test(whole) || ownLowPoint(ctx, entry) === first) return undefined;
  // The go with what went wrong in it ("the time he stepped onto the ice but his feet slid"): its first words alone were no worse go.
  return /["“”]/.test(whole) ? undefined : whole;
}

/**
 * Whether the hardest "try" is one: the hero doing something, not hiding, freezing, sneezing or the lights going out.
 * "Hugo kept going." after "Hugo hid the pieces" or "The fridge had stopped humming" was a slip a parent hears at once (round 12c).
 */
const RETREAT = /\b(?:held (?:very |quite )?still|kept still|hid|hides|hide|hiding|secret|sneez\w*|froze|went shy|cried|covered|flopped|folded|held on|did not want|told|asked|said|thought|watched|waited|sat|stood still|turned it off|pretended|did not|felt|lay|lying|listened|counting)\b/i;
const isATry = (ctx: StoryContext, tried: string): boolean => {
  const clause = clauseOf(ctx, tried);
  return clause.startsWith(`${ctx.hero.name} `) && !RETREAT.test(clause);
};

/**
 * The want a short go is held on: the theme's own (`ThemeMiddle.hope`) or none (round 14b). The kind's stock hope ("wanted
 * so much to feel like himself again" in a sharing book) was true of no theme in particular, and said on two pages of a book.
 */
const ownHope = (middle: ThemeMiddle) => (middle.hope ? (ctx: StoryContext) => clauseOf(ctx, middle.hope!) : undefined);

/** The books whose hero has said what the go is for: once a book. */
const hoped = new WeakSet<StoryContext>();

function tryPage(entry: CatalogueTheme, index: 0 | 1 | 2, hope?: (ctx: StoryContext) => string): PageWriter {
  return tellsOverThePage((ctx) => {
    const tried = wordingOf(ctx, entry.tries[index]);
    const alone = ALONE.test(clauseOf(ctx, tried));
    // No thumbs-up for a secret kept, pieces hidden or a quiet house (round 12c): the newcomer's cheer is for a try.
    const cheering = index === 2 && !alone && !crowded(ctx) && isATry(ctx, tried) && !CONCEALED.test(clauseOf(ctx, tried)) ? newcomer(ctx) : undefined;
    // The first tries are where the rest of the cast each do a thing of their own (`partsAt`), in place of the lift.
    const parts = index === 2 ? [] : partsAt(ctx, entry, index);
    const after = cheering ? newcomerCheers(ctx, cheering, WENT_WRONG.test(tried)) : parts.length > 0 ? parts.join(' ') : index === 2 ? (alone ? keptGoing(ctx, tried, entry) : (liftAfter(ctx, entry, clauseOf(ctx, tried)) ?? keptGoing(ctx, tried, entry))) : liftAfter(ctx, entry, clauseOf(ctx, tried));
    // A try that goes wrong is a low page, where no gag lands ("one tore in half. 'Oops!' giggled Kwame").
    // An older reader's secret is told on the last try's page, with the friend close: the turn page keeps the decision and the act.
    const whole = withAfter(page(`${ctx.hero.name} tries again.`, [fill(ctx, tried), ...(after ? [after] : [])], [], index === 1 ? 'looking' : 'standing', index === 1 || WENT_WRONG.test(tried) ? 'worried' : 'curious'), index === 2 && !lastTryAlone(ctx, entry) ? secretTold(ctx, entry, fill) : []);
    const recall = () => olderRecall(ctx, entry);
    // A go of a few words ("Sam rushed.") says what it was for: "Sam wanted so much to toast marshmallows on a bonfire."
    // Beside the theme's own sight or sound the go needs no held breath (round 15): "Would this be the go that worked?"
    // was a line of one catalogue book in six, whatever the go.
    const held = (sensed: boolean) => {
      if (!hope || hoped.has(ctx) || splitWords(turnOf(tried, false)?.go ?? '').length > 4) return sensed && !isOlderReader(ctx) ? undefined : suspenseOf(ctx, tried);
      hoped.add(ctx);
      return `${ctx.hero.name} wanted so much to ${hope(ctx)}.`;
    };
    return settingUp({ ...whole, overThePage: () => overThePage(ctx, whole, tried, after, held, entry, false) }, recall);
  }, turnsIn(entry.tries[index], false));
}

/**
 * A try told over a page turn: the hero's go and the held breath, then over the page how it went ("…, but the kite
 * just bumped along the grass" as "But the kite just bumped along the grass."), as a picture book keeps what happened
 * for the turn of the page. A try with no "but" or "and" to turn on keeps its page whole, after the hero's wish.
 */
function overThePage(ctx: StoryContext, whole: PagePlan, tried: string, after: string | undefined, held: (sensed: boolean) => string | undefined = () => suspenseOf(ctx, tried), entry?: CatalogueTheme, alone = after === undefined): readonly [PagePlan, PagePlan] | undefined {
  // A try's page turns as its writer said it would (`turnsIn(…, false)`), with or without a line after how it went.
  // A step-free line (`{onfoot:…|…}`) is chosen before it is cut at the turn: never half of each way over the page.
  const turned = turnOf(stepFree(tried, ctx.hero.wheels), alone);
  if (!turned) return undefined;
  const { go, went } = turned;
  return [
    // Half a step is a thin page: the theme's own sight or sound comes with the go ("The grain felt dry and rattly in the scoop.").
    ((sense) => page(`${ctx.hero.name} has a go.`, [fill(ctx, go), ...[sense, held(sense !== undefined)].filter((line) => line !== undefined).map((line) => fill(ctx, line))], [], 'standing', 'excited'))(senseOf(ctx, entry)),
    // How it went is the low page when it went wrong: no gag lands there.
    // Under six, how it went is met with the theme's own sight or sound, or what the hero makes of it: the aside that a long
    // book for three to five tells on a page of one line ("The box fell." alone was a page).
    { ...whole, gist: `How it went.`, core: [fill(ctx, went), ...(after ? [after] : [])], mood: WENT_WRONG.test(went) ? 'worried' : whole.mood, ...(forUnderSixes(ctx) && entry ? { aside: themePageMore(ctx, WENT_WRONG.test(went) ? 'setback' : 'detail', entry).map((line) => fill(ctx, line)) } : {}) },
  ];
}

/** The pal's fingers crossed for luck, when the pal has fingers: a mouse or a robin keeps still instead. */
export const handsOf = (ctx: StoryContext): string => (ctx.pal.kit.hand === 'hand' ? `${capitalize(ctx.pal.name)} crossed ${ctx.pal.his} fingers.` : `${capitalize(ctx.pal.name)} kept very still.`);

/**
 * The line that holds the breath before a page turn: one a book, then none (round 15: "Would this be the go that worked?",
 * "Would it work this time?" and "held his breath" on three pages of one book were three of the lines most shared between
 * catalogue books); the go stands alone on its page, as a picture book keeps what happened for the turn.
 */
function suspenseOf(ctx: StoryContext, tried: string): string | undefined {
  const said = suspenseSaid.get(ctx) ?? new Set<string>();
  suspenseSaid.set(ctx, said);
  // "Would it work this time?" asks after a go: after the lights going out or a room looking strange there was none (round 13).
  const options = isATry(ctx, tried)
    ? [`Would it work this time?`, `${ctx.hero.name} held ${ctx.hero.his} breath.`, `${capitalize(ctx.pal.name)} watched, hardly daring to look.`, `Would this be the go that worked?`, handsOf(ctx)]
    : [`${ctx.hero.name} held ${ctx.hero.his} breath.`, `${ctx.hero.name} waited to see what would happen.`];
  // Drawn all the same, so the rest of the book is written as before; nine to twelve keep each once a book (r15-older's family).
  const line = ctx.rng.shuffle(options).find((option) => !said.has(option)) ?? `Then…`;
  if (said.size > 0 && !isOlderReader(ctx)) return undefined;
  said.add(line);
  return line;
}
const suspenseSaid = new WeakMap<StoryContext, Set<string>>();

/**
 * Before the last try, the hero pictures the theme's own win ("the kite flew high over the hill, with its tail
 * dancing"); a sad day, or a game the theme says was lost, is not pictured won: the hero thinks of the one it is for.
 */
function picturePage(entry: CatalogueTheme): PageWriter {
  return (ctx) => {
    const lost = outcomeOf(ctx.themeText) === 'lost';
    const pictured = entry.tender || lost
      // Only the thought: "It helped, a little." after it was a comfort line of book after book (round 11).
      ? [`${ctx.hero.name} sat still for a moment and thought of ${thoughtOf(ctx, entry)}.`]
      // Under six, the refrain's sound wished for (`joinInWish`): the win itself is the end's to tell.
      : [((win) => joinInWish(ctx, entry, win) ?? picturedWin(ctx, win))(firstClause(clauseOf(ctx, endingOf(ctx, entry).win)))].flat();
    // The theme's own sight or sound comes first where one is left (round 15): "She shut her eyes." before the win was a
    // sentence of one catalogue book in three, whatever the theme.
    const sense = entry.tender || lost || isOlderReader(ctx) ? undefined : senseOf(ctx, entry, pictured.join(' '));
    return page(`${ctx.hero.name} pictures it.`, [...(sense ? [fill(ctx, sense)] : []), ...pictured], [], 'standing', 'curious', 'hero');
  };
}

/**
 * The win pictured in one sentence that carries it: a little listener hears "In her head, the lamb was fed." (the light
 * line a tight band keeps); six to eight one of two frames, picked by the hero's name and the win; nine to twelve as before.
 */
function picturedWin(ctx: StoryContext, win: string): string[] {
  const h = ctx.hero;
  if (forUnderSixes(ctx)) return [`In ${h.his} head, ${win}.`];
  // From six, the hero's own voice with a bet riding on it, paid back when it comes right (`hero-bet.ts`).
  const bet = heroBet(ctx);
  if (bet) return bet;
  if (isOlderReader(ctx)) return [`${h.name} shut ${h.his} eyes and pictured the moment when ${win}.`];
  return [[
    `${h.name} shut ${h.his} eyes and pictured the moment when ${win}.`,
    `${h.name} could almost see the moment when ${win}.`,
  ][hashString(`${h.name} ${win}`) % 2]!];
}

/** The one a sad day is for: the pet it is about ("the goldfish", "Pickle"), the one the moment belongs to, else the friend. */
function thoughtOf(ctx: StoryContext, entry: CatalogueTheme): string {
  if (entry.aboutPet) return withTheCast(ctx, '{thepet}');
  // A goodbye's friend is thought of: the cast's one who plays them, else "his friend", never the family's owner word.
  if (entry.roleInLines && entry.tender) return ctx.inRole?.name ?? `${ctx.hero.his} friend`;
  return entry.owner || entry.tender ? whoOf(ctx) : ctx.pal.name;
}

/** Whether the last try is made alone ("went off alone"): then the friend is not there to be told anything. */
const lastTryAlone = (ctx: StoryContext, entry: CatalogueTheme) => ALONE.test(clauseOf(ctx, entry.tries[2]));

/** The theme's own setback, told between the worst try and the last, in its own words only (a stock "not yet" line after it would be one more sentence every book shares). */
function setbackPage(entry: CatalogueTheme, setback: Wording): PageWriter {
  return tellsOverThePage((ctx) => {
    setbacksTold.add(ctx);
    const whole = { ...withAfter(page('Something goes wrong.', [fill(ctx, setback)], [], 'standing', 'worried'), misreadThought(ctx, entry, fill)), aside: themePageMore(ctx, 'setback', entry).map((line) => fill(ctx, line)) };
    // "The big chair tipped back." Over the page: "The bright lamp came on, and it all felt very strange."
    return { ...whole, overThePage: () => {
      const over = overThePage(ctx, whole, wordingOf(ctx, setback), undefined, () => undefined, entry);
      // The setback begins on this page: no gag lands on it either.
      return over && [{ ...over[0], gist: 'Something goes wrong.', mood: whole.mood }, over[1]];
    } };
  }, turnsIn(setback));
}

/** The stories whose setback page is written: the doubt after it need not tell it again. */
const setbacksTold = new WeakSet<StoryContext>();

/**
 * The low point: the hero's doubt in the words of the setback's moment (`ThemeMiddle.doubt`: a dentist book's about the
 * lamp and the whirry brush, a new baby's about being forgotten), where every book said "The words from the start came
 * back" and "Maybe it will never work". A book that picks its middle pages may have left the setback out: then the
 * doubt's page tells it first, as a doubt about the cracked egg cannot come without the egg. A day or contest with no
 * doubt of its own says its worry again, in its own words.
 */
function doubtPage(entry: CatalogueTheme, setback: Wording, doubt: Wording | undefined): PageWriter {
  return (ctx) => {
    // Told here, the setback brings the misreading its own page would have (`older-theme.ts`).
    if (doubt) return page(`${ctx.hero.name} doubts.`, [...(setbacksTold.has(ctx) ? [] : [fill(ctx, setback)]), fill(ctx, doubt), ...(setbacksTold.has(ctx) ? [] : misreadThought(ctx, entry, fill))], [], 'sitting', 'sad');
    // A line said again goes on after its words: '"Nobody wants me," Ava said again', never '"Nobody wants me." Ava said'.
    const asked = /"([^"]+)"/.exec(withTheCast(ctx, entry.worry))?.[1]?.replace(/[,.]$/, '').replace(/([^?!])$/, '$1,');
    // The tag the worry comes back with is the book's own pick (round 14b): "said again, more quietly this time" was in 18 books of 30.
    const again = ctx.rng.fork('worry again').pick([`${ctx.hero.name} said again, more quietly this time`, `${ctx.hero.name} whispered`, `thought ${ctx.hero.name}`, `${ctx.hero.name} said in a small voice`]);
    return page(`${ctx.hero.name}'s worry comes back.`, [asked ? `"${asked}" ${again}.` : `${ctx.hero.name}'s worry came back, bigger than before.`], [], 'sitting', 'sad');
  };
}

/** A small choice the hero makes, the last step before the turn. */
function choicePage(entry: CatalogueTheme, choice: Wording): PageWriter {
  // A choice that costs a reader of nine to twelve's hero nothing is left out of their book (`choice-cost.ts`).
  return smallChoice(tellsOverThePage((ctx) => {
    const line = fill(ctx, choice);
    choiceTold(ctx, line);
    // A choice handed to the one beside the hero ("and she let Sam choose") is not the hero's to have chosen quickly.
    const handedOver = /\blet \S+ (?:choose|pick|decide)\b/.test(line);
    const whole = { ...page(`${ctx.hero.name} chooses.`, [line], [], 'standing', 'curious'), aside: handedOver ? [] : themePageMore(ctx, 'choice', entry) };
    // The choice, then over the page what the hero chose ("…, and she chose the top, where the wind was strongest").
    return { ...whole, overThePage: () => overThePage(ctx, whole, wordingOf(ctx, choice), undefined, () => undefined, entry) };
  }, turnsIn(choice)), (ctx) => wordingOf(ctx, choice));
}

/**
 * The theme's own middle of a longer book, between its first detail and its last, hardest try (the beat's own pages):
 * the first and worst tries, the setback, a true detail and the hero's small choice, so a longer book takes a shared
 * page only when the theme has nothing left.
 */
function middleOf(entry: CatalogueTheme, middle: ThemeMiddle): { first: PageWriter; tries: PageWriter[] } {
  const hope = ownHope(middle);
  // A gentle theme has no doubt page: its low point is the setback alone.
  const low = entry.tender ? [] : [doubtPage(entry, middle.setback, middle.doubt)];
  const pages: Record<Exclude<MiddleSlot, 'try2'>, PageWriter[]> = { detail0: [detailPage(entry, 0)], try0: [tryPage(entry, 0, hope)], try1: [tryPage(entry, 1, hope)], setback: [setbackPage(entry, middle.setback), ...low], detail1: [frightOrDetail(entry), picturePage(entry)], choice: [choicePage(entry, middle.choice)] };
  // The lines as they happen (`plots/in-order.ts`): the first of them is the middle's own first page.
  const [head, ...told] = lifeOrder(phasesOf(entry)).flatMap((slot) => pages[slot as Exclude<MiddleSlot, 'try2'>]);
  return { first: firstMiddlePage(entry, head!), tries: told };
}

/**
 * The middle's second true detail, or, when the parent asked for a scarier book and the theme has a true fright in it
 * (`plots/scare-page.ts`), that fright and what it turned out to be, on its own page: scared, then safe.
 */
function frightOrDetail(entry: CatalogueTheme): PageWriter {
  const detail = detailPage(entry, 1);
  return tellsOverThePage((ctx) => (asksScarier(ctx, entry)
    ? page(`A fright in the dark.`, [fill(ctx, scareOf(entry))], [], 'looking', 'scared')
    : detail(ctx)), (ctx) => !asksScarier(ctx, entry) && turnsOver(ctx)(detail));
}

/** One of the theme's true details on a page of its own. */
function detailPage(entry: CatalogueTheme, index: 0 | 1): PageWriter {
  return tellsOverThePage((ctx) => {
    // A detail is seen with the theme's own sound or feel beside it, at any age: a page of one line reads thin.
    const detail = fill(ctx, entry.details[index]);
    const sense = senseOf(ctx, entry, detail);
    const whole = sense
      ? page(`${capitalize(entry.name)} ${index === 0 ? 'begins' : 'goes on'}.`, [detail, fill(ctx, sense)], [], 'looking', index === 0 ? 'curious' : 'surprised')
      : { ...page(`${capitalize(entry.name)} ${index === 0 ? 'begins' : 'goes on'}.`, [fill(ctx, entry.details[index])], [], 'looking', index === 0 ? 'curious' : 'surprised'), aside: themePageMore(ctx, 'detail', entry).map((line) => fill(ctx, line)) };
    // A long book looks twice: "The dentist's chair was big and green." Over the page: "It went up and down like a lift."
    return { ...whole, overThePage: () => {
      const over = overThePage(ctx, whole, wordingOf(ctx, entry.details[index]), undefined, () => undefined, entry);
      return over && [{ ...over[0], gist: whole.gist, mood: whole.mood }, { ...over[1], gist: whole.gist, mood: whole.mood }];
    } };
  }, turnsIn(entry.details[index]));
}

/**
 * The middle's first page: in a short book, whose middle is only its own two pages, the first try after the theme's
 * first true detail (which a page too short for both leaves out); in a longer one, the detail alone, the tries
 * following from the list above.
 */
function firstMiddlePage(entry: CatalogueTheme, longer: PageWriter): PageWriter {
  // A longer book's first page may be told over a page turn, as the others are.
  return tellsOverThePage((ctx) => {
    if (ctx.length !== 'short') return longer(ctx);
    // The detail is said first on the page, so it is filled first (an unnamed grown-up is "a grown-up" there, then "the").
    const detail = fill(ctx, entry.details[0]);
    // The thing the win's detail calls back to ("the heart on her hand") is brought in with the first detail: a short
    // book has no page of its own for it (`detail-callback.ts`); kept, as the win's page needs it.
    const setUp = callsBackToSecondDetail(entry) ? [fill(ctx, entry.details[1])] : [];
    const tried = tryPage(entry, 0)(ctx);
    return withSpare({ ...tried, gist: `${capitalize(entry.name)} begins.`, core: [detail, ...setUp, ...tried.core] }, [detail]);
  }, (ctx) => ctx.length !== 'short' && turnsOver(ctx)(longer));
}

/** The thing the hero lets the friend have, inside a sentence: "the window seat". */
/**
 * What the hero gives up, as its holder has it: "a job of {palhis} own" is the friend's when given ("let Priya have a job
 * of their own") and the hero's when wanted ("Sam wanted a job of his own too").
 */
const givenThing = (ctx: StoryContext, side: ThemeSubplot, holder: { his: string }) => clauseOf(ctx, firstOf(side.gives).replaceAll('{palhis}', holder.his));

/** What the failed tries showed the hero: the run-up to a turn that does it. */
function taughtPage(entry: CatalogueTheme, side: ThemeSubplot): PageWriter {
  // From six the one beside the hero brings the worst go back, teasing (`low-point-ribbed.ts`); the pause is drawn all the same.
  const olderLook = (ctx: StoryContext) => ((pause) => ribbedOf(ctx, entry) ?? pause)(olderPause(ctx));
  return (ctx) => page(`${ctx.hero.name} works it out.`, [isOlderReader(ctx) ? olderLook(ctx) : goneBackTo(ctx, entry), fill(ctx, side.taught)], [], 'sitting', 'curious', 'hero');
}

/**
 * Under nine the hero goes back to a go of the theme's own, the worst first (round 15): "thought back over every try", "sat
 * down to think it through" were said in book after book, of no try in particular. A go that was no doing of the hero's
 * ("the time when the corridors were long and shiny") is not one to learn from: then the plain words.
 */
function goneBackTo(ctx: StoryContext, entry: CatalogueTheme): string {
  const own = ownLowPoint(ctx, entry);
  // Drawn all the same, so the rest of the book is written as before.
  const plain = ctx.one(`${ctx.hero.name} stopped and thought about what had gone wrong.`, `${ctx.hero.name} went over each try in ${ctx.hero.his} head.`);
  return own ? (ribbedOf(ctx, entry) ?? rememberedGo(ctx, entry) ?? plain) : plain;
}

/**
 * The worst go remembered where it says what went wrong: "Hana remembered the time she looked up." called back a go by
 * its first words and nothing that made it one to learn from (held-out read 44). The go's whole first sentence where
 * only that says it ("the time she looked up but saw only three stars"); none where no go of the hero's went wrong.
 */
function rememberedGo(ctx: StoryContext, entry: CatalogueTheme): string | undefined {
  // Never one with someone's words in it, nor one too long to carry as a memory.
  const carried = (low: string) => !low.startsWith('the time when') && WENT_WRONG.test(low) && !/["“”]/.test(low) && splitWords(low).length <= 24;
  const gone = ([1, 0] as const).flatMap((index) => [lowPointOf(ctx, entry, index), lowPointOf(ctx, entry, index, true)]).find(carried);
  // One memory, so no page splits it where it turns: "the time she looked up but saw only three stars".
  return gone && `${ctx.hero.name} remembered ${gone.replace(/, (but|and|so) /g, ' $1 ')}.`;
}

/** The worst go of the hero's own doing, the worst first ("the time she tried to push it"), if a go was one. */
const ownLowPoint = (ctx: StoryContext, entry: CatalogueTheme): string | undefined => ([1, 0] as const).map((index) => lowPointOf(ctx, entry, index)).find((low) => !low.startsWith('the time when'));

/**
 * That go brought back by the one beside the hero, teasing, and the hero's answer (`low-point-ribbed.ts`), where it can be:
 * only a go that went wrong is teased ("Remember when you drew a picture of home?" teased nothing), and no moment's.
 */
const ribbedOf = (ctx: StoryContext, entry: CatalogueTheme): string | undefined => {
  const own = ownLowPoint(ctx, entry);
  const index = ([1, 0] as const).find((at) => lowPointOf(ctx, entry, at) === own);
  // A moment's goes are what happened to the hero (a bed that goes up and down), not attempts to be teased about.
  return own && index !== undefined && entry.kind !== 'moment' && WENT_WRONG.test(wordingOf(ctx, entry.tries[index])) ? lowPointRibbed(ctx, own) : undefined;
};

/**
 * Who has a small problem of their own: the pal, or another child of the cast. The lines are a child's (a tangle, a
 * lollipop held, goggles worn), so an animal or a grown-up friend has none and the story keeps to its own pages.
 */
function troubledFriend(ctx: StoryContext): CastMember | undefined {
  return [ctx.pal, ...ctx.others].find((member) => member !== ctx.hero && member.kit.person === 'child');
}

/** A subplot line about `friend`: {pal}, {palhe}, {palhis} and {palhim} are that friend. */
function aboutFriend(wording: Wording, friend: CastMember): Wording {
  const put = (line: string) => line.replaceAll('{pal}', friend.name).replaceAll('{palhis}', friend.his).replaceAll('{palhim}', friend.him).replaceAll('{palhe}', friend.he);
  return typeof wording === 'string' ? put(wording) : [put(wording[0]), ...wording.slice(1).map(put)];
}

/** The friend's own small problem, told beside the main one; for nine to twelve the help is a choice with a cost. */
function friendsTrouble(side: ThemeSubplot): (ctx: StoryContext) => Subplot | undefined {
  return (ctx) => {
    const friend = troubledFriend(ctx);
    return friend ? subplotAbout(side, friend) : undefined;
  };
}

function subplotAbout(raw: ThemeSubplot, friend: CastMember): Subplot {
  // The lines an older reader hears are chosen before the friend is put in, by the catalogue's own wording (`wordingsFor`).
  const sideFor = (ctx: StoryContext): ThemeSubplot => ({ taught: raw.taught, trouble: aboutFriend(wordingsFor(ctx, raw.trouble), friend), gives: firstOf(wordingsFor(ctx, raw.gives)), solved: aboutFriend(wordingsFor(ctx, raw.solved), friend) });
  const pal = { name: friend.name, his: friend.his };
  return {
    choice: givingUp(sideFor, pal),
    // From six the hero asks, in words, rather than the page telling that the hero saw it (round 18).
    trouble: (ctx) => page(`${capitalize(pal.name)} has a problem too.`, [fill(ctx, sideFor(ctx).trouble)], [ctx.one(`Only ${ctx.hero.name} noticed.`, forUnderSixes(ctx) || ctx.hero.kit.person === undefined || ctx.hero.baby ? `${ctx.hero.name} saw it, even with everything else going on.` : `"You all right?" ${ctx.hero.name} asked quietly. ${capitalize(pal.name)} shrugged, which meant no.`)], 'looking', 'worried', 'pair'),
    help: (ctx) => ({ ...page(`${ctx.hero.name} helps ${pal.name}.`, [ctx.one(`${ctx.hero.name} let ${pal.name} have ${givenThing(ctx, sideFor(ctx), pal)}, to help.`, `"You can have ${givenThing(ctx, sideFor(ctx), pal)}," ${ctx.hero.name} told ${pal.name}.`)], [], 'pointing', 'happy', 'pair'), aside: themePageMore(ctx, 'help', undefined, pal.name) }),
    solved: (ctx) => ({ ...page(`${capitalize(pal.name)} is all right.`, [fill(ctx, sideFor(ctx).solved)], [], 'celebrating', 'happy', 'pair'), aside: themePageMore(ctx, 'solved', undefined, pal.name) }),
  };
}

/**
 * The giving up, in one of three wordings: the one sentence every older subplot said was behind more of round 11's
 * close 9-12 pairs than any line but the turn's recall. "It": the sentence before names the thing.
 */
function gaveItUp(ctx: StoryContext, pal: string): string {
  return ctx.rng.fork('gave it up').pick([
    // "it", not the thing again: a thing may carry its purpose ("the little zip pocket, to keep the ticket safe").
    `But ${pal} needed it more, so ${ctx.hero.name} gave it up, though it meant facing the hard part without it.`,
    `${ctx.hero.name} looked at ${pal}, and passed it across before ${ctx.hero.he} could change ${ctx.hero.his} mind.`,
    `Keeping it would have made the rest of the day easier, and ${ctx.hero.name} let ${pal} have it all the same.`,
  ]);
}

/**
 * "Ava never did get the torch that day.", or, where the way it was solved has the thing in it ("Ava fetched the plaster
 * with stars, and Sam let her put it on"), "never did get to use it for herself": the plain line was a contradiction (round 13).
 */
function neverGot(ctx: StoryContext, side: ThemeSubplot): string[] {
  const thing = givenThing(ctx, side, ctx.hero);
  const named = thing.replace(/^(?:the|a|an|some|her|his|their)\s+/i, '').split(/,/)[0]!;
  return [fill(ctx, side.solved).includes(named) ? `${ctx.hero.name} never did get to use ${thing} for ${ctx.hero.self} that day.` : `${ctx.hero.name} never did get ${thing} that day.`];
}

/** For nine to twelve the help costs the hero something, and the happy end shows what, and why the hero does not mind. */
function givingUp(sideFor: (ctx: StoryContext) => ThemeSubplot, pal: { name: string; his: string }): PlotChoice {
  return {
    make: (ctx) => page(`${ctx.hero.name} gives ${pal.name} ${givenThing(ctx, sideFor(ctx), pal)}.`, [`${ctx.hero.name} wanted ${givenThing(ctx, sideFor(ctx), ctx.hero)} too.`, gaveItUp(ctx, pal.name)], [], 'pointing', 'worried', 'pair'),
    cost: (ctx) => page(`What it cost ${ctx.hero.name}.`, [...neverGot(ctx, sideFor(ctx)), fill(ctx, sideFor(ctx).solved), ctx.one(`${ctx.hero.name} did not mind one bit; ${ctx.hero.he} would have done it again.`, ...paidFor(ctx, pal.name))], [], 'hugging', 'happy', 'pair'),
  };
}

/**
 * What the gift cost, said between the two of them (round 18), two of the three a book may draw: "It had been worth more to
 * Sam than to Dev, and that settled it." and "Seeing that, Dev knew he would give it up again." told it in nobody's voice.
 */
const paidFor = (ctx: StoryContext, pal: string): [string, string] => [
  `"I owe you one," said ${pal}. "You owe me about six," said ${ctx.hero.name}, "but who's counting?"`,
  `"You didn't have to do that," said ${pal}. "I know," said ${ctx.hero.name}, and left it there.`,
];

/**
 * What the hero says when it is over. Only a day of fun is asked for again: nobody wants a storm, a lost
 * pet or a sad feeling "all again".
 */
function afterword(ctx: StoryContext, entry: CatalogueTheme): string {
  const h = ctx.hero.name;
  if (entry.kind === 'feeling' || entry.kind === 'moment' || entry.outcomes !== undefined) return ctx.one(`"That was a big ${entry.evening ? 'night' : 'day'}," said ${h}.`, `"I feel much better now," said ${h}.`, `"I'm glad you were there," ${h} said.`);
  return ctx.one(`"The best part was the end," said ${h}.`, `"Again!" said ${h}.`, `"Can we do it all again?" asked ${h}.`);
}

/**
 * What a reader of nine to twelve hears the hero think, by the kind of theme: why it matters and a few words of wit
 * with the friend (see `olderVoice`). No doubt by the kind: the theme's own is said at its setback (`ThemeMiddle.doubt`).
 */
type KindVoice = { stakes: readonly string[]; wry?: string; quip: string };
const VOICES: Record<ThemeKind, (ctx: StoryContext, entry: CatalogueTheme) => KindVoice> = {
  moment: (ctx, entry) => ({
    // A sad moment came without warning (a pet dead in the night): nobody "had known about it for days".
    stakes: [`Whatever ${ctx.hero.name} felt about it, today was happening; the only thing ${ctx.hero.he} could choose was how to meet it.`, ...(entry.tender ? [] : [`${ctx.hero.name} had known about ${entry.name} for days, and knowing had not made it smaller.`])],
    // A sad moment (a grandparent ill, a pet's goodbye) is never "nothing to worry about", even as a joke.
    ...(entry.tender ? {} : { wry: `Everyone said ${entry.name} ${readPhrase(entry.name).plural ? 'were' : 'was'} nothing to worry about, which, ${ctx.hero.name} noticed, was exactly what people said about things worth worrying about.` }),
    quip: entry.tender
      ? `"You don't have to say anything," said ${ctx.pal.name}. ${ctx.hero.name} nodded, and they sat together for a while.`
      : `"Remind me why we're doing this," muttered ${ctx.hero.name}. "Because you're braver than you think," said ${ctx.pal.name}.`,
  }),
  festival: (ctx, entry) => ({
    stakes: [`${capitalize(entry.name)} came once a year, and ${ctx.hero.name} wanted this one to be the one everybody remembered.`, `${ctx.hero.name} had been counting the days to ${entry.name} for weeks, and ${ctx.hero.he} meant to get it right.`],
    quip: `"Best day of the year," said ${ctx.pal.name}. "Ask me at bedtime," said ${ctx.hero.name}.`,
  }),
  // A feeling may be a hard one (anger, worries) or a value (kindness, sharing): the voice fits both.
  feeling: (ctx) => ({
    stakes: [`Nobody else could do this part for ${ctx.hero.name}, ${ctx.hero.he} knew; it had to come from ${ctx.hero.self}.`, `${ctx.hero.name} had been carrying it around all week, like a stone in a shoe.`],
    quip: `"You're thinking so hard I can hear it," said ${ctx.pal.name}. "Shh," said ${ctx.hero.name}, and nearly smiled.`,
  }),
  interest: (ctx, entry) => ({
    stakes: [`${ctx.hero.name} knew the facts about ${entry.name} by heart; what ${ctx.hero.he} did not know yet was what it was like to do.`, `For months ${entry.name} had been something ${ctx.hero.name} read about; today it was something that was happening.`],
    wry: `${ctx.hero.name} had read everything about ${entry.name}; today ${ctx.hero.he} wanted to find out what the books had left out.`,
    quip: `"You know more about ${entry.name} than anyone," said ${ctx.pal.name}. "Not yet," said ${ctx.hero.name}.`,
  }),
  // A day out or a contest: a day with a shape, whose middle can go wrong in front of people.
  event: (ctx, entry) => ({
    stakes: [`${ctx.hero.name} had been thinking about ${entry.name} for weeks; it would only happen once, and ${ctx.hero.he} wanted to be there for all of it.`, `There was no practising ${entry.name} itself, ${ctx.hero.name} knew: it came once, and then it was over.`],
    quip: `"Are you nervous?" asked ${ctx.pal.name}. "Me? No," said ${ctx.hero.name}, holding on to the bench with both hands.`,
  }),
  // An ordinary day out or at home: nothing at stake but the day itself.
  activity: (ctx, entry) => ({
    stakes: [`It was only an ordinary day, ${ctx.hero.name} knew, but the ordinary days were the ones that turned into stories.`, `${ctx.hero.name} had been looking forward to ${entry.name} all week, and now it was here.`],
    quip: `"Is it always like this?" asked ${ctx.pal.name}. "Only on the good days," said ${ctx.hero.name}.`,
  }),
};

/** Said by the friend when the book's one line of wit went to the hero's own thought (round 11c): company, not a joke. */
const plainQuip = (ctx: StoryContext) => ctx.one(`${capitalize(ctx.pal.name)} did not make a joke of it, which ${ctx.hero.name} noticed, and was glad of.`, `"I'm here," said ${ctx.pal.name}, and that was all.`);

/**
 * A nine-to-twelve book's voice by the kind of theme, with at most one line of wit (issue 28, round 11c): a wry thought
 * of the hero's ("nothing to worry about, which...") or the friend's joke, never both, so the dry voice reads as this
 * hero's and not the engine's in every book.
 */
function voiceOf(ctx: StoryContext, entry: CatalogueTheme, own: readonly string[], grownUps: readonly CastMember[]): Omit<PlotVoice, 'doubt'> {
  const kind = VOICES[entry.kind](ctx, entry);
  // A named grown-up's own words keep the book's one line of wit; a friend's joke gives way to the hero's wry thought.
  // The entry's own stakes where it has them (round 16): the kind's were said in one 9-12 book in three.
  const stakes = ownStakes(ctx, entry, fill) ?? ctx.one(...kind.stakes, ...(kind.wry && grownUps.length === 0 ? [kind.wry] : []));
  // A friend's word is never given to the one the day is about, the little one minded or a dog (`pal-role.ts`).
  const friendly = palSpeaksAsFriend(ctx);
  if (stakes === kind.wry) return { stakes, quip: friendly ? plainQuip(ctx) : '' };
  return { stakes, quip: own.length > 0 ? own.join(' ') : friendly ? kind.quip : '' };
}

/**
 * The friend met, the hero's worry, who else is there, then looks and facts. A theme about having no friend there
 * yet (the new one in class, a best friend moving away) meets a child friend its own way, never as "best friend".
 */
function worriedAmongFriends(ctx: StoryContext, worry: string, entry: CatalogueTheme): Worried & { apart: Worried } {
  const [asMet, ...others] = introduceFriends(ctx);
  // The one the day is about is never met as the hero's company (round 17): the opening has said what is happening to them.
  const met = subjectMetAsCompany(ctx, asMet) ? undefined : metOnTheDay(ctx, entry, asMet, (line) => fill(ctx, line));
  const rest = notMetAgain(alsoOnTheDay(ctx, entry, others, (line) => fill(ctx, line)), worry).filter((line) => !restatesTheRole(line, met));
  const same = (lines: string[]) => ({ lines, worry, apart: { lines, worry } });
  // An opening that meets the friend ("Priya had always been Maya's best friend") is their meeting: never a second one
  // ("Maya had a friend called Priya, who lived just down the road").
  if (met !== undefined && ctx.pal.isNamed && /\bfriend\b/.test(met) && [entry.opening].flat().some((line) => line.includes('{pal}') || (line.includes('{called}') && ctx.inRole?.name === ctx.pal.name) || new RegExp(`(?<!\\p{L})${escapeRegExp(ctx.pal.name)}(?!\\p{L})`, 'u').test(line))) return same([worry, ...rest]);
  const asFriend = met !== undefined && /\bbest friends?\b/.test(met);
  const feared = entry.feared && fearedIn(ctx) === ctx.pal ? fill(ctx, entry.feared.met) : undefined;
  if (feared) return same([feared, worry, ...rest]);
  if (entry.palMet && asFriend && ctx.pal.isNamed && ctx.pal.kit.person === 'child') return same([fill(ctx, entry.palMet), worry, ...rest]);
  // A grown-up who "came along with" the hero is met as the one the worry is asked of, too.
  const cameAlong = met !== undefined && ctx.pal.isNamed && ctx.pal.kit.person === 'grown-up' && asMet !== undefined && CAME_ALONG.test(asMet);
  // Who else is there keeps a line of their own ("Tom was there too."): a wish's newcomer acts in it, and a short page keeps it.
  const apart = { lines: [...(met ? [met] : []), worry, ...rest], worry };
  // Told apart (the friends on a page of their own), the worry is never said to the friend.
  const toldFriend = (asFriend && ctx.pal.isNamed) || cameAlong ? worryToldTo(ctx, worry) : undefined;
  return toldFriend ? { lines: [toldFriend, ...rest], worry: toldFriend, apart } : { ...apart, apart };
}

/** The worry page's lines, and the worry among them. */
type Worried = { lines: string[]; worry: string };

/** A worry the hero says aloud: `"What if I miss the goal?" said Ren.` */
const SAID_WORRY = /^(["“])(.+?)([?!.,]?)(["”]) said (.+)\.$/u;

/**
 * The pal met as the one the worry is said to, in the theme's own words: `"What if I miss the goal?" said Ren to her
 * best friend Carmen.` (under six, "to Carmen"), `"Will it hurt?" said Ren to Dad.` A line of its own ("Ren's best
 * friend was Carmen.", "Dad came along with Ren.", in seven wordings) was, names masked, one of the sentences most
 * shared between books (round 12's census); a worry said another way keeps it.
 */
export function worryToldTo(ctx: StoryContext, worry: string): string | undefined {
  const said = SAID_WORRY.exec(worry);
  if (!said || said[5] !== ctx.hero.name) return undefined;
  const [, open, words, stop, close] = said;
  // From three to five, the friend's name only.
  // A board book's band has no room for a longer line: its friend is met in a line of their own.
  if (ctx.age === '0-2') return undefined;
  const whom = ctx.pal.kit.person === 'grown-up' || forUnderSixes(ctx) ? nameWithKind(ctx.pal) : `${ctx.hero.his} best friend ${nameWithKind(ctx.pal)}`;
  // "said Ren to ...", never "Ren asked ...": a tag that opens on a capital is a sentence of its own to a reader's eye.
  return `${open}${words}${stop === '?' || stop === '!' ? stop : ','}${close} said ${ctx.hero.name} to ${whom}.`;
}

/**
 * How the day ends: a contest ends as the parent's theme says ("coming last in sports day" is last, never first), and
 * otherwise on the entry's own lines, which name no place or prize.
 */
function endingOf(ctx: StoryContext, entry: CatalogueTheme): Ending {
  const said = outcomeOf(ctx.themeText);
  return said && entry.outcomes ? entry.outcomes[said] : { win: entry.win, detail: entry.details[3], end: entry.end };
}

/**
 * A theme's middle beyond its entry: the setback, the small choice and the subplot of a roomy book, and what the hero
 * still hopes for when the kind's own words would not read ("do going fishing well").
 */
export interface ThemeMiddle {
  setback: Wording;
  /** The hero's doubt right after the setback, in its words; none for a gentle day. */
  doubt?: Wording;
  choice: Wording;
  subplot: ThemeSubplot;
  hope?: Wording;
}

/** A catalogue theme's middle, from the tables beside the entries. */
const catalogueMiddle = (entry: CatalogueTheme): ThemeMiddle => ({ setback: setbackOf(entry), doubt: doubtOf(entry), choice: choiceOf(entry), subplot: subplotOf(entry) });

/** The plot for one catalogue theme, or for a theme told like one (`plots/the-day.ts`) with a middle of its own. */
export function themePlot(entry: CatalogueTheme, middle: ThemeMiddle = catalogueMiddle(entry)): PlotShape {
  const inOrder = middleOf(entry, middle);
  return {
    id: `${PREFIX}${entry.id}`,
    keywords: entry.words,
    lessons: [entry.lesson],
    settings: [entry.setting, ...(entry.alsoAt ?? [])],
    friendsFromStart: true,
    timeline: entry.evening ? 'evening' : 'day',
    // A catalogue story's last page echoes its first, on the day or the next one, so nobody goes to bed before it.
    endsInTheDay: true,
    tellsTheme: entry.words,
    ...(entry.asVariant ? { asVariant: true as const } : {}),
    ...(entry.toldNotes?.length ? { toldNotes: entry.toldNotes } : {}),
    ...(entry.openedNotes?.length ? { openedNotes: entry.openedNotes } : {}),
    atItsEvent: true,
    ownLowPoint: true,
    titles: (ctx) => [fill(ctx, entry.title)],
    summary: (ctx) => [forTheParent(ctx, entry.opening), toldSummaryEnd(ctx, entry, kinPhrase(ctx.pal, ctx.hero, palPhrase(ctx)), clauseOf(ctx, endingOf(ctx, entry).win), () => lessonClause(ctx, entry.tender), joinInRefrain(ctx, entry) !== undefined)],
    hope: (ctx) => (middle.hope ? clauseOf(ctx, middle.hope) : hopeOf(ctx, entry)),
    win: (ctx) => clauseOf(ctx, endingOf(ctx, entry).win),
    lowPoint: (ctx) => lowPointOf(ctx, entry),
    hint: (ctx, speaker) => {
      const words = hintOf(entry);
      return words && !saidOfTheSpeaker(words, whoOf(ctx), speaker) ? fill(ctx, words) : undefined;
    },
    // Under six, the sound of this day's win to say along with (`join-in-refrain.ts`), where the theme has one.
    refrains: (ctx) => [joinInRefrain(ctx, entry) ?? (entry.tender
      ? { ask: `It's all right to feel sad, ${fondName(ctx.hero)}.`, answer: `Love stays, ${fondName(ctx.hero)}.`, to: 'hero' }
      // The cheer of the lesson the book acts (the parent's own, else the theme's), one of its wordings a book.
      : { ...cheerFor(ctx.lesson.id, fondName(ctx.hero), (options) => ctx.rng.fork('cheer').pick(options)), to: 'hero' as const })],
    ...(entry.tender ? { tender: true } : {}),
    tries: inOrder.tries,
    taught: taughtPage(entry, middle.subplot),
    // The friend's words are the grown-up's or friend's own where the cast has one to say them (`sayingOf`).
    voice: (ctx) => voiceOf(ctx, entry, sayingOf(ctx, entry, fill, grownUpsOf(ctx)), grownUpsOf(ctx)),
    subplot: friendsTrouble(middle.subplot),
    afterwards: [
      // A baby cannot talk it over, nor can a dog past the picture books (round 12c: "Ava and Rusty talked about every bit of it").
      { fits: (ctx) => !ctx.pal.baby && !isQuietOnARealDay(ctx.pal), write: (ctx) => page('They talk it over.', [ctx.one(`Afterwards, ${ctx.hero.name} and ${ctx.pal.name} talked about every bit of it.`, `${ctx.hero.name} and ${ctx.pal.name} could not stop talking about it.`), afterword(ctx, entry)], [], 'walking', 'happy', 'pair'), afterFirst: true, stock: 'talk it over' },
      // Nine to twelve keep the day in words, not crayon.
      // A drawing is the day's; an evening story ends in bed, not at the crayons.
      { fits: () => !entry.evening, write: (ctx) => ctx.age === '9-12'
        ? page('A page to keep.', afterPad(ctx, entry, 'drawing', () => [`That evening, ${ctx.hero.name} wrote the whole day down, to keep.`, `${capitalize(ctx.pal.name)} got a whole paragraph.`]), [], 'sitting', 'proud', 'pair')
        : page('A picture to keep.', afterPad(ctx, entry, 'drawing', () => [ctx.one(`${ctx.hero.name} drew a picture of the day, to keep.`, `Later, ${ctx.hero.name} drew the whole day in crayon.`), ownOr(ctx.one(`In the picture, ${ctx.pal.name} was smiling too.`, `${capitalize(ctx.pal.name)} was in the picture, right in the middle.`), entry.tender ? undefined : pictureOfTheWin(ctx, firstClause(clauseOf(ctx, endingOf(ctx, entry).win))))]), [], 'sitting', 'proud', 'pair'), stock: 'a drawing' },
      // With no going to bed before the last page, a long book needs one more page of the same day.
      { write: (ctx) => page('Saying thank you.', afterPad(ctx, entry, 'thanks', () => [ctx.one(`${ctx.hero.name} said thank you to ${ctx.pal.name} for staying close.`, `"Thank you for being there," ${ctx.hero.name} told ${ctx.pal.name}.`), ctx.one(`${capitalize(ctx.pal.name)} gave ${ctx.hero.him} a big hug.`, `"Any time," said ${ctx.pal.name}.`)]), [], 'hugging', 'happy', 'pair'), stock: 'a thank-you' },
      // A visitor goes home before the sun sets on the place (no shared end-of-day page there), so a long book with no
      // friend's problem to solve beside the day (an animal for a friend) has the way home as its own page, before anyone is told about it at home.
      { write: (ctx) => page('The way home.', [`On the way home, ${ctx.hero.name} looked back one last time at ${ctx.set.place}.`, ctx.one(`${ctx.hero.name} was tired all the way down to ${ctx.hero.his} toes, the good kind of tired.`, `${capitalize(ctx.pal.name)} was so tired that ${ctx.pal.he} nearly fell asleep on the way.`)], [], 'walking', 'calm', 'pair'), fits: (ctx) => ctx.visitorHome !== undefined },
      // A sad day has no "best part" to tell twice: it is talked over quietly (round 11c).
      { write: (ctx) => (entry.tender
        ? page('Talking about it.', [ctx.one(`That evening, ${ctx.hero.name} told the family what ${ctx.hero.he} had been thinking about all day.`, `At teatime, everyone said a little about the day, and ${ctx.hero.name} did too.`), 'Everyone listened.'], [], 'sitting', 'calm', 'all')
        : page('Telling everyone.', toldOrStock(ctx, toldHowItWent(ctx, firstClause(clauseOf(ctx, endingOf(ctx, entry).win)), ctx.set.id === 'home' ? '' : 'At home, ')), [], 'sitting', 'happy', 'all')), stock: 'telling the family' },
    ],
    beats: {
      beginning: [
        // A day the parent put at grandma's says so where it starts.
        (ctx) => firstPage(ctx, fill(ctx, entry.opening), () => [fill(ctx, entry.opening), ...(ctx.dayAt && !fill(ctx, entry.opening).includes(ctx.dayAt) ? [`This time, ${ctx.hero.name} was at ${ctx.dayAt}.`] : []), ...(ctx.dayAt ? [] : festivalPlaceLines(entry, ctx.themeText, ctx.hero.name))], () => [], 'standing', 'excited'),
        // The worry is what the book is about: it comes before anyone's looks, which a short page cuts first, and it
        // opens the plot, so fitting the band never drops it for a grown-up's cardigan.
        // A long book meets the friends on a page of their own, and the worry over the page.
        tellsOverThePage((ctx) => {
          const secret = wantAndSecret(ctx, entry, fill);
          // The worry may be said to the best friend, in one line that meets them (`worryToldTo`).
          const { lines, worry, apart } = worriedAmongFriends(ctx, fill(ctx, entry.worry), entry);
          const whole = openingPage(withAfter(page(`${ctx.hero.name} worries.`, lines, friendDetails(ctx), 'standing', 'worried', 'pair'), secret), [worry]);
          // A book whose plan needs this page told over two (a medium or long one) meets the friend on a page of their own,
          // even where a short page would have said the worry to them: else the book came out a page short (round 15).
          const met = apart.lines.filter((line) => line !== apart.worry);
          // With the one the day is about not met as company (`subjectMetAsCompany`), the worry has the first page and
          // what the hero wants the second: the book keeps its length.
          if (met.length === 0 && secret.length > 0) return { ...whole, overThePage: () => [openingPage(page(`${ctx.hero.name} worries.`, [apart.worry], whole.more, 'standing', 'worried', 'pair'), [apart.worry]), page(`${ctx.hero.name} wonders.`, secret, [], 'standing', 'worried', 'pair')] };
          if (met.length === 0) return whole;

          // An older reader's page of friends says what the hero notices of the day too: never one short line alone.
          const friends = () => (isOlderReader(ctx) ? [...met, ...olderAside(ctx, 'detail', entry).map((line) => fill(ctx, line))] : met);
          return { ...whole, overThePage: () => [page(`${ctx.hero.name}'s friends.`, friends(), whole.more, 'standing', 'happy', 'pair'), openingPage(withAfter(page(`${ctx.hero.name} worries.`, [apart.worry], [], 'standing', 'worried', 'pair'), secret), [apart.worry])] };
        }),
      ],
      // Even the shortest book has the hero try and fail before the turn: the first try, and the last and hardest.
      'rising problem': [inOrder.first, tryPage(entry, 2, ownHope(middle))],
      'turning point': [
        // Over a page turn, the hero's act (the lesson) and then the way found.
        tellsOverThePage((ctx) => {
          const act = [...(lastTryAlone(ctx, entry) ? secretTold(ctx, entry, fill) : []), ...decided(ctx, entry, fill), ...lessonAtTheTurn(ctx, [entry.lesson], helper(ctx))];
          const way = fill(ctx, entry.turn);
          const whole = page(`${ctx.hero.name} finds a way.`, [...act, way], [], 'standing', 'proud');
          // With no act of its own, the idea comes (round 14b): "stopped … and thought about dinosaurs one more time" pasted any
          // theme's name in, after a page that had already "stopped and thought about what had gone wrong".
          // A day named as a thing ("the scooter ride", "the big match") is thought of by name: its middle keeps saying it.
          const thought = entry.name.startsWith('the ') ? [`${ctx.hero.name} thought about ${entry.name} again, and an idea came.`] : [`${ctx.hero.name} sat very still, and then ${ctx.hero.he} had an idea.`, `Then, all at once, ${ctx.hero.name} had an idea.`];
          // An idea comes only where the next page is one (round 17): before a deed, the stop takes the theme's own line.
          const stop = () => (act.length > 0 ? act : stopLines(ctx, entry, way, ctx.rng.fork('an idea').pick(thought)));
          return { ...whole, overThePage: () => [page(`${ctx.hero.name} stops.`, stop(), [], 'standing', 'curious'), { ...whole, core: [way] }] };
        // A worry the notes gave is met at the turn beside the hero's act: never a page apart.
        }, (ctx) => ctx.noteWorry === undefined),
      ],
      resolution: [
        (ctx) => page(`It goes well.`, [...wentWell(fill(ctx, entry.details[2]), `${capitalize(fill(ctx, endingOf(ctx, entry).win))}.`, fill(ctx, endingOf(ctx, entry).detail)), ...gladNewcomer(ctx, entry, fill(ctx, entry.details[2]))], [], 'celebrating', 'happy', 'all'),
        // The theme's own aftermath (the sticker, the kite wound in), a listener under six's cheer in the theme's own tiny words where
        // the others were "all smiles" in every book. The worst try is not called back after the win ("Noor thought of the time
        // she …, and smiled"): it was a stock line on book after book (round 13), where the ending's own detail says the day came right.
        (ctx) => page(`Everyone is glad.`, [...misreadCleared(ctx, entry, fill), fill(ctx, endingOf(ctx, entry).detail), ...(forUnderSixes(ctx) && ctx.others.length > 0 ? [themeWordOf(ctx, entry, fill(ctx, endingOf(ctx, entry).detail))].filter((word) => word !== undefined) : [])], [], 'hugging', 'happy', 'all'),
      ],
      closing: [
        (ctx) => page(`${ctx.hero.name} remembers.`, [...(ctx.dayAt ? [] : festivalHomeLines(entry, ctx.themeText)), fill(ctx, endingOf(ctx, entry).end), ...lessonLineAtTheEnd(ctx, entry, () => landTheLesson(ctx, entry.tender), () => themeWordOf(ctx, entry, fill(ctx, endingOf(ctx, entry).end)), { ...(joinInRefrain(ctx, entry) ? { refrain: [joinInEcho(ctx, entry, fill(ctx, endingOf(ctx, entry).end))].filter((echo) => echo !== undefined) } : {}), line: fill(ctx, endingOf(ctx, entry).end), worry: fill(ctx, entry.worry) })], [], 'waving', 'proud', 'hero'),
      ],
    },
  };
}

/** The telling at home: how the day's win came, with one reply; the stock telling where the win was said on the drawing already. */
const toldOrStock = (ctx: StoryContext, how: string | undefined): string[] => {
  const stock = [ctx.one(`${ctx.set.id === 'home' ? '' : 'At home, '}${ctx.hero.name} told everyone the best part, twice.`, `${ctx.hero.name} told the whole family all about it.`), ctx.one('Everyone listened.', 'Everyone laughed.', 'Nobody wanted the story to stop.')];
  // A win told is not laughed at: the reply is a listening one.
  return how ? [how, stock[1] === 'Everyone laughed.' ? 'Everyone listened.' : stock[1]!] : stock;
};

/** A stock after-page's lines where they are the book's one pad, else the theme's own line (round 17, `pad-lines.ts`). */
const afterPad = (ctx: StoryContext, entry: CatalogueTheme, kind: PadKind, pad: () => string[]): string[] => padOrOwn(ctx, { id: `${PREFIX}${entry.id}` }, kind, { true: true, pad, otherwise: () => AFTER_PLAIN[kind === 'thanks' ? 0 : 1]!(ctx) });

/** A freed after-page's plain line where the theme has no more of its own: short, and of this pair. */
const AFTER_PLAIN: readonly ((ctx: StoryContext) => string[])[] = [
  (ctx) => [`${ctx.hero.name} gave ${ctx.pal.name} a big hug.`, `${capitalize(ctx.pal.name)} hugged ${ctx.hero.him} back, tight.`],
  (ctx) => [`${ctx.hero.name} told ${ctx.pal.name} the best bit all over again.`, `${capitalize(ctx.pal.name)} listened as if ${ctx.pal.he} had not been there.`],
];

/** The turn's stop before the way: "had an idea" only where the way is one; else the theme's own line, else the hero seeing it (the next page does it). */
const stopLines = (ctx: StoryContext, entry: CatalogueTheme, way: string, idea: string): string[] => padOrOwn(ctx, { id: `${PREFIX}${entry.id}` }, 'idea', { true: isAnIdea(way), pad: () => [idea], otherwise: () => [ctx.rng.fork('knew').pick(KNOWING_SHOWN)(ctx.hero.name)].map((knew) => joinInHeld(ctx, entry) ?? knew) });

/**
 * The moment the hero sees the way, shown in the body (round 20): "And all at once, Nia knew.", "Then Nia knew what to
 * do." came right after the page that said what the tries had shown, in one told book in eight; the next page does it.
 */
const KNOWING_SHOWN: readonly ((name: string) => string)[] = [
  (name) => `${possessive(name)} eyes went wide.`,
  (name) => `${name} sat up very straight.`,
  (name) => `${name} looked, and looked again, and nodded slowly.`,
];

/** The page's own line where it has one; the stock line is drawn all the same, so the rest of the book is written as before. */
const ownOr = (stock: string, own: string | undefined): string => own ?? stock;

/** The theme's detail of it going well, and the win in words of its own unless the detail said it already or the next page's detail tells its news (round 12c). */
const wentWell = (detail: string, win: string, next: string): string[] => (saysAgain(win, detail) || tellsTheSameNews(win, next) ? [detail] : [detail, win]);

/** The newcomer (see `newcomer`) glad when it goes well, in its own line, as the place allows. */
const gladNewcomer = (ctx: StoryContext, entry: CatalogueTheme, before: string): string[] => {
  const member = crowded(ctx) ? undefined : newcomer(ctx);
  if (!member) return [];
  // "Sofia giggled louder than anyone" is a little one's cheer: a person at nine to twelve is glad in fewer words.
  if (isOlderReader(ctx) && member.kit.person !== undefined && !member.baby) return [olderGlad(member, entry)];
  // Beside a grown-up who is sad about the vase, nobody laughs loudest: a quiet smile (round 12c).
  return [gladIn(member, SAD.test(before) ? 'quiet' : hushOf(entry))];
};

const SAD = /\b(?:sad|sorry|cried|tears|upset)\b/i;

/** A person glad at nine to twelve, chosen by the name and the theme as `newcomerGlad` is by the name; the theme named where it reads true. */
const olderGlad = (member: CastMember, entry: CatalogueTheme): string => [
  `${member.name} looked as pleased as if it had been ${member.his} own.`,
  `${member.name} had stopped pretending to be calm about ${entry.name} some time ago.`,
  `${member.name} let out a breath ${member.he} seemed to have been holding all day.`,
][hashString(`${member.name} ${entry.id}`) % 3]!;

/** Whether the pal is a child friend the entry's middle speaks of ({pal} in its tries, details or turn). */
function palHasOwnLines(ctx: StoryContext, entry: CatalogueTheme): boolean {
  if (!ctx.pal.isNamed || hostOf(ctx) === ctx.pal) return true;
  if (ctx.pal.kit.person !== 'child' || ctx.pal.baby || relationOf(ctx.pal) !== undefined) return false;
  return /\{(?:pal|teammate)\}/.test(JSON.stringify([entry.tries, entry.details, entry.turn]));
}

/** A sad day, a ward or an exam room: voices are low there. */
const hushOf = (entry: CatalogueTheme): Hush => (entry.tender || entry.hushed ? 'quiet' : 'lively');

/**
 * The parts of the cast beyond the hero, the best friend and the host (who have lines of their own), on the first two tries: up to two on the first, the rest on the second; never on a try the hero makes alone.
 */
function partsAt(ctx: StoryContext, entry: CatalogueTheme, index: 0 | 1): string[] {
  // The newcomer too: the hardest try's cheer and the win are on pages not every entry's middle has, and are said late.
  // The best friend has the entry's own {pal} lines; a sister, a grown-up or a pet as the friend has a part of their own too.
  // The one the moment is about (Grandpa of "grandpa has dementia") has the entry's own lines: never "'I was just the same, once,' said Grandpa".
  const members = [...(palHasOwnLines(ctx, entry) ? [] : [ctx.pal]), ...partless(ctx, [ctx.pal, hostOf(ctx)])].filter((member) => !(entry.owner && member.name === whoOf(ctx)));
  if (members.length === 0) return [];
  const triedAt = (at: 0 | 1) => clauseOf(ctx, wordingOf(ctx, entry.tries[at]));
  // A try the hero hides from everyone (the pieces pushed under the sofa, a fib) is made alone: nobody laughs beside it.
  const aloneAt = (at: 0 | 1) => ALONE.test(triedAt(at)) || CONCEALED.test(triedAt(at));
  // A short book has no second try: everyone's part is on the first.
  const first = aloneAt(0) ? [] : members.slice(0, ctx.length === 'short' ? undefined : 2);
  const mine = index === 0 ? first : aloneAt(1) ? [] : members.filter((member) => !first.includes(member));
  // On a try that goes wrong a grown-up squeezes a hand or stays close: laughing "the way he did when things were going to be all right" was the wrong moment.
  const hush = WENT_WRONG.test(triedAt(index)) ? 'quiet' : hushOf(entry);
  // A grandparent of six to eight remembers the day itself (round 15): "told how it had been … long ago" was any book's.
  // Filled here: a name with a placeholder ("{gran} moving in") was said raw inside a grandparent's own words (round 19).
  const about = entry.kind === 'feeling' || entry.tender || isOlderReader(ctx) ? undefined : clauseOf(ctx, entry.name);
  return sharedParts(mine.map((member) => ({ member, line: joinsIn(ctx, entry, member, hush, () => themeWordOf(ctx, entry, triedAt(index))) ?? partFor(ctx, member, hush, members.indexOf(member), about) })));
}

/** A try hidden from the grown-ups: the pieces pushed under the sofa, a fib, a secret, something behind the back. */
const CONCEALED = /\b(?:secrets?|pushed [^.]* under|hid (?:the|a|an|his|her|their)\b(?! face)|behind (?:his|her|their) back|maybe it was|pretended|nobody (?:saw|knew|will know))\b/i;

/**
 * Whether the book has no room for the newcomer's own lines: eight pages for a listener under six hold the theme and
 * the hero's act of the parent's own lesson at the turn, and one more line each for the last of the cast took the act
 * out of the band (the lesson was then only said on the last page).
 */
const crowded = (ctx: StoryContext): boolean => forUnderSixes(ctx) && ctx.length === 'short' && ctx.customLesson !== undefined;

/** The catalogue plot an idea's plot id names ("theme:dentist"), if it is one. */
export function themePlotById(id: string, theme?: string, notes?: string, age?: AgeGroup): PlotShape | undefined {
  if (!id.startsWith(PREFIX)) return undefined;
  const entry = catalogueThemeById(id.slice(PREFIX.length));
  return entry ? themePlot(entryAsSaid(entry, theme, notes, age)) : undefined;
}

/** "At night", "at bedtime", "in the night": the theme puts its moment after dark. */
const AT_NIGHT = /\b(?:at night|in the night|at bedtime|overnight|night-?time)\b/i;

/**
 * The theme's tiny words a book's pages may take (`light-lines.ts`): none where a variant tells another child's part in
 * the day (a present given is no "Draw!", "Swap!", "Blue!" of the crayons shared; held-out read 32).
 */
export function lightWordsAsSaid(plotId: string, inputs: { theme?: string | undefined; notes?: string | undefined; age_group?: AgeGroup }): readonly string[] {
  const entry = plotId.startsWith(PREFIX) ? catalogueThemeById(plotId.slice(PREFIX.length)) : undefined;
  return entry && entryAsSaid(entry, inputs.theme, inputs.notes, inputs.age_group).anotherDay ? [] : lightWordsOf(plotId);
}

/**
 * The entry as the parent's words place it: one the theme or the notes tell otherwise (`variants`: "a den in the woods",
 * "only a small part as a tree") is told in those lines, at that place; one with a night of its own (`atNight`) is told as
 * that evening when the theme says so.
 */
export function entryAsSaid(entry: CatalogueTheme, theme: string | undefined, notes?: string, age?: AgeGroup): CatalogueTheme {
  const words = `${asTheirBirthday(theme ?? '')}. ${notesOfTheDay(notes)}`;
  const varied = withTheWordSaid(entryAtNamedPlace(onAClassOuting(entryVariedBy(entry, words, age), theme), theme, age), theme);
  // A name a variant gives by the theme's own words ("{toy}": Floppy) is said so wherever a line names the entry.
  const told = { ...varied, name: withToy(varied.name, theme), toldNotes: notesTold(entry, varied, notes), openedNotes: notesOpened(entry, varied, notes) };
  // The rest of the parent's words (the rain, the puppy's chewing) kept in its lines (`rest-kept.ts`).
  return withItsRest(withItsPurpose(told.atNight && AT_NIGHT.test(theme ?? '') ? { ...told, evening: true, opening: told.atNight.opening } : told, theme), theme);
}

/** The entry's day for a reader under its floor or over its ceiling (`youngerOf`, `helpersDay`): another day than its own, in its own lines. */
export function toldAtAnotherAge(entry: CatalogueTheme, age?: AgeGroup): boolean {
  return (isUnder(age, entry.fromAge) && youngerOf(entry) !== undefined) || isOver(age, entry.toAge);
}

/** The entry in the lines of the first variant the words say, its own place kept among the others it is true in. */
function entryVariedBy(entry: CatalogueTheme, words: string, age?: AgeGroup): CatalogueTheme {
  // Under its age floor the entry is its age-true day, whatever the words ask for ("cooking dinner all by herself").
  const younger = !toldAtAnotherAge(entry, age) ? undefined : isOver(age, entry.toAge) ? helpersDay(entry) : youngerOf(entry);
  const variant = younger ? { said: /$^/, ...younger } : variantSaid(entry, words, age);
  if (!variant) return entry;
  const { said: _said, saidUnderSix: _young, setting = entry.setting, noPalMet, hostedAtHome, ...lines } = variant;
  const { palMet: _palMet, ...withoutPal } = entry;
  const { dropOff: _dropOff, ...kept } = noPalMet ? withoutPal : entry;
  return { ...(hostedAtHome ? kept : noPalMet ? withoutPal : entry), ...withCostume(lines, words), setting, alsoAt: [entry.setting, ...(entry.alsoAt ?? [])].filter((place) => place !== setting), asVariant: true };
}

/**
 * Whether the words ask for the entry as a reader of this age is not told it (cooking the family's dinner at three, the
 * walk to school "on my own" at four): then the idea says plainly it is told as it is at that age, with a grown-up there.
 */
export function toldBelowItsFloor(entry: CatalogueTheme, words: string, age?: AgeGroup): boolean {
  return (isUnder(age, entry.fromAge) && youngerOf(entry) !== undefined) || (entry.variants ?? []).some((told) => isUnder(age, told.fromAge) && told.said.test(words));
}

/** The first variant the words say that is true for the reader's age. */
export const variantSaid = (entry: CatalogueTheme, words: string, age?: AgeGroup) =>
  entry.variants?.filter((told) => !isUnder(age, told.fromAge)).find((told) => told.said.test(words) || (told.saidUnderSix !== undefined && (age === '0-2' || age === '3-5') && told.saidUnderSix.test(words)));

/** The notes' sentences whose variant's first page says them already ("starting forest school"): not pasted there again. */
function notesOpened(entry: CatalogueTheme, varied: CatalogueTheme, notes: string | undefined): string[] {
  const opening = [varied.opening].flat();
  return sentencesOf(notes).filter((sentence) => {
    const variant = variantSaid(entry, sentence);
    // A placeholder read as its own word: "starting forest {school}" says "forest school".
    return variant !== undefined && opening.every((line) => variant.said.test(line.replace(/\{(\w+)\}/g, '$1')));
  });
}

/**
 * The notes' sentences the entry as said tells, which the idea never says it could not fit: the one that chose its
 * variant ("the tooth came out at breakfast") and a grown-up named whom its own lines meet ("the dentist is Dr Ada").
 */
function notesTold(entry: CatalogueTheme, varied: CatalogueTheme, notes: string | undefined): string[] {
  const chose = sentencesOf(notes).filter((sentence) => variantSaid(entry, sentence) !== undefined);
  const lines = [varied.opening, varied.worry, ...varied.tries, varied.turn, ...varied.details, varied.win, varied.end].flat();
  const met = namedRoles(notes).filter((role) => lines.some((line) => namesTheRole(line, role))).map((role) => role.sentence);
  return [...chose, ...met];
}
