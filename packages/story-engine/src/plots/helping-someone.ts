import { possessive, withArticle } from '../core/text';
import { page } from '../story/story-context';
import { friendDetails, helper, heroDetails, introduceFriends, introduceHero, landTheLesson, lessonClause, palPhrase, traitToTheRescue } from './cast-lines';
import type { PlotShape } from './plot-shape';

/** A small creature cannot get home; the hero and friends help it there. */
export const HELPING_SOMEONE: PlotShape = {
  id: 'helping-someone',
  keywords: /\b(?:help\w*|rescue\w*|kind(?:ness)?|stuck|care)\b/i,
  lessons: ['helping', 'kindness', 'teamwork', 'patience'],
  settings: ['beach', 'under the sea', 'farm', 'snow', 'city'],
  timeline: 'day',
  titles: (ctx) => [
    `${ctx.hero.name} Helps the ${ctx.critter}`,
    `A ${ctx.rng.pick(ctx.tone.titleWords)} Way Home`,
    `${ctx.hero.name} to the Rescue`,
  ],
  summary: (ctx) => [
    `${ctx.hero.name} finds ${withArticle(ctx.critter)} that cannot find its way home to ${ctx.goalPlace}.`,
    `With ${palPhrase(ctx)}, ${ctx.hero.name} helps it all the way back and learns that ${lessonClause(ctx)}.`,
  ],
  hope: (ctx) => `help the ${ctx.critter} get home to ${ctx.goalPlace}`,
  win: (ctx) => `the ${ctx.critter} was home safe and sound`,
  refrains: (ctx) => [`Hold on, ${ctx.critter}, help is near!`, `We will help you, ${ctx.critter}!`],
  beats: {
    beginning: [
      (ctx) => page(
        `${ctx.hero.name} is out exploring ${ctx.set.place}.`,
        [...introduceHero(ctx), `${ctx.hero.name} liked to help everyone ${ctx.set.inPlace}.`],
        [`${ctx.hero.name} always noticed the little things: a wobbly chair, a friend who looked sad, a job that needed an extra hand.`, ...heroDetails(ctx)],
        ctx.set.travelAction, 'happy', 'hero',
      ),
      (ctx) => page(
        `${ctx.hero.name} and ${palPhrase(ctx)} hear a tiny cry nearby.`,
        [...introduceFriends(ctx), `One day ${ctx.hero.name} heard a tiny cry.`, `It was ${withArticle(ctx.critter)}, all alone.`],
        [`The ${ctx.critter} was shivering and looking around, as if everything was too big and too far away, and ${ctx.hero.name} knelt down beside it.`, ...friendDetails(ctx)],
        'looking', 'curious', 'all',
      ),
    ],
    'rising problem': [
      (ctx) => page(
        `The ${ctx.critter} is lost and needs to get home to ${ctx.goalPlace}.`,
        [`"I can't find my way home," said the ${ctx.critter}.`, `"My home is at ${ctx.goalPlace}," it said.`, `That was a long way from ${ctx.spot()}.`],
        [`${ctx.hero.name} looked at the tiny ${ctx.critter} and then at the long way ahead, and knew ${ctx.hero.he} had to help.`],
        'standing', 'worried',
      ),
      (ctx) => {
        const block = ctx.rng.pick(ctx.set.obstacles);
        return page(
        `On the way, ${block} makes the trip hard.`,
        [`${ctx.hero.name} carried the ${ctx.critter} with care.`, `But then ${block} was in the way.`, `The ${ctx.critter} began to cry again.`],
        [`${possessive(ctx.hero.name)} arms were getting tired, and ${ctx.goalPlace} still looked far off.`],
        'carrying', 'worried',
        );
      },
    ],
    'turning point': [
      (ctx) => {
        const friend = helper(ctx);
        return page(
          `${friend.name} finds a way past, and the ${ctx.critter} cheers up.`,
          [`"I know what to do!" said ${friend.name}.`, `${friend.name} ${friend.kit.talent(friend.p)}.`, `The ${ctx.critter} stopped crying and smiled.`],
          [traitToTheRescue(ctx), `Working together, ${ctx.group} found a way that was safe for the ${ctx.critter}.`],
          'pointing', 'surprised',
        );
      },
    ],
    resolution: [
      (ctx) => page(
        `They reach ${ctx.goalPlace}, where the ${ctx.critter}'s family is waiting.`,
        [`At last, ${ctx.group} came to ${ctx.goalPlace}.`, `The ${possessive(ctx.critter)} family was waiting there!`, `They hugged the ${ctx.critter} tight.`],
        [`The whole family squeaked and cheered, and ${ctx.hero.name} felt a warm glow spread from ${ctx.hero.his} toes to ${ctx.hero.his} ears.`],
        'hugging', 'happy', 'all',
      ),
      (ctx) => page(
        `The ${possessive(ctx.critter)} family gives ${ctx.hero.name} a thank-you present.`,
        [`"Thank you for helping," said the ${possessive(ctx.critter)} mum.`, `The mum gave ${ctx.hero.name} ${withArticle(ctx.treasure)}.`, `${ctx.hero.name} smiled all over, and so did ${ctx.pal.name}.`],
        [`It was the ${possessive(ctx.critter)} favourite thing, and ${ctx.hero.name} promised to keep the ${ctx.treasure} forever.`],
        'celebrating', 'proud', 'all',
      ),
    ],
    closing: [
      (ctx) => page(
        `${ctx.hero.name} goes home happy, remembering the lesson.`,
        [`${ctx.hero.name} walked home with ${ctx.pal.name}, tired and happy.`, landTheLesson(ctx)],
        [`And the ${ctx.treasure} sat by ${possessive(ctx.hero.name)} window, to remind ${ctx.hero.him} of the little ${ctx.critter}.`],
        'walking', ctx.tone.closingMood,
      ),
    ],
  },
};
