import { BODY_PLOT_ID } from './frame-ids';
import { BODY_CHOICES } from '../world/body-choices';
import { typedTheme } from './frame-entry';
import type { CatalogueTheme, Wording } from '../world/catalogue';
import type { BodyThing, GrownUpBodyThing } from '../world/body-things';
import { readBody, type BodyReading } from '../understand/read-body';
import type { PlotShape } from './plot-shape';
import { themePlot, type ThemeMiddle } from './theme-story';

/**
 * A body or health moment the catalogue does not name ("she has nits again", "a nosebleed at school", "grandad's new
 * hearing aid") told as the story, in its own true lines (`world/body-things.ts`): the child's own at home, with what
 * helps and getting used to it; or a grown-up's, that the hero notices, learns about and helps with.
 */

const titleCase = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** A parent's pet name as the family says it in a book: "mummy" is Mum, "daddy" Dad. */
const KIN: Readonly<Record<string, string>> = { mummy: 'mum', mommy: 'mom', daddy: 'dad', mother: 'mum', father: 'dad' };
const named = (who: string) => titleCase(KIN[who] ?? who);

/** The child's own: the table's lines as they are. */
/** A line with the part of the body the parent named ("forehead") where the table says {part}. */
const atPart = <W extends Wording>(line: W, part: string): W => (typeof line === 'string' ? line.replaceAll('{part}', part) : line.map((one) => one.replaceAll('{part}', part))) as W;

function ownLines(thing: BodyThing, part = ''): Omit<CatalogueTheme, 'id' | 'kind' | 'words' | 'setting' | 'lesson'> {
  const at = <W extends Wording>(line: W): W => atPart(line, part);
  const { name, title, opening, worry, tries, turn, details, win, end } = thing;
  return { name, title: at(title), opening: at(opening), worry: at(worry), tries: [at(tries[0]), at(tries[1]), at(tries[2])], turn: at(turn), details: [at(details[0]), at(details[1]), at(details[2]), at(details[3])], win: at(win), end: at(end) };
}

/** A grown-up's: the hero notices, asks, learns what helps and helps, in lines built from the thing's fields. */
function theirLines(thing: GrownUpBodyThing, who: string): Omit<CatalogueTheme, 'id' | 'kind' | 'words' | 'setting' | 'lesson'> {
  const Who = named(who);
  const fill = (line: string) => line.replaceAll('{who}', Who);
  return {
    name: thing.name,
    title: `{hero} and ${Who}'s ${titleCase(thing.name.replace(/^the (?:new |sore )?/, ''))}`,
    opening: `${Who} ${thing.has}. For a while, ${Who} ${fill(thing.noticed)}.`,
    worry: `"Is ${Who} all right?" {hero} asked. "Will ${Who} still be the same?"`,
    tries: [`At first, ${fill(thing.hard)}.`, `{hero} wanted to help, and ${fill(thing.wrongHelp)}.`, `"What can I do to help?" {hero} asked ${Who}.`],
    turn: `{hero} learnt ${fill(thing.helps)}, and ${Who} smiled.`,
    details: [fill(thing.fact), `${Who} said, "It's still me. I just need a bit of help with this now."`, `{hero} told a friend all about it, and the friend listened, and said, "You're a good helper."`, `Week by week, ${thing.name} became just part of ${Who}, like ${Who}'s laugh.`],
    win: `{hero} knew how to help ${Who}`,
    end: `At the end of the week, {hero} and ${Who} ${fill(thing.together)}.`,
  };
}

function bodyEntry(theme: string, body: BodyReading): CatalogueTheme {
  return {
    id: BODY_PLOT_ID,
    kind: 'moment',
    words: typedTheme(theme),
    setting: 'home',
    // The child's own is borne patiently; a grown-up's is helped with kindly.
    lesson: body.whose === 'theirs' ? 'kindness' : 'patience',
    ...(body.whose === 'theirs' ? theirLines(body.thing, body.who) : ownLines(body.thing, body.part)),
  };
}

const OWN_SUBPLOT = {
  taught: ['{hero} saw that asking for help made it easier, not harder.', '{hero} noticed that going gently worked better than hurrying.'] as const,
  trouble: '{pal} had something that was hard too, and did not like to say.',
  gives: 'the best sticker',
  solved: '{pal} got the best sticker, and grinned, and said what was hard, and {hero} listened.',
};

function bodyMiddle(body: BodyReading): ThemeMiddle {
  const theirs = body.whose === 'theirs';
  const setback: Wording = theirs ? `Then one day, ${named(body.who)} felt tired and cross about it, and {hero} did not know what to say.` : atPart(body.thing.setback, body.part ?? '');
  return {
    setback,
    choice: theirs ? '{hero} could leave it to the grown-ups, or keep helping, and {he} chose to keep helping.' : atPart(BODY_CHOICES[body.thing.id] ?? '{hero} could give up, or try again with a grown-up\'s help, and {he} chose to try again.', body.part ?? ''),
    subplot: OWN_SUBPLOT,
    hope: theirs ? `help ${named(body.who)}` : 'feel better',
  };
}

/** The plot that tells the body or health moment a theme names, or nothing when it names none (`readBody`). */
export function bodyPlot(theme: string | undefined): PlotShape | undefined {
  const body = theme ? readBody(theme) : undefined;
  if (!body || !theme) return undefined;
  return { ...themePlot(bodyEntry(theme, body), bodyMiddle(body)), id: BODY_PLOT_ID };
}

/** The body moment's entry, for what the story's context takes from a theme told as its own day. */
export function bodyOuting(theme: string | undefined): CatalogueTheme | undefined {
  const body = theme ? readBody(theme) : undefined;
  return body && theme ? bodyEntry(theme, body) : undefined;
}
