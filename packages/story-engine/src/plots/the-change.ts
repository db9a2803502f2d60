import { CHANGE_PLOT_ID } from './frame-ids';
import { typedTheme } from './frame-entry';
import { page, type StoryContext } from '../story/story-context';
import type { CatalogueTheme, Wording } from '../world/catalogue';
import { readChange, type ChangeReading } from '../understand/read-change';
import { themeWeight } from '../understand/read-weight';
import { landTheLesson } from './cast-lines';
import { changeLinesOf } from './leaving-places';
import { CHANGE_LINES, LOST_BROKEN, OUTDOOR_BUILDING } from './change-lines';
import type { PlotShape } from './plot-shape';
import { fill, themePlot, type ThemeMiddle } from './theme-story';

/**
 * A family's news the catalogue does not name ("grandma is moving to a care home", "our car broke down", "we can't go on
 * holiday this year") told as the news: a grown-up tells it kindly, the hero asks and worries, one or two concrete
 * scenes of what changes, the hero does something small, and an honest ending with what stays the same. Who and what
 * are the parent's own words (`understand/read-change.ts`).
 */


/** Pronouns of the one it happens to. */
const PRONOUNS = {
  he: { he: 'he', his: 'his', him: 'him' },
  she: { he: 'she', his: 'her', him: 'her' },
  they: { he: 'they', his: 'their', him: 'them' },
  it: { he: 'it', his: 'its', him: 'it' },
} as const;

/** A change that takes something for good (a flood, a fire, a burglary, a theft): never mended by the end of the week. */
const LOST_FOR_GOOD = /\bflood\w*|\bfire\b|\bburn\w*|\bburgl\w*|\bstolen\b/i;

const STAYS_OLDER: Wording = ['Some things had not changed at all: tea round the same table, the same old jokes, the same people laughing at them.', 'The family was still the family: the same arguments about the washing-up, the same jokes, the same people.'];

/** Places built on out of doors: dug up with a digger, never dust sheets and new paint. */
const OUT_OF_DOORS = /\b(?:street|road|garden|drive|driveway|path|pavement)$/;

/** The change's words, to put in its lines. */
interface Said {
  /** Who or what it happens to, in a sentence: "{who}", "{his} big brother", "the car", "the family". */
  subject: string;
  teller: string;
  /** The one who comes to live with the family. */
  newcomer: string;
  /** The room or thing changed: "the kitchen", "the car". */
  room: string;
  where: string;
  op: string;
  /** Where the new work is, as a sentence ("The new job was in another city, …"), or what changes when the words say no place. */
  placed: string;
  /** Whom the hero's question asks about: "you" when they told it themselves. */
  you: string;
}

/** A brother or sister of the hero's, as the change's subject. */
const isSiblingHead = (head: string) => /^(?:brother|sister|stepbrother|stepsister|twin)$/.test(head);

function saidOf(change: ChangeReading): Said {
  const { subject, kind } = change;
  // A brother or sister is the cast's own by name where the cast has one (`{sibor:…}`, `StoryContext.sibling`).
  const kin = (said: string) => (isSiblingHead(subject.head) ? `{sibor:${said}}` : said);
  const named = subject.head === 'we' ? 'the family' : subject.grownUp ? '{who}' : subject.person ? (subject.head === 'baby' && subject.words === 'baby' ? 'the baby' : subject.head === 'lodger' ? 'the lodger' : kin(`{his} ${subject.words.toLowerCase()}`)) : `the ${subject.head}`;
  const teller = subject.grownUp ? '{who}' : '{grownup}';
  const thing = change.thing && !/^(?:home|holiday)$/.test(change.thing) ? `the ${change.thing}` : undefined;
  return {
    subject: named,
    teller,
    newcomer: subject.head === 'we' ? thing ?? 'the newcomer' : named,
    // New windows or carpets are work on the house: "the windows was all dust" is never said.
    room: subject.person ? (thing && !/[^s]s$/.test(thing) ? thing : 'the house') : `the ${subject.head}`,
    // The place the grown-up shows is the one they go to: "a care home" is "the care home".
    where: change.place ? change.place.replace(/^(?:a|an|his|her|their|our) /, 'the ') : kind === 'work' ? 'the new place' : 'where it would be',
    op: /\b(?:operation|surgery)\b/i.test(change.news) ? 'the operation' : 'the hospital stay',
    placed: change.place ? `The new job was ${/^(?:another|[A-Z])/.test(change.place) ? 'in' : 'at'} ${change.place}, and {S} showed {hero} where it was on the map.` : 'Everything had a new time now: getting up, going out and coming home.',
    you: subject.grownUp ? 'you' : subject.pronoun,
  };
}

/** A line of the change with its words put in; the catalogue's own placeholders ({hero}, {who}) are filled later. */
function put(wording: Wording, said: Said, change: ChangeReading): Wording {
  const pronoun = PRONOUNS[change.subject.pronoun];
  const one = (line: string) => line
    .replaceAll('{S}', said.subject)
    .replaceAll('{Sh}', pronoun.he)
    .replaceAll('{Shis}', said.subject === '{who}' || change.subject.person ? pronoun.his : `${said.subject}'s`)
    .replaceAll('{Shim}', pronoun.him)
    .replaceAll('{N}', said.newcomer)
    .replaceAll('{R}', said.room)
    .replaceAll('{where}', said.where)
    .replaceAll('{teller}', said.teller)
    .replaceAll('{op}', said.op)
    .replaceAll('{placed}', said.placed)
    .replaceAll('{you}', said.you);
  return typeof wording === 'string' ? one(wording) : [one(wording[0]), ...wording.slice(1).map(one)];
}

/**
 * The news told by the one it happens to, or by a grown-up: a big change sitting down, kindly; a broken boiler or the
 * builders coming over breakfast, plainly.
 */
function openingOf(change: ChangeReading, said: Said, big: boolean): Wording {
  const teller = change.subject.grownUp ? '{who}' : '{grownup}';
  const news = `${change.subject.grownUp ? PRONOUNS[change.subject.pronoun].he : said.subject} ${change.news}`;
  if (!big) return [`At breakfast, ${teller} told {hero} the news: ${news}.`, `${teller} had some news for {hero} that morning: ${news}.`];
  return [
    `One evening, ${teller} sat down next to {hero} and told {him} the news, gently: ${news}.`,
    `${teller} had some news, and said it slowly and kindly, holding {hero}'s hand: ${news}.`,
  ];
}

/** Whether the change weighs on the family: a goodbye, a job lost, an operation, a loss or an illness the words name. */
function isHeavy(change: ChangeReading, theme: string): boolean {
  const weight = themeWeight(theme);
  return change.kind === 'leaving' || change.kind === 'job-lost' || change.kind === 'illness' || weight === 'loss' || weight === 'illness' || (change.kind === 'broken' && LOST_FOR_GOOD.test(theme));
}

/** The change as a catalogue entry, in the parent's words and the lines of its kind. */
function changeEntry(theme: string, change: ChangeReading): CatalogueTheme {
  const said = saidOf(change);
  const lost = change.kind === 'broken' && LOST_FOR_GOOD.test(theme);
  const outdoors = change.kind === 'building' && OUT_OF_DOORS.test(said.room);
  const kind = changeLinesOf(change);
  const lines = { ...kind, ...(lost ? LOST_BROKEN : {}), ...(outdoors ? { ...OUTDOOR_BUILDING, tries: [OUTDOOR_BUILDING.firstTry, kind.tries[1], kind.tries[2]] as const } : {}) };
  const at = (wording: Wording) => put(wording, said, change);
  const { person, grownUp, head } = change.subject;
  // The one it happens to is away through the middle when they leave, work or are in hospital; a newcomer is not here yet.
  const away = grownUp && (change.kind === 'leaving' || change.kind === 'work' || change.kind === 'illness' || change.kind === 'arriving');
  return {
    id: CHANGE_PLOT_ID,
    kind: 'moment',
    words: typedTheme(theme),
    name: change.kind === 'cancelled' ? `the ${change.thing ?? 'holiday'}` : 'the news',
    setting: 'home',
    lesson: lines.lesson,
    ...(person && grownUp ? { owner: head } : {}),
    ...(away ? { ownerAway: true as const } : {}),
    // A sister whose news it is (going to university, moving out) is the cast's sister, never the companion at the side.
    ...(person && isSiblingHead(head) ? { aboutSibling: true as const } : {}),
    ...(isHeavy(change, theme) ? { tender: true } : {}),
    title: at(lines.title),
    opening: at(openingOf(change, said, (person && head !== 'we') || change.kind === 'cancelled' || isHeavy(change, theme))),
    worry: at(lines.worry),
    tries: [at(lines.tries[0]), at(lines.tries[1]), at(lines.tries[2])],
    turn: at(lines.turn),
    details: [at(lines.details[0]), at(lines.details[1]), at(lines.details[2]), at(lines.details[3])],
    win: at(lines.win),
    end: at(lines.end),
    senses: lines.senses.map((sense) => put(sense, said, change) as string),
  };
}

/** The change's middle: the setback of its news, a choice of how to meet it, and a friend who feels it too. */
function changeMiddle(change: ChangeReading): ThemeMiddle {
  const said = saidOf(change);
  const lines = changeLinesOf(change);
  return {
    setback: put(lines.setback, said, change),
    choice: put(lines.choice, said, change),
    subplot: {
      taught: ['{hero} saw that the worry got smaller once it was said out loud.', '{hero} saw that being cross did not stop the change, but it did stop the cuddles.'],
      trouble: '{pal} was worried about it too, and did not know what to say.',
      gives: 'the big cushion by the window',
      solved: ['{pal} curled up on the big cushion by the window, and stopped looking so worried.', 'On the big cushion by the window, {pal} found something to smile about.'],
    },
    hope: put(lines.hope, said, change),
  };
}

/** The plot that tells the family's news a theme names, or nothing when it names none (`readChange`). */
export function changePlot(theme: string | undefined): PlotShape | undefined {
  const change = readChange(theme);
  if (!change || !theme) return undefined;
  const entry = changeEntry(theme, change);
  const told = themePlot(entry, changeMiddle(change));
  // Nine to twelve are past the goodnight hug being the thing that stays: the table, the family's own jokes.
  const stays = (ctx: StoryContext) => (ctx.age === '9-12' && change.kind !== 'cancelled' ? STAYS_OLDER : put(CHANGE_LINES[change.kind].stays, saidOf(change), change));
  const heavy = entry.tender === true;
  return {
    ...told,
    id: CHANGE_PLOT_ID,
    beats: {
      ...told.beats,
      // The day it changes, then what stays the same: never a party, nor everything mended.
      resolution: [
        (ctx: StoryContext) => page('The change comes.', [fill(ctx, entry.details[2]), `${fill(ctx, entry.win)}.`], [], 'standing', heavy ? 'calm' : 'proud', 'all'),
        (ctx: StoryContext) => page('What stays the same.', [fill(ctx, entry.details[3]), fill(ctx, stays(ctx))], [], 'hugging', 'calm', 'all'),
      ],
      closing: [
        (ctx: StoryContext) => page(`${ctx.hero.name} remembers.`, [fill(ctx, entry.end), landTheLesson(ctx, heavy)], [], 'sitting', 'calm', 'hero'),
      ],
    },
  };
}

/** The change's entry, for what the story's context takes from it (whose it is, who is away, pets at home). */
export function changeOuting(theme: string | undefined): CatalogueTheme | undefined {
  const change = readChange(theme);
  return change && theme ? changeEntry(theme, change) : undefined;
}
