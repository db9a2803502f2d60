import type { DayReading } from '../understand/read-day';
import { isJourney } from './day-thing';
import type { DayKit } from './day-kits';

/**
 * A doing of no kind the kits know, said whole as typed: a gesture or a word said ("waving bye bye to Daddy at the door",
 * "blowing kisses to granny"), a noise or a game ("spinning round and round until dizzy"), a little routine ("posting
 * letters through the letterbox", "pressing the button at the crossing"). Nothing is made, mended or finished, so the general day's skill
 * steps ("looked at the bye together", "could not find one of the things she needed", a grown-up's tip) fit nothing;
 * its steps are the few that are true of any such moment: waiting for the right time, a go too fast that nobody saw,
 * the giggles, then doing it properly, joined in, and wanting it all again tomorrow. The doing is said only whole.
 */
/** Verbs of a doing over in a moment, done to a thing: pressed, rung, tapped, blown out. */
const IN_A_MOMENT = /^(?:press|push|ring|tap|knock|touch|pat|stroke|poke|pop|flick|click|beep|honk|toot|blow|wave|hug|kiss|squeeze|tickle|clap|stamp|shake|bang|hit|splash|wiggle|spin|twirl)\b/;

export function momentKit(day: DayReading): DayKit | undefined {
  // A place or a ride has its own steps; "going fishing" has its own short name ("the fishing"). A thing is told in the
  // general day's steps ("how to pack her suitcase"), unless it is only pressed, rung or touched, over in a moment
  // ("pressing the button at the crossing"), which is no skill: never "the button came right, bit by bit".
  if (day.place || isJourney(day) || /^\p{L}+ing \p{L}+ing$/u.test(day.doing) || (day.thing && !IN_A_MOMENT.test(day.todo))) return undefined;
  const { todo, did } = day;
  return {
    opening: (doing) => [`Today {hero} was ${doing}, and {he} could hardly wait.`, `{hero} loved ${doing}, more than almost anything.`],
    worry: ['"Is it time yet?" asked {hero}.', '"Can we do it now?" asked {hero}.'],
    tries: [
      [`{hero} wanted to ${todo} straight away, but it was not time yet.`],
      ['{hero} did it so fast that {grownup} missed it.', '{hero} did it so quickly that nobody saw.'],
      ['Then {hero} got the giggles halfway, and had to start again.', 'Then {hero} forgot halfway, and had to start again.'],
    ],
    turn: ['{hero} waited for just the right moment, and took a big breath.', '{hero} stopped, looked at {grownup}, and waited for the right moment.'],
    details: [
      ['{hero} told {grownup} the plan, in a big whisper.'],
      ['{grownup} joined in too, and {hero} laughed and laughed.'],
      [`This time, {hero} ${did}, slowly and properly, and {grownup} saw every bit.`],
      ['{grownup} clapped, and {hero} did a little bow.', '{hero} wanted to do it again, and again, and one more time.'],
    ],
    win: `{hero} ${did}, just the way {he} had wanted`,
    end: [`That night, {hero} smiled in bed, and could not wait to ${todo} again tomorrow.`, `At bedtime, {hero} told the whole family how {he} ${did}.`],
    setback: ['Then {grownup} was busy for a while, and {hero} had to wait.', 'Then {hero} forgot what came next, just for a moment.'],
    choice: ['{hero} could stop for a rest or do it one more time, and {he} chose one more time.'],
    subplot: {
      taught: ['{hero} noticed that waiting for the right moment worked best.'],
      trouble: ['{pal} wanted to join in, but did not know how.', '{pal} watched from the side, and wished for a go.'],
      gives: 'the first go',
      solved: ['{pal} had the first go, and joined right in, giggling.'],
    },
    hope: todo,
    lesson: 'patience',
    steps: 'the few steps any little moment with someone has (waiting for the right time, a go too fast, the giggles, doing it properly)',
  };
}
