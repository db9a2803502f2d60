import type { CastMember } from '../cast/cast-member';
import { KIN_WORDS, RELATIVE_WORDS } from '../cast/kin-by-name';
import { traitShown } from '../cast/trait-acts';
import { escapeRegExp } from '../core/regex';
import { roleOf } from './cast-parts';
import { arrivingGuestLine, isArrivingGuest } from './arriving-guest';
import { asClause, capitalize, listNames, possessive, withArticle } from '../core/text';
import type { Action, Mood } from '@studio/contracts/stories';
import { forUnderSixes, openingPage, page } from '../story/story-context';
import { isInstruction, isSentence } from '../understand/read-words';
import { isDoing } from '../understand/read-lesson';
import type { PagePlan, StoryContext } from '../story/story-context';

/** Lines about the cast that every plot opens and closes with. */

/** "Ember the dragon", or just "Leo" for a child. */
export function nameWithKind(member: CastMember): string {
  return isPerson(member) || !member.isNamed
    ? member.name
    : `${member.name} the ${member.kit.noun}`;
}

/** How a friend is called in a rhyme: "dear dragon" for a creature, the name for a child. */
export function fondName(member: CastMember): string {
  return isPerson(member) ? member.name : `dear ${member.kit.noun.replace(/^little /, '')}`;
}

function isPerson(member: CastMember): boolean {
  return member.kit.person !== undefined;
}

/** "a curious girl", "a brave little dragon". */
export function describe(member: CastMember): string {
  return withArticle([member.traits[0], member.kit.noun].filter(Boolean).join(' '));
}

/**
 * What a member has: what the parent described, or a species' own feature. A person the parent did not describe has
 * nothing said of their looks: a stock detail chosen by the name ("a laugh that made everyone smile", "a little hum for
 * every job") was in book after book, and said nothing of this child or this day.
 */
function featureOf(member: CastMember): string | undefined {
  return member.features[0] ?? (member.kit.person === undefined ? member.kit.feature : undefined);
}

/** "had curly brown hair and wore a yellow raincoat" — or the species' own feature; nothing for a person nobody described. */
export function looksClause(member: CastMember): string | undefined {
  const has = featureOf(member);
  if (!has) return member.outfit ? `wore ${member.outfit}` : undefined;
  return member.outfit ? `had ${has} and wore ${member.outfit}` : `had ${has}`;
}

/** "Leo had curly brown hair.", as a sentence, or none. */
export function looksLine(member: CastMember): string[] {
  const clause = looksClause(member);
  return clause ? [`${member.name} ${clause}.`] : [];
}

/**
 * Whether the hero's home is said on the first page: when the story goes somewhere from it (a trip: `visitorHome`), or
 * when the home is the setting's own world (a cave of coral under the sea, a cabin in the snow). A story at home, or a
 * day of its own (moving house, two homes, a new baby), never says "a cozy house with a green front door" of every hero.
 */
export const saysHome = (ctx: Pick<StoryContext, 'visitorHome' | 'ownDay' | 'set'>): boolean => ctx.visitorHome !== undefined || (!ctx.ownDay && ctx.set.id !== 'home');

/**
 * The hero met on the first page, and the day's event if the theme names one ("Today was the school trip
 * to the farm!"). On the youngest readers' short pages the event's first line takes the place of what
 * the hero has and where they live, so that the plot's own opening still fits.
 */
/**
 * "Priya was his best friend.": who a character is to the first child, said of them when a wish made them the hero. The
 * friend or sister they are to the other child is told where that child is met, never of the hero with nobody to point to.
 */
const KIN_OF_ANOTHER = /\bwas (?:his|her|their) (?:\p{L}+ )?(?:friend|brother|sister|twin|cousin|sibling|pal|neighbour|classmate)\b/iu;

export function introduceHero(ctx: StoryContext, pageLines: readonly string[] = []): string[] {
  const { hero: h, set } = ctx;
  const youngest = forUnderSixes(ctx);
  // Short pages have room for the event's first line only: the plot's own opening must still fit.
  const occasion = (ctx.occasion?.opening(ctx) ?? []).slice(0, youngest ? 1 : undefined);
  const feature = featureOf(h);
  const has = occasion.length > 0 && youngest ? occasion : feature ? [`${h.name} had ${feature}.`] : [];
  // "Sam was a child." says nothing a reader did not know: without a trait, the name is introduced plainly.
  const hasTrait = h.traits[0] !== undefined || !isPerson(h);
  // What the parent said about the hero beyond one describing word, in sentences of its own ("Mei used a wheelchair.").
  // And what the notes say about the child (a fact, a worry the turn will meet), after what the cast form said.
  const facts = [...h.facts.filter((fact) => !KIN_OF_ANOTHER.test(fact)).slice(0, forUnderSixes(ctx) ? 1 : 2), ...ctx.noteFacts, ...(ctx.noteWorry ? [ctx.noteWorry.said] : []), ...stayedHome(ctx)];
  // "This is Mia." was the sentence two books shared most (round 12's census: in one book in three under six). A hero
  // with no trait is met by the first line of the page that names them ("Mia had a toy car.", "Today Mia was going to
  // the dentist."), and by "This is Mia." only on a page with no such line.
  const namedOnPage = [...facts, ...has, ...pageLines].some((line) => new RegExp(`\\b${escapeRegExp(h.name)}\\b`).test(line));
  // A board book keeps it: the lightest line of the book, which the youngest's reading band counts on (without it, the
  // new baby and Diwali for Oliver under three no longer fit their band).
  const meet = hasTrait ? [`${h.name} was ${describe(h)}.`] : namedOnPage && ctx.age !== '0-2' ? [] : [ctx.one(`This is ${h.name}.`, `Meet ${h.name}.`, `Here is ${h.name}.`)];
  if (ctx.age === '0-2') return [...meet, ...facts, ...has];
  const home = saysHome(ctx);
  const where = h.outfit ? [`${h.name} wore ${h.outfit}.`] : home ? [`${h.name} lived in ${set.home}.`] : [];
  if (ctx.age === '3-5') return occasion.length > 0 ? [...meet, ...facts, ...occasion] : [...meet, ...facts, ...has, ...where];
  // From six, a hero with no trait and no home to tell is met by the first line about them: "This is Mia." is a board book's.
  return [
    ...(!home ? (hasTrait ? meet : []) : [hasTrait
      ? ctx.one(
          `${h.name} was ${describe(h)} who lived in ${set.home}.`,
          `In ${set.home} lived ${describe(h)} called ${h.name}.`,
          `Meet ${h.name}, ${describe(h)} from ${set.home}.`,
        )
      : ctx.one(`${h.name} lived in ${set.home}.`, `In ${set.home} lived ${h.name}.`, `Meet ${h.name}, who lived in ${set.home}.`)]),
    ...looksLine(h),
    ...facts,
    ...occasion,
  ];
}

/** "Pickle the cat stayed at home.": a pet left behind for an event animals do not go to. */
function stayedHome(ctx: StoryContext): string[] {
  const gate = ctx.atTheGate ?? [];
  return [
    ...(ctx.stayedHome.length > 0 ? [`${capitalize(listNames(ctx.stayedHome.map(nameWithKind)))} stayed at home.`] : []),
    ...(gate.length > 0 ? [ctx.atSchool ? `${capitalize(listNames(gate.map((member) => member.name)))} waved goodbye at the school gate.` : `${capitalize(listNames(gate.map((member) => member.name)))} would drop ${ctx.hero.name} off, and come back ${ctx.pickUp ?? 'later'}.`] : []),
  ];
}

/**
 * The story's first page: the hero met, then the plot's own opening (`hook`), which a short page keeps
 * (see `PagePlan.hook`). The lines are written in reading order, so the story's choices fall as before.
 */
export function firstPage(ctx: StoryContext, gist: string, hook: () => string[], more: () => string[], action: Action, mood: Mood, after: () => string[] = () => []): PagePlan {
  // The theme's second half (the campervan, the snow) follows the opening it belongs to, and stays when a short page is cut.
  const opening = [...hook(), ...(ctx.themeRest ? [ctx.themeRest] : [])];
  const rest = after();
  const introduction = introduceHero(ctx, [...opening, ...rest]);
  return openingPage(page(gist, [...introduction, ...opening, ...rest], more(), action, mood, 'hero'), opening);
}

/** Older readers learn a little more about the hero. */
export function heroDetails(ctx: StoryContext): string[] {
  const { hero: h, set } = ctx;
  const second = h.traits[1];
  const visiting = ctx.visitorHome !== undefined;
  return [
    visiting
      ? `${h.name} had never been to ${set.place} before${second ? `, but ${h.he} was ${second}` : ''}, and ${h.he} wanted to see every corner of it.`
      : second
        ? `${h.name} was ${second} as well, and ${h.he} knew every corner of ${set.place}.`
        : `${h.name} knew every corner of ${set.place}, or at least ${h.he} thought so.`,
    visiting ? `Most of all, ${h.name} wanted to see ${ctx.spot()}.` : ctx.one(
      `Whenever ${h.he} ${h.kit.moved} past ${ctx.spot()}, ${h.name} stopped to look for something new.`,
      `Of all the places ${set.inPlace}, ${h.name} loved ${ctx.spot()} best.`,
    ),
  ];
}

/** A fact that says how the hero knows someone: "Tom was Isla's little brother.", "Noor was Greta's best friend." */
const KIN = new RegExp(`['’]s (?:\\p{L}+ )?(?:friend|${RELATIVE_WORDS})\\b`, 'iu');

/** The endings of the line that says who else is there, one a book: "were there too" is not every book's. */
const THERE_TOO = ['there too.', 'there as well.', 'came too.'] as const;

/** "Tom was Mia's little brother." as the words that meet him: "Mia's little brother". */
const KIN_AS_FACT = new RegExp(`^\\S.* was (\\p{Lu}\\S*['’]s (?:\\p{L}+ )?(?:${RELATIVE_WORDS}))\\.$`, 'u');

/**
 * The last one the parent's list names, when they go along: where a wish added someone ("add a little brother called
 * Tom"), it is them, be they the pal or one of the others. Never the hero, nor a grown-up the theme brought.
 */
export function newcomer(ctx: StoryContext): CastMember | undefined {
  return [ctx.pal, ...ctx.others].find((member) => member.isNamed && member.name === ctx.lastNamed);
}

/**
 * The newcomer's part in the hardest try: a word of cheer, or an animal close by. Someone a parent asked for is in
 * the story, not only in a list of who was there.
 */
export function newcomerCheers(ctx: StoryContext, member: CastMember, wentWrong = false): string {
  if (member.kit.person === undefined || member.baby) return `${member.name} ${member.kit.sound} softly.`;
  // After a go that went wrong ("But the sand slid back into the hole."), a hand held, never a thumbs-up (round 15).
  if (wentWrong && ctx.age !== '9-12') return `${member.name} held ${possessive(ctx.hero.name)} hand.`;
  // A deed, not words of cheer: the hardest try may be no struggle at all (new clothes put on for Diwali).
  // A hand held for courage is a little one's beat (`story/little-ones.ts`): at nine to twelve, a nod across the room.
  if (ctx.age === '9-12') return ctx.one(`${member.name} gave ${ctx.hero.name} a thumbs-up.`, `${member.name} caught ${possessive(ctx.hero.name)} eye and nodded, once.`);
  return ctx.one(`${member.name} gave ${ctx.hero.name} a thumbs-up.`, `${member.name} held ${possessive(ctx.hero.name)} hand.`);
}

/**
 * The line that says who else is in the story ("Poppy and Rose were there too."), or who of the cast stayed at home
 * ("Noodle and Mochi stayed at home."): a short page or a band never drops it. A pet the parent gave, dropped from a
 * board book's first page, was never in the book at all.
 */
export const saysWhoElseIsThere = (line: string): boolean => THERE_TOO.some((ending) => line.endsWith(` ${ending}`)) || line.endsWith(' stayed at home.');

const BEST_FRIEND = /\bbest friends?\b/;

/**
 * The one whose house the day is at ("a sleepover at grandma's": `dayAt`): the host, who is there already and opens the
 * door, never one who "came too" or "came along with" the hero to her own house.
 */
export const hostOf = (ctx: StoryContext): CastMember | undefined => [ctx.pal, ...ctx.others].find((member) => member.isNamed && ctx.dayAt === `${member.name}'s house`);

const hostLine = (ctx: StoryContext, host: CastMember): string => ctx.one(`${host.name} was waiting at the door with a big hug.`, `${host.name} opened the door with a big smile.`);

/**
 * A grown-up met as the hero's company, as who they are: a parent is there as always, a grandparent at their own pace.
 * "Mum came along with Max." was one book in seven's.
 */
function grownUpMeets(ctx: StoryContext, pal: CastMember): string {
  const { hero: h } = ctx;
  const notAlone = `${h.name} was not on ${h.his} own: ${pal.name} was with ${h.him}.`;
  // The one the theme says is coming is met arriving, never "there with" the hero before the train comes in.
  const arriving = arrivingGuestLine(ctx, pal);
  if (arriving) return arriving;
  // A little listener's band has no room for how they are there: the page's own lines need it.
  // A board book meets the grown-up as it met the hero ("This is Reuben." then "And here is Mama."), in the rhythm of its
  // first page, where "Reuben was not on his own: Mama was with him." was one board book in three's (round 18).
  if (forUnderSixes(ctx)) return boardBookPal(ctx, ctx.one(`${pal.name} was there with ${h.him}.`, notAlone));
  switch (roleOf(pal)) {
    case 'parent':
      return ctx.one(`${pal.name} was there with ${h.him}, the way ${pal.he} always ${pal.was}.`, notAlone);
    case 'grandparent':
      return ctx.one(`${pal.name} was there with ${h.him}, at ${pal.his} own steady pace.`, notAlone);
    default:
      return ctx.one(`${pal.name} came along with ${h.name}.`, notAlone, `${pal.name} was there with ${h.him}.`);
  }
}

const boardBookPal = (ctx: StoryContext, line: string): string => (ctx.age === '0-2' ? `And here is ${ctx.pal.name}.` : line);

export function introduceFriends(ctx: StoryContext): string[] {
  const host = hostOf(ctx);
  const { hero: h, pal } = ctx;
  const others = ctx.others.filter((member) => member !== host);
  // Family is met as family ("Tom was Isla's little brother"), never as the hero's "best friend".
  // A bare family word ("Tom was the little brother.") is the hero's: "Tom was Mila's little brother."
  const ownKin = (fact: string) => fact.replace(/ was the ((?:\p{L}+ )?(?:brother|sister|twin|cousin|sibling|baby))\.$/u, ` was ${possessive(h.name)} $1.`);
  const kinFact = pal.facts.find((fact) => KIN.test(ownKin(fact)));
  const kin = kinFact && ownKin(kinFact);
  // A grown-up is not the hero's "best friend": they come along.
  // A grown-up is met as coming along: not "the day" (the story may be a bedtime's, or a visit to someone in hospital), nor
  // "had Grandpa for company" or "was right there with", which were every book's.
  const meet = kin ?? (pal === host ? hostLine(ctx, pal) : pal.kit.person === 'grown-up'
    ? grownUpMeets(ctx, pal)
    : asFriend(ctx, pal, ctx.one(`${nameWithKind(pal)} was ${possessive(h.name)} best friend.`, `${possessive(h.name)} best friend was ${nameWithKind(pal)}.`, `${h.name} and ${nameWithKind(pal)} were best friends.`, `${possessive(h.name)} very best friend in the world was ${nameWithKind(pal)}.`)));
  // An unnamed pal is the setting's creature (a child the engine brings has a name: `inventedCompanion`).
  const met = pal.isNamed ? meet : `${possessive(h.name)} best friend was ${withArticle(pal.kit.noun)} who lived nearby.`;
  // Who else is there comes before anyone's looks: a short page keeps its first lines, and the idea says they come along.
  // One who is family is met as family in that line ("Mia's little brother Tom"), which no short page drops.
  const kinOf = (member: CastMember) => KIN_AS_FACT.exec(member.facts.map(ownKin).find((fact) => KIN.test(fact)) ?? '')?.[1];
  const metAs = (member: CastMember) => {
    const kin = kinOf(member);
    return kin ? `${kin} ${member.name}` : nameWithKind(member);
  };
  // At someone's house (a stay at grandma's), who else is there may live there: never "came too".
  const picked = ctx.rng.fork('there too').pick(THERE_TOO);
  const ending = ctx.dayAt && picked === 'came too.' ? 'there too.' : picked;
  // The one the theme says is coming arrives in a line of their own, not "there too" before the train comes in.
  const guest = others.find((member) => isArrivingGuest(ctx, member));
  const arriving = guest && arrivingGuestLine(ctx, guest);
  const staying = others.filter((member) => member !== guest);
  const alsoThere = [...(staying.length > 0 ? [`${capitalize(listNames(staying.map(metAs)))} ${ending === 'came too.' ? ending : `${staying.length > 1 ? 'were' : 'was'} ${ending}`}`] : []), ...(arriving ? [arriving] : [])];
  // "his best friend" in the parent's words is said by the meeting line already: not again as "he was his best friend".
  const saidAlready = (fact: string) => fact === kinFact || (BEST_FRIEND.test(fact) && BEST_FRIEND.test(met));
  const looks = pal.isNamed ? [...looksLine(pal), ...pal.facts.filter((fact) => !saidAlready(fact)).slice(0, 1)] : [];
  const hosting = host && host !== pal ? [hostLine(ctx, host)] : [];
  return [met, ...hosting, ...alsoThere, ...others.flatMap((member) => member.facts.map(ownKin).filter((fact) => !kinOf(member) || !KIN_AS_FACT.test(fact)).slice(0, 1)), ...looks];
}

/**
 * A friend the parent did not name is met as one from nearby, not as the hero's best friend of the parent's real life.
 * The best-friend line is drawn either way, so that every later pick of the story stays as it was.
 */
const asFriend = (ctx: StoryContext, pal: CastMember, bestFriend: string): string => (pal.brought ? broughtFriendLine(ctx, pal) : bestFriend);
const broughtFriendLine = (ctx: StoryContext, pal: CastMember): string => ctx.rng.fork('brought friend').pick(ctx.atSchool ? [
  `${possessive(ctx.hero.name)} friend ${pal.name} sat next to ${ctx.hero.him} in class.`,
  `${ctx.hero.name} had a friend called ${pal.name}, who was in the same class.`,
] : [
  `${possessive(ctx.hero.name)} friend ${pal.name} lived just down the road.`,
  `${ctx.hero.name} had a friend called ${pal.name}, who lived just down the road.`,
]);

/** A fact that says someone is the hero's family: "Meera was Arjun's baby sister." */
const FAMILY_FACT = new RegExp(`\\b(?:${KIN_WORDS})\\.$`, 'iu');

/** The named characters beyond hero and pal, when a plot introduces the pal later. */
export function introduceOthers(ctx: StoryContext): string[] {
  const { hero: h, others } = ctx;
  if (others.length === 0) return [];
  // Not "still hoped": a friend may be called Hope. Family lives at home, not nearby (a baby sister added by a wish).
  const family = others.filter((member) => member.facts.some((fact) => FAMILY_FACT.test(fact)));
  const where = family.length === others.length ? 'at home' : 'nearby';
  const lived = where === 'at home' ? (others.length > 1 ? 'were' : 'was') : 'lived';
  return [`${listNames(others.map(nameWithKind))} ${lived} ${where}, but ${h.name} wanted a friend all of ${h.his} own.`, ...others.flatMap((member) => member.facts.slice(0, 1))];
}

/** Traits and looks of the rest of the cast, for older readers. */
export function friendDetails(ctx: StoryContext): string[] {
  // A trait is shown in a small act beside the hero (`traitShown`); "giggled whenever he was happy" was every book's.
  return [ctx.pal, ...ctx.others].filter((member) => member.isNamed).flatMap((member) => {
    const shown = traitShown(member, ctx.hero);
    return shown ? [shown] : [];
  });
}

/** Everyone but the hero: "Ember and Leo", or "the hedgehog". */
export function friendsOf(ctx: StoryContext): string {
  return listNames([ctx.pal, ...ctx.others].map((member) => member.name));
}

/** How a character is spoken to: "Ember", or "hedgehog" for an unnamed creature. */
export function callName(member: CastMember): string {
  return member.isNamed ? member.name : member.kit.noun;
}

/** The character best placed to help: the pal when named, otherwise the hero. */
export function helper(ctx: StoryContext): CastMember {
  return ctx.pal.isNamed ? ctx.pal : ctx.hero;
}

/** The closing line that lands the lesson, in the parent's words when they gave their own. */
export function landTheLesson(ctx: StoryContext, sad = false): string {
  const { hero: h } = ctx;
  // A sad day lands the lesson in its sad words, at every age (`LessonKit.sad`).
  if (sad && !ctx.customLesson && ctx.lesson.sad) return ctx.rng.pick(ctx.lesson.sad.lines(h));
  // The youngest hear the lesson in its own plain words. The lead-in stays although, split off by a band, "And now she
  // knew." is a line many books share (round 12): without it, the lesson alone is a heavier line, and the band drops
  // the theme's own win instead.
  if (forUnderSixes(ctx)) return ctx.one(`And now ${h.name} knew: ${lessonClause(ctx)}.`, `${h.name} had found out something: ${lessonClause(ctx)}.`, `Now ${h.name} knew it for sure: ${lessonClause(ctx)}.`);
  // An older reader hears the lesson as the hero's own thought, never "learned that" (the parent's words kept as that thought).
  if (ctx.age === '9-12') {
    const clause = lessonClause(ctx);
    // Words that name a lesson rather than say it ("saying please and thank you") are the engine's lesson's thought.
    const namesIt = /^\p{L}+ing\b/u.test(clause) && ctx.lesson.keywords.test(ctx.customLesson ?? '');
    if (!ctx.customLesson || !isSentence(ctx.customLesson) || namesIt) return ctx.rng.pick(ctx.lesson.thoughts(h));
    return ctx.one(`Maybe, ${h.name} thought, ${clause}.`, `${h.name} turned it over in ${h.his} head on the way home: ${clause}, perhaps, after all.`);
  }
  if (ctx.customLesson && isSentence(ctx.customLesson)) {
    // An instruction ("be brave") is said as what is good to do, never bare after a colon.
    const clause = lessonClause(ctx);
    return ctx.one(
      `${h.name} would always remember this: ${clause}.`,
      `And ${h.name} knew it in ${h.his} heart: ${clause}.`,
      `That day ${h.name} learned something true: ${clause}.`,
    );
  }
  return ctx.rng.pick(ctx.lesson.closings(h));
}

/** The lesson as a clause for summaries: the parent's own words when they are a sentence, else the engine's ("sharing" is not a clause). */
export function lessonClause(ctx: StoryContext, sad = false): string {
  if (sad && !ctx.customLesson && ctx.lesson.sad) return ctx.lesson.sad.clause;
  if (!ctx.customLesson || !isSentence(ctx.customLesson)) return asClause(ctx.lesson.statement);
  // "learns that be brave" cannot be said: an instruction is told as what is good to do.
  const not = DONT.exec(ctx.customLesson.trim());
  // "Don't tell fibs" after a colon is an order to the reader, not something the hero knew: "it is best not to tell fibs".
  if (not && isDoing(not[2]!)) return `it is best ${/^never$/i.test(not[1]!) ? 'never' : 'not'} to ${asClause(not[2]!)}`;
  return isInstruction(ctx.customLesson) ? `it is good to ${asClause(ctx.customLesson)}` : asClause(ctx.customLesson);
}

const DONT = /^(?:always\s+)?(don'?t|do not|never)\s+(.+)$/i;

/** "Ember", or "the hedgehog" — for the summary and gist lines. */
export function palPhrase(ctx: StoryContext): string {
  return ctx.pal.isNamed ? nameWithKind(ctx.pal) : withArticle(ctx.pal.kit.noun);
}

const otherCreatures = (ctx: StoryContext) => ctx.set.creatures.filter((noun) => noun !== ctx.critter && noun !== ctx.pal.kit.noun);

/** A creature of the setting that is neither the story's critter nor an unnamed pal. */
export function someCreature(ctx: StoryContext): string {
  return ctx.rng.pick(otherCreatures(ctx));
}

/** Such a creature, the same one on every page that asks with this name: for a thread that runs over two pages. */
export function theCreatureOf(ctx: StoryContext, thread: string): string {
  return ctx.rng.fork(thread).pick(otherCreatures(ctx));
}
