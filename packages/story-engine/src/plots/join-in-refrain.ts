import type { StoryContext } from '../story/story-context';
import { escapeRegExp } from '../core/regex';
import { pastOfParticiple } from '../core/participle';
import { forUnderSixes } from '../story/story-context';
import { answersLine } from '../story/light-word-cues';
import { lightWordsOf, setbackOf, type CatalogueTheme, type Wording } from '../world/catalogue';
import type { Refrain } from './plot-shape';
import { saysTheSound } from '../story/place-refrain';
import type { CastMember } from '../cast/cast-member';
import { roleOf, type Hush } from './cast-parts';

/**
 * A refrain a listener under six says along with, in the theme's own sound (issue 28, round 18): "Click? Not yet." where a
 * go fails, "Click? Not yet, not yet!" the second time, and "Click! At last!" at the turn. The lesson's cheer ("Lend a
 * hand, Zara!") was the same words in every book of its lesson, whatever the day; the sound of THIS day's win is the
 * word a child waits for and shouts.
 */

/** Words a child would not wait for: a slip, a gasp, a question, a sorry, a hush, a colour, an order. */
const NOT_A_WIN = /^(?:oops|oh|eek|yikes|uh|why|sorry|ow|huff|sigh|hmm|pooh|soggy|creep|shh|hush|your|one|sign|so|red|pink|blue|green|yellow)\b/i;

/** The sound or name of a thing said as a cheer: one or two short words ("Click!", "Kick, kick!", "All gone!"), ending in "!". */
const isCheerWord = (word: string): boolean => /^[A-Z][a-z-]*(?:,? [a-z-]+)?!$/.test(word) && !NOT_A_WIN.test(word);

const linesOf = (wording: Wording | undefined): string[] => (wording === undefined ? [] : typeof wording === 'string' ? [wording] : [...wording]);

/** Whether a tiny word is the sound of the trouble itself: "Hic!" of the hiccups' worry, "Splosh!" of the choppy water the boat rocks on. */
const isTroubleSound = (entry: CatalogueTheme, word: string): boolean => [entry.worry, setbackOf(entry)].flatMap(linesOf).some((line) => answersLine(word, line));

/** The noises one animal makes, which fit only that animal. */
const ANIMAL_NOISE = /^(?:mew|miaow|purr|woof|neigh|moo|baa|quack|oink|cluck|roar|hiss|tweet|squeak)\b/i;

/**
 * The theme's tiny word that is the sound of its win: of its light words (`light-words.ts`), the first a cheer that answers
 * the win, the turn, its last detail or the last lines (`answersLine`), so "Splash!" waits for the pool and never for the towel.
 */
export function winSoundOf(entry: CatalogueTheme): string | undefined {
  const words = lightWordsOf(`theme:${entry.id}`).filter((word) => isCheerWord(word) && !isTroubleSound(entry, word));
  // An animal's own noise only where the line says it: "Mew!" answered "stroked the rabbit", and a rabbit does not mew.
  const answers = (word: string, line: string) => (ANIMAL_NOISE.test(word) ? new RegExp(`\\b${word.replace(/[!,].*$/, '')}`, 'i').test(line) : answersLine(word, line));
  // The win's own lines first; the detail of it going well only where they answer none ("Tickly!" of the toes after "Smooth").
  const answering = (lines: string[]) => words.find((word) => lines.some((line) => answers(word, line)));
  // Else the sound of the day's own sights ("Whoosh!" of the kite in the wind); never of its tries, which are the goes that fail.
  return answering([entry.win, entry.turn, entry.end].flatMap(linesOf)) ?? answering(linesOf(entry.details[2])) ?? answering(entry.details.flatMap(linesOf));
}

/** The join-in refrain of a told book under six, or none (a sad day, nine and up, a theme with no sound of its win). */
export function joinInRefrain(ctx: StoryContext, entry: CatalogueTheme): Refrain | undefined {
  // A feeling's day keeps its lesson's cheer: its sounds are of the trouble ("Crash!" of the broken vase), not a win to wait for.
  if (!forUnderSixes(ctx) || entry.tender || entry.kind === 'feeling') return undefined;
  const word = winSoundOf(entry);
  if (!word) return undefined;
  const asked = word.replace(/!$/, '?');
  return { ask: `${asked} Not yet.`, again: `${asked} Not yet, not yet!`, answer: `${word} At last!`, to: 'hero' };
}

/**
 * The refrain's sound once more on the last page, softly ("Cheep." after "Cheep! At last!" at the turn): the word the
 * listener waited for, said as the book closes, where a stock "Yay!" or the lesson's sentence was.
 */
export function joinInEcho(ctx: StoryContext, entry: CatalogueTheme, endLine: string): string | undefined {
  const word = joinInRefrain(ctx, entry) && winSoundOf(entry);
  // Only where it is the sound of the last picture ("…rang the bell at every duck they passed. Ring, ring."): "Click." after
  // "whenever a plane went over, Arlo waved" was the seatbelt's ("bobbing" is the sound of "Bob, bob!"). Not after a last
  // line that says it already.
  if (!word) return undefined;
  const stem = /^[a-z]{3,}/i.exec(word)?.[0];
  const ofTheLast = answersLine(word, endLine) || (stem !== undefined && new RegExp(`\\b${stem}\\p{L}*ing\\b`, 'iu').test(endLine));
  return ofTheLast && !saysTheSound([endLine], word) ? word.replace(/!$/, '.') : undefined;
}


/**
 * A parent or grandparent under six says the go's own sound with the hero ('"Plop!" said Mum.'), where a go that went
 * well was met with "Mum gave a big, warm smile." in book after book: the grown-up shows the listener where to join in.
 * A go gone wrong keeps its squeeze (`hush` quiet), and a go no tiny word answers (or only the trouble's) keeps the smile.
 */
export function joinsIn(ctx: StoryContext, entry: CatalogueTheme, member: CastMember, hush: Hush, word: () => string | undefined): string | undefined {
  if (!forUnderSixes(ctx) || hush === 'quiet' || !GROWN_UPS_WHO_JOIN.has(roleOf(member))) return undefined;
  const said = word();
  // Never the trouble's own sound: '"Hic!" said Mum.' after a hiccup mocks.
  return said && !isTroubleSound(entry, said) ? `"${said}" said ${member.name}.` : undefined;
}
const GROWN_UPS_WHO_JOIN = new Set(['parent', 'grandparent']);

/**
 * The stop before the turn's way, under six, as the refrain's last ask ("All gone? Mina held her breath."), the page turn
 * then answering it ("All gone! At last!"), where "And all at once, Mina knew." was any book's.
 */
export function joinInHeld(ctx: StoryContext, entry: CatalogueTheme): string | undefined {
  const refrain = joinInRefrain(ctx, entry);
  // The held breath ends the page, so the turn over it answers (`page-turn-suspense`): "Stomp? Pia held her breath."
  return refrain && `${refrain.ask.replace(/ Not yet\.$/, '')} ${ctx.hero.name} held ${ctx.hero.his} breath.`;
}

/**
 * The hero wishing for the win, under six, in a book with a join-in refrain: the moment itself in words ("Freya shut her
 * eyes and wished for the moment when the snowman stood in the garden"). The refrain's sound wished for ("wished: crunch,
 * crunch.", "wished: kick, kick.") read as a wish for a noise (held-out read 44); the refrain is the turn's to answer.
 */
export function joinInWish(ctx: StoryContext, entry: CatalogueTheme, win: string): string | undefined {
  if (!joinInRefrain(ctx, entry)) return undefined;
  const h = ctx.hero;
  // A wish looks ahead to the moment, not back from after it: "when he splashed", never "when Kofi had splashed".
  // A participle that is not its past ("had seen") is said as the past: "when she saw the bus", never "when she seen".
  const moment = win.replace(new RegExp(`^${escapeRegExp(h.name)}(?![\\p{L}'’])`, 'u'), h.he).replace(/\bhad (\p{Ll}+ed|sat|found|won|made|got|held|heard|built|swum|ridden|seen|done)\b/u, (_had, done: string) => pastOfParticiple(done));
  return `${h.name} shut ${h.his} eyes and wished for the moment when ${moment}.`;
}
