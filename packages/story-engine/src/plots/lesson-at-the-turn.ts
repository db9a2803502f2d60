import type { CastMember } from '../cast/cast-member';
import { foodFor } from '../cast/species';
import { capitalize, possessive } from '../core/text';
import { forUnderSixes, type StoryContext } from '../story/story-context';
import { lessonActOf } from '../understand/read-lesson';
import { matchLesson } from '../world/lessons';
import { callName } from './cast-lines';

/**
 * What the hero does at the turn that acts out the lesson, before the help that was set up earlier pays
 * off: asking a friend for help (teamwork), one more try a new way (keep trying), going on while scared
 * (bravery). The hero starts the turn instead of being told what the lesson did ("Being kind helped Zara
 * think of what to do" came after the friend had already found the way).
 */
/**
 * What the hero can give the friend here: the picnic's treat to share with a person, an animal's own food (`own`), or
 * nothing on a day of its own (no treat from nowhere) or for an animal a child should not feed.
 */
function giftFor(friend: CastMember, ctx: StoryContext): { food: string; own: boolean } | undefined {
  const food = ctx.ownDay ? undefined : foodFor(friend.kit.noun, ctx.set.treat);
  return food ? { food, own: food !== ctx.set.treat } : undefined;
}

type Move = (hero: CastMember, friend: CastMember | undefined, ctx: StoryContext) => string[];

const MOVES: Record<string, Move> = {
  teamwork: (h, f, ctx) => (f ? [
    ctx.one(`${h.name} did not try on ${h.his} own this time.`, `This time, ${h.name} did not try it alone.`, `${h.name} knew ${h.he} could not do it alone.`),
    ctx.one(`"${callName(f)}, help me!" ${h.he} said.`, `"${callName(f)}, will you help?" ${h.he} asked.`, `"Let's do it together, ${callName(f)}," ${h.he} said.`),
  ] : []),
  perseverance: (h, _f, ctx) => [ctx.one(
    `"One more try," said ${h.name}. "A new way this time!"`,
    `${h.name} took a deep breath and tried again, a different way.`,
    `"I'm not giving up," said ${h.name}, and ${h.he} tried once more.`,
  )],
  bravery: (h, _f, ctx) => [ctx.one(
    `${possessive(h.name)} knees were shaking, but ${h.he} did not turn back.`,
    `${h.name} was scared, but ${h.he} took a big breath and went first.`,
    `"I can be brave," ${h.name} whispered, and ${h.he} stepped forward.`,
  )],
  friendship: (h, f, ctx) => (f ? [
    `${h.name} looked at ${f.name}, and ${f.name} looked back.`,
    ctx.one(`With a friend beside ${h.him}, the problem felt smaller.`, `Nothing felt quite so hard with a friend there.`, `"I'm glad it's you," ${h.name} said.`),
  ] : []),
  kindness: (h, f, ctx) => (f ? [ctx.one(...(!giftFor(f, ctx) ? [
    `${h.name} saw that ${f.name} looked worried too, and gave ${f.him} a hug.`,
    `${h.name} stopped to ask ${f.name}, "Are you all right?"`,
  ] : giftFor(f, ctx)?.own ? [
    `${h.name} was tired and hungry, but first ${h.he} gave ${f.name} ${giftFor(f, ctx)?.food}.`,
  ] : [
    `${h.name} was tired and hungry, but ${h.he} gave ${f.name} the last of the ${ctx.set.treat}.`,
    `${h.name} saw that ${f.name} was tired too, and gave ${f.him} the last of the ${ctx.set.treat}.`,
  ]))] : []),
  // Half a pie is for a friend; a dog is given its own biscuit instead, and one a child should not feed a turn.
  sharing: (h, f, ctx) => (f ? [ctx.one(...(!giftFor(f, ctx) || giftFor(f, ctx)?.own ? [
    `"We can share," ${h.name} told ${f.name}. "You have the first turn."`,
    `"Let's share it," said ${h.name}. "You go first, ${callName(f)}."`,
  ] : [
    `${h.name} shared the last of the ${ctx.set.treat} with ${f.name}, half and half.`,
    `${h.name} broke the last of the ${ctx.set.treat} in two and gave ${f.name} the bigger half.`,
  ]))] : []),
  honesty: (h, f) => (f ? [`"I don't know what to do," ${h.name} told ${f.name}, and it was the truth. "Can you help?"`] : []),
  patience: (h, _f, ctx) => [ctx.one(`${h.name} stopped rushing.`, `${h.name} did not hurry this time.`), `${capitalize(h.he)} sat very still, and waited, and watched.`],
  listening: (h, _f, ctx) => [ctx.one(`This time, ${h.name} stopped and listened.`, `${h.name} stopped, and listened very carefully.`)],
  'being-yourself': (h) => [`${h.name} stopped trying to do it like anyone else, and did it ${h.his} own way.`],
  gratitude: (h, f, ctx) => (f ? [ctx.one(`"Thank you for staying with me," ${h.name} told ${f.name}.`, `"Thank you for not giving up on me," ${h.name} told ${f.name}.`)] : []),
  helping: (h) => [`${h.name} forgot how tired ${h.he} ${h.was}: someone needed help, and ${h.he} would not stop now.`],
  mistakes: (h, _f, ctx) => [
    ctx.length === 'short'
      ? `${h.name} tried, and got it wrong, and laughed.`
      : ctx.one(`${h.name} had got it wrong again and again, and that was all right.`, `${h.name} had made a lot of mistakes today, and that was all right.`),
    ctx.length === 'short' ? `"Mistakes just mean I'm trying," ${h.name} said.` : ctx.one(`Each one had taught ${h.him} something.`, `"Mistakes just mean I'm trying," ${h.name} said.`),
  ],
};

/**
 * The same moves in one short sentence for readers of up to five: a longer move crowded the turn's own
 * lines, and fitting the reading band then dropped the one where the lost thing is found.
 */
const BRIEF_MOVES: Record<string, Move> = {
  teamwork: (h, f) => (f ? [`"${callName(f)}, help me!" said ${h.name}.`] : []),
  perseverance: (h) => [`"One more try!" said ${h.name}.`],
  bravery: (h) => [`${h.name} was scared, but ${h.he} went first.`],
  friendship: (h, f) => (f ? [`${h.name} looked at ${f.name}, and ${f.name} looked back.`] : []),
  kindness: (h, f, ctx) => (f ? [!giftFor(f, ctx) ? `${h.name} gave ${f.name} a big hug.` : `${h.name} gave ${f.name} ${giftFor(f, ctx)?.own ? giftFor(f, ctx)?.food : `the last of the ${ctx.set.treat}`}.`] : []),
  sharing: (h, f, ctx) => (f ? [!giftFor(f, ctx) || giftFor(f, ctx)?.own ? `"We can share," said ${h.name}. "You go first, ${callName(f)}."` : `${h.name} shared the last of the ${ctx.set.treat} with ${f.name}.`] : []),
  honesty: (h, f) => (f ? [`"I'm stuck," ${h.name} told ${f.name}, and it was the truth.`] : []),
  patience: (h) => [`${h.name} sat very still, and waited, and watched.`],
  listening: (h) => [`This time, ${h.name} stopped and listened.`],
  'being-yourself': (h) => [`${h.name} stopped trying to be like anyone else.`],
  gratitude: (h, f) => (f ? [`"Thank you for staying with me," ${h.name} told ${f.name}.`] : []),
  helping: (h) => [`${h.name} would not stop now: someone needed help.`],
  // A short story has no wrong tries to look back on, so the mistake is made on the page.
  mistakes: (h, _f, ctx) => [ctx.length === 'short' ? `${h.name} got it wrong, and laughed, and tried again.` : ctx.one(`${h.name} had got it wrong lots of times, and that was fine.`, `Every wrong try had shown ${h.name} something new.`, `${h.name} had made lots of mistakes, and each one helped.`)],
};

/**
 * The hero's move for the story's lesson, to open the plot's turning point; `friend` is who helps there
 * (absent when the hero is alone). Nothing when the plot's turn already acts the lesson out. A lesson in the
 * parent's words is acted out as the engine's lesson it names ("It is fine to make mistakes", "It is okay to
 * ask for help"), else as the act `lessonActOf` reads from it ("Take turns": "This time, Mia took turns.");
 * one it cannot read is not the story's lesson at all (`build-context.ts`, and the idea says so).
 */
export function lessonAtTheTurn(ctx: StoryContext, actsOut: readonly string[], friend?: CastMember): string[] {
  // A worry the notes gave the hero is faced here, before the move: the turn is where it is met.
  return [...(ctx.noteWorry ? [ctx.noteWorry.met] : []), ...moveAtTheTurn(ctx, actsOut, friend)];
}

function moveAtTheTurn(ctx: StoryContext, actsOut: readonly string[], friend?: CastMember): string[] {
  if (ctx.quietTurn) return [];
  const youngest = forUnderSixes(ctx);
  // A lesson in the parent's own words that is none of the engine's is read into an act of its own ("It's fine to feel nervous": the hero owns the feeling).
  if (ctx.customLesson !== undefined && matchLesson(ctx.customLesson)?.id !== ctx.lesson.id) {
    const act = lessonActOf(ctx.customLesson);
    return act ? [act(ctx.hero, youngest)] : [];
  }
  if (actsOut.includes(ctx.lesson.id)) return [];
  const other = friend && friend !== ctx.hero ? friend : undefined;
  const moves = youngest ? BRIEF_MOVES : MOVES;
  return moves[ctx.lesson.id]?.(ctx.hero, other, ctx) ?? [];
}

/** The hero's move, or the line that starts the turn when there is none ("Then Noah had an idea."). */
export function orElse(move: readonly string[], instead: string): string[] {
  return move.length > 0 ? [...move] : [instead];
}
