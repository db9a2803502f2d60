import type { CatalogueTheme, Wording } from '../world/catalogue';
import type { ThemeSubplot } from '../world/catalogue/subplots';
import type { HabitFamily, HabitReading } from '../understand/read-habit';
import { capitalize, titleCase } from '../core/text';
import { knackKit } from '../understand/read-knack';
import { withKnack } from './knack-lines';

/**
 * The lines of a habit, a skill or a dislike (`understand/read-habit.ts`), built from its parsed words: the want or the
 * refusal, what is hard about it (by what its verb asks of the hero: fingers, waiting, remembering, gentle hands, a knack,
 * a thing worn that feels wrong), tries that do not work, a trick that helps (a rhyme, a timer game, a chart, a grown-up
 * showing, a squeezy ball, a choice and a countdown), practice over days, and the success or the "it is all right now".
 */
export interface HabitLines extends Pick<CatalogueTheme, 'title' | 'opening' | 'worry' | 'tries' | 'turn' | 'details' | 'win' | 'end'> {
  setback: Wording;
  choice: Wording;
  subplot: ThemeSubplot;
  hope: string;
}

/** Animals a child is gentle with: "it" in the lines, and it runs off or stays. */
const ANIMAL = /\b(?:cat|kitten|dog|puppy|rabbit|bunny|hamster|guinea pig|pony|horse|hen|chickens?|tortoise|gerbil|mouse|budgie|bird|fish|lamb|goat)$/i;
/** A habit of the body ("biting {his} nails"): the hands are kept busy instead. */
const BODY = /\b(?:nails?|thumb|fingers?|nose|hair|lips?|teeth|toes?|skin|scabs?|sleeve|shirt|collar)$/i;
/** A habit of the mouth ("interrupting", "shouting"): the words are made to wait. */
const SPEECH = /^(?:interrupt|shout|whine|talk|scream|swear|moan|answer back|yell|snap|tell tales|grumble|say|call|burp)\b/i;

/** Knacks of a sound (whistling, clicking {his} fingers) and of the whole body (a forward roll, skipping, catching a ball). */
const SOUND = /^(?:whistle|hum|click|snap|clap|blow|sing|burp)\b/i;
const MOVE = /^(?:skip|hop|jump|roll|balance|somersault|cartwheel|catch|throw|kick|climb|swing|dance|ride|stand|swim|do (?:a |{his} )?(?:\w+ )?(?:rolls?|cartwheels?|handstands?|headstands?|somersaults?|splits|bridges?|star jumps?))\b/i;

/** Things that are plural or not, for "it"/"they". */
const it = (habit: HabitReading) => (habit.plural ? 'they' : 'it');
const was = (habit: HabitReading) => (habit.plural ? 'were' : 'was');
/** The doing in the hero's own mouth: "blow my nose", "by myself". */
const said = (phrase: string) => phrase.replaceAll('{his}', 'my').replaceAll('{him}self', 'myself');
/** The doing said again, its thing now known: "wear a helmet" → "wear the helmet". */
const again = (phrase: string) => phrase.replace(/ (?:a|an|some) (?=\S+$|\S+ \S+$)/, ' the ');
/** The family's own wording of a line. */
const byFamily = (family: HabitFamily, table: Readonly<Record<HabitFamily, Wording>>): Wording => table[family];

export function habitLines(habit: HabitReading): HabitLines {
  if (habit.kind === 'stop') return stopLines(habit);
  if (habit.kind === 'dislike') return dislikeLines(habit);
  const kit = habit.knack ? knackKit(habit.knack) : undefined;
  return kit ? withKnack(skillLines(habit), kit, habit.thing) : skillLines(habit);
}

/** Lines shared by every skill, with the ones its family changes. */
function skillLines(habit: HabitReading): HabitLines {
  const { todo, family } = habit;
  const did = again(habit.did);
  const remembering = family === 'remembering';
  // "be gentle with the cat", "sit still at the table": a way to be, wanted; "tie {his} shoelaces", "whistle": a thing learnt.
  const wayToBe = family === 'gentle' || family === 'waiting';
  const animal = habit.thing && ANIMAL.test(habit.thing) ? habit.thing : undefined;
  const tries = skillTries(habit, animal);
  // "Cook spaghetti by {him}self" says it already: never "by {him}self, all by {him}self".
  const alone = /\b(?:by \{him\}self|on \{his\} own)\b/.test(todo) ? '' : ', all by {him}self';
  return {
    title: remembering ? `{hero} Remembers to ${titleCase(todo)}` : wayToBe ? `{hero} Tries to ${titleCase(todo)}` : `{hero} Learns to ${titleCase(todo)}`,
    opening: remembering
      ? [`{hero} knew {he} should ${todo}, but {he} kept forgetting.`, `{hero} kept forgetting to ${todo}, again and again.`]
      : wayToBe ? [`{hero} was trying very hard to ${todo}, but it was harder than it sounded.`, `{hero} wanted to ${todo}, really {he} did, but it kept going wrong.`]
      : [`More than anything, {hero} wanted to be able to ${todo}${alone}.`, `{hero} wanted to learn to ${todo}, and {he} wanted to learn it now.`],
    worry: byFamily(family, {
      hands: ['"My fingers won\'t do it!" said {hero}.', '"It won\'t go the way I want!" said {hero}.'],
      waiting: ['"But it takes so long!" said {hero}. "I can\'t keep still that long!"', '"I\'m trying!" said {hero}. "But the wriggles won\'t stop."'],
      remembering: ['"I keep forgetting!" said {hero}. "It just falls out of my head."', '"I did remember. And then I forgot," said {hero}.'],
      gentle: animal ? [`"But I only want to cuddle ${animal}!" said {hero}.`] : ['"But I am being gentle!" said {hero}.'],
      knack: ['"Everyone else can do it!" said {hero}. "Why can\'t I?"', `"I'll never be able to ${said(todo)}," said {hero}.`],
      wearing: ['"I can\'t do it!" said {hero}.'],
      other: ['"I can\'t do it!" said {hero}.'],
    }),
    tries,
    turn: byFamily(family, {
      hands: ['{hero} said the rhyme {grownup} had made up, one line for every step, and went slowly, one step and then the next.', '{hero} did it the way {grownup} had shown {him} at the table, slowly, one step at a time, saying each step out loud.'],
      waiting: ['{hero} played the statue game {grownup} had made up: still as a statue until the sand in the little timer ran out.', '{hero} turned the little sand timer over, and watched the sand run down instead of wriggling.'],
      remembering: ['{hero} looked at the chart {grownup} had put up, with a space for a sticker every day, and remembered.', '{hero} sang the little song {grownup} had made up to remember by, and remembered.'],
      gentle: [`{hero} did it the way {grownup} had shown {him}: one flat hand, slow and soft as a feather${animal ? `, and ${animal} stayed` : ''}.`],
      knack: ['{hero} did it the way {grownup} had shown {him}, very slowly, and they did it together, again and again.', '{hero} watched {grownup} do it, very slowly, and copied, a little bit at a time.'],
      wearing: ['{hero} did it the way {grownup} had shown {him}, slowly.'],
      other: ['{hero} did it the way {grownup} had shown {him}, slowly.'],
    }),
    details: [
      guardOf(todo) ?? ['{grownup} said everybody finds it hard at first, even grown-ups.', '{grownup} said nobody can do it the first time, and that was all right.'],
      remembering
        ? ['Every day that week, a sticker went on the chart when {hero} remembered, and on one day there was a gap.']
        : ['Every day that week, {hero} practised: on Monday it went wrong, on Wednesday it nearly worked, and on Friday it worked once.', '{hero} practised every day, a little bit at a time, and every day it went a little better.'],
      byFamily(family, {
        hands: ['This time, slowly, one step and then the next, it worked.'],
        waiting: ['The sand ran out, and {hero} had not wriggled once.'],
        remembering: ['That evening, {hero} remembered all by {him}self, without anyone saying a word.'],
        gentle: animal ? [`${capitalize(animal)} stayed, and let {hero} stroke ${it(habit) === 'it' ? 'it' : 'them'}, slow and soft.`] : ['This time, nothing got squeezed, and nothing got broken.'],
        knack: ['And then, out of nowhere, it worked.', 'And then, just when {hero} was not expecting it, it worked.'],
        wearing: ['This time, slowly, it worked.'],
        other: ['This time, slowly, it worked.'],
      }),
      ['{grownup} gave {hero} the biggest high five.', '{hero} did it again, just to make sure it was true.'],
    ],
    win: remembering ? `{hero} remembered to ${todo}, all by {him}self` : wayToBe ? `{hero} ${did}, the whole time` : `{hero} could ${todo}${alone}`,
    end: remembering
      ? ['By the end of the week, the chart was full of stickers, and {hero} hardly needed it any more.']
      : family === 'knack' ? [`After that, {hero} wanted to ${todo} everywhere, just to show everyone.`]
      : animal ? [`After that, ${animal} was happy to be near {hero} every day, because {hero}'s hands were gentle now.`]
      : family === 'waiting' ? [`The next day, {hero} ${did} again, and nobody even had to ask.`]
      : [`The next morning, {hero} ${did} before anyone could offer to help.`],
    setback: ['Just when it nearly worked, it all went wrong again, and {hero} stamped {his} foot.', 'The next day, it would not work at all, as if {hero} had never tried.'],
    choice: ['{hero} could give up, or try one more time, and {he} chose one more time.', '{hero} could stop for today, or have one last go, and {he} chose the last go.'],
    subplot: {
      taught: ['{hero} saw that going slowly worked better than going fast.', '{hero} noticed that it went better every time {he} did not rush.'],
      trouble: ['{pal} was finding something hard too, and did not like to say.', '{pal} wanted a go too, but did not like to ask.'],
      gives: 'the first go',
      solved: ['{pal} had the first go, and it went well, and {pal} grinned.', 'With the first go, {pal} stopped hanging back, and joined right in.'],
    },
    hope: remembering ? `remember to ${todo}` : todo,
  };
}

/** A skill's three tries, each a little worse: what is hard about it, by its family. */
function skillTries(habit: HabitReading, animal: string | undefined): readonly [Wording, Wording, Wording] {
  const { todo } = habit;
  switch (habit.family) {
    case 'hands': return [
      [`{hero} tried to ${todo} very fast, and it all went wrong.`],
      ['{hero} tried again with {his} tongue poking out, very carefully, but {his} fingers would not do what {he} told them.'],
      [habit.thing && !BODY.test(habit.thing) ? `{hero} pulled and pushed until ${habit.thing} ${was(habit)} in a terrible muddle, and {hero} wanted to give up.` : '{hero} tried so hard that it all got in a muddle, and {hero} wanted to give up.'],
    ];
    case 'waiting': return [
      [`{hero} tried to ${todo}, but after a minute the wriggles came, first in {his} toes, then all over.`],
      ['{hero} tried counting in {his} head, but lost count at twelve.'],
      ['{hero} tried so hard that {he} went red in the face, and then it all burst out at once.'],
    ];
    case 'remembering': return [
      ['{hero} said it over and over in {his} head, and then forgot anyway.'],
      ['{grownup} reminded {him}, and {hero} said, "I know!" and forgot again, straight away.'],
      ['{hero} tied a ribbon round {his} finger to remember, and then forgot what the ribbon was for.'],
    ];
    case 'gentle': return animal ? [
      [`{hero} scooped up ${animal} in a great big squeeze, and ${animal} wriggled free.`],
      [`{hero} tried to stroke ${animal}, but {his} hand went too fast, and ${animal} ran off.`],
      [`${capitalize(animal)} hid under the bed and would not come out for {hero} at all.`],
    ] : [
      ['{hero} tried to be gentle, but {his} hands were too quick.'],
      ['{hero} held on tight, much too tight, and something nearly broke.'],
      ['{hero} tried so hard that {his} hands went stiff, and it went wrong anyway.'],
    ];
    default: return [
      // What is hard about a knack, by its verb: a sound that will not come, a body that will not do it, or a hand that will not.
      SOUND.test(todo) ? [`{hero} tried to ${todo}, but not a sound came out.`]
        : MOVE.test(todo) ? [`{hero} tried to ${todo}, but {his} arms and legs went everywhere at once, and {he} ended up in a heap.`]
        : [`{hero} tried to ${todo}, but it came out all wrong.`],
      ['{hero} tried harder and faster, and it went even more wrong.'],
      ['{hero} tried again in front of everyone, and it went wrong, and {his} cheeks went hot.'],
    ];
  }
}

/** A habit to stop: the hands kept busy, the words made to wait, or a chart. */
function stopLines(habit: HabitReading): HabitLines {
  const { doing, todo } = habit;
  const body = habit.thing !== undefined && BODY.test(habit.thing);
  const speech = SPEECH.test(todo);
  return {
    title: `{hero} Stops ${titleCase(doing)}`,
    opening: [`{hero} had a habit of ${doing}, and {he} wanted to stop.`, `{hero} was trying very hard to stop ${doing}.`],
    worry: ['"I don\'t even know I\'m doing it!" said {hero}.', '"I try to stop, but then I forget," said {hero}.'],
    tries: [
      [`{hero} tried very hard not to, and then, without even noticing, {he} was ${doing} again.`],
      body ? [`{hero} sat on {his} hands, but the moment {he} forgot, there {he} was, ${doing} again.`]
        : speech ? [`{hero} pressed {his} lips tight together, but the moment {he} forgot, there {he} was, ${doing} again.`]
        : [`{hero} tried to think about something else, but the moment {he} forgot, there {he} was, ${doing} again.`],
      ['Every time {grownup} said "Oops," very gently, {hero} stopped, but five minutes later it had happened again.'],
    ],
    turn: body
      ? ['{hero} held the squeezy ball {grownup} had given {him}, and whenever {his} hands wanted to start, they squeezed the ball instead.']
      : speech ? ['{hero} took a breath and counted to three in {his} head first, the way {grownup} had shown {him}, and the words waited.']
      : ['{hero} looked at the sticker chart {grownup} had made, and decided that today was a sticker day.'],
    details: [
      ['{grownup} said a habit is like a path: the more you walk it, the easier it gets, so the trick is to make a new path.'],
      ['Every day that week, a sticker went on the chart for each time {hero} caught it in time.'],
      [`By teatime, {hero} had not been ${doing} once.`],
      ['{grownup} said {hero} should be very proud, and {hero} was.'],
    ],
    win: `{hero} had gone a whole day without ${doing}`,
    end: [`By the end of the week, the chart was full of stickers, and {hero} hardly thought about ${doing} at all.`],
    setback: [`Then, in the middle of a lovely day, {hero} caught {him}self ${doing} again, and felt cross.`],
    choice: ['{hero} could give up, or try again tomorrow, and {he} chose tomorrow.'],
    subplot: {
      taught: ['{hero} noticed that having a plan worked better than just trying hard.'],
      trouble: ['{pal} was trying to stop something too, and did not like to say.'],
      gives: 'the best sticker',
      solved: ['{pal} got the best sticker, and grinned all day.'],
    },
    hope: `stop ${doing}`,
  };
}

/** A dislike or a refusal: the worst bit asked about, a choice of how (never whether, for a thing that keeps {him} safe), and a countdown or a song. */
function dislikeLines(habit: HabitReading): HabitLines {
  const { todo } = habit;
  const did = again(habit.did);
  const cream = /\bcream\b/i.test(habit.thing ?? '');
  const worn = habit.family === 'wearing';
  const choice = habit.mustDo
    ? `{grownup} said ${habit.thing ?? 'that'} was not a choice, because ${habit.thing ? it(habit) : 'it'} kept {him} safe, but how was up to {hero}`
    : '{grownup} said {hero} could choose how to do it';
  return {
    title: [`{hero} and the Big No`, `{hero} Says Yes`],
    opening: [`{hero} did not want to ${todo}. Not today, and not ever.`, `Every time it was time to ${todo}, {hero} said, "No!"`],
    worry: cream ? ['"It\'s cold and sticky!" said {hero}.'] : worn ? ['"It\'s too tight and too itchy!" said {hero}.', '"I don\'t like how it feels!" said {hero}.'] : ['"I don\'t like it, and I won\'t!" said {hero}.', '"No, no, NO!" said {hero}.'],
    tries: [
      [`When it was time to ${again(todo)}, {hero} ran and hid behind the sofa.`],
      ['{grownup} tried asking nicely, and then explaining, and {hero} only said no, louder.'],
      ['By the third time of asking, {hero} was crying, {grownup} was tired, and nobody was happy at all.'],
    ],
    turn: [`${choice}. {hero} chose a countdown, and they counted down from ten together, very loudly, and on "one", {hero} ${did}.`, `${choice}. {hero} chose a silly song, and they sang it together, and before the song was over, {hero} ${did}.`],
    details: [
      [cream ? '{grownup} asked what the worst bit was, and {hero} said it was the cold, sticky feeling.' : worn ? '{grownup} asked what the worst bit was, and {hero} said it was the tight, itchy feeling.' : '{grownup} asked what the worst bit was, and {hero} said, "All of it!"'],
      ['{grownup} said lots of children do not like it at first, and that was all right.'],
      ['It was over before the fuss could even start.'],
      ['{grownup} gave {hero} a great big hug.'],
    ],
    win: `{hero} ${did}, and it was all right after all`,
    end: [`The next time, {hero} ${did} with hardly a fuss, and the time after that, with none at all.`],
    setback: ['The next day, it was all to do again, and {hero} said no again.'],
    choice: ['{hero} could keep saying no, or listen to {grownup}\'s idea, and {he} chose to listen.'],
    subplot: {
      taught: ['{hero} noticed that the fuss was much bigger than the thing itself.'],
      trouble: ['{pal} did not like something either, and did not like to say.'],
      gives: 'the first go at the countdown',
      solved: ['{pal} had the first go at the countdown, and shouted "One!" loudest of all.'],
    },
    hope: `find a way to ${todo} without a fuss`,
  };
}

/**
 * The safety a knack needs on the page, so the book never models it without: wheels want a helmet, pads and a path with
 * no cars; climbing wants a grown-up close behind; the hob a grown-up beside.
 */
function guardOf(todo: string): Wording | undefined {
  if (/\b(?:skateboard|skate|roller ?skate|scoot|scooter|cycle|bike|bicycle|unicycle)\b/i.test(todo)) return ['First, {grownup} did up {his} helmet and the knee pads, and found a flat, quiet path with no cars.'];
  if (/\bclimb\b/i.test(todo)) return ['{grownup} stayed one step behind {hero} the whole time, ready to catch.'];
  if (/\b(?:cook|fry|boil)\b/i.test(todo)) return ['{grownup} stayed right beside the hob, and the pan handle pointed in, away from the edge.'];
  return undefined;
}
